import { Form, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** The console's sections, in the nav's order. */
export const consoleSections = [
  { to: "/owner", label: "Overview", end: true },
  { to: "/owner/messages", label: "Messages" },
  { to: "/owner/reviews", label: "Reviews" },
  { to: "/owner/trust", label: "Photos & requests" },
  { to: "/owner/subscribers", label: "Subscribers" },
  { to: "/owner/privacy", label: "Privacy requests" },
  { to: "/owner/audit", label: "Audit log" },
  { to: "/owner/people", label: "People" },
] as const;

/** The owner console's header: who is signed in, the sections, and Sign out. */
export function ConsoleNav({ name }: { name: string }) {
  return (
    <div className="border-b border-line bg-mist/60">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-4 sm:px-6">
        <p className="text-sm">
          <span className="font-semibold">Owner console</span>
          <span className="text-ink-soft"> · signed in as {name}</span>
        </p>
        <nav aria-label="Owner console" className="flex-1">
          <ul className="flex flex-wrap gap-1">
            {consoleSections.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  end={"end" in section}
                  className={({ isActive }) =>
                    cn(
                      "inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold hover:bg-lime-soft",
                      isActive ? "bg-surface text-leaf" : "text-ink",
                    )
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="post" action="/owner/sign-out">
          <Button type="submit" variant="outline" size="compact">
            Sign out
          </Button>
        </Form>
      </div>
    </div>
  );
}
