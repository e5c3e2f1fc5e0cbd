import { Form, Link, NavLink, useLocation } from "react-router";
import { Button } from "~/ui/button";
import { BrandMark } from "~/ui/brand-mark";
import { site } from "~/config/site";
import { cn } from "~/lib/cn";

/** The console's sections, in the nav's order. */
const consoleSections = [
  { to: "/owner", label: "Overview", end: true },
  { to: "/owner/messages", label: "Messages" },
  { to: "/owner/reviews", label: "Reviews" },
  { to: "/owner/questions", label: "Questions" },
  { to: "/owner/trust", label: "Photos & requests" },
  { to: "/owner/subscribers", label: "Subscribers" },
  { to: "/owner/back-in-stock", label: "Back in stock" },
  { to: "/owner/privacy", label: "Privacy requests" },
  { to: "/owner/audit", label: "Audit log" },
  { to: "/owner/people", label: "People" },
] as const;

function SectionLinks({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {consoleSections.map((section) => (
        <li key={section.to}>
          <NavLink
            to={section.to}
            end={"end" in section}
            className={({ isActive }) =>
              cn(
                "flex min-h-11 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap hover:bg-lime-soft",
                isActive ? "bg-surface text-leaf underline underline-offset-4" : "text-ink",
              )
            }
          >
            {section.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Who is signed in, and the Sign out button; in the menu a long name wraps. */
function SignedIn({
  name,
  className,
  inMenu,
}: {
  name: string;
  className: string;
  inMenu?: boolean;
}) {
  return (
    <div className={className}>
      <p className={cn("text-sm text-ink-soft", inMenu && "min-w-0 break-words")}>
        Signed in as <span className="font-semibold text-ink">{name}</span>
      </p>
      <Form method="post" action="/owner/sign-out">
        <Button type="submit" variant="outline" size="compact">
          Sign out
        </Button>
      </Form>
    </div>
  );
}

/** The brand and the console's name: a link to the overview. */
function ConsoleBrand() {
  return (
    <Link to="/owner" className="inline-flex min-h-11 min-w-0 items-center gap-2 rounded-md">
      <BrandMark size={28} vein={false} className="shrink-0" />
      <span className="min-w-0 leading-tight">
        <span className="block font-display text-lg font-semibold text-ink">{site.brandName}</span>{" "}
        <span className="block text-xs font-semibold tracking-wide text-ink-soft uppercase">
          Owner console
        </span>
      </span>
    </Link>
  );
}

/**
 * The owner console's own header (no shop banner, cart or sign-up): the brand, and for a
 * signed-in person the sections, their name and Sign out. From 1280 px the sections sit in one
 * row under the brand; narrower, they fold into a Menu (`<details>`, so it opens without
 * JavaScript too).
 */
export function ConsoleHeader({ name }: { name?: string }) {
  const { pathname } = useLocation();
  return (
    <header className="relative border-b border-line bg-mist/60">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex min-h-16 items-center justify-between gap-3 py-2">
          <ConsoleBrand />
          {name !== undefined ? (
            <>
              <SignedIn name={name} className="hidden items-center gap-4 xl:flex" />
              {/* Remounted on each page, so the menu closes once a section is chosen. */}
              <details key={pathname} className="group xl:hidden">
                <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-semibold [&::-webkit-details-marker]:hidden">
                  <svg
                    viewBox="0 0 20 20"
                    width="16"
                    height="16"
                    aria-hidden="true"
                    className="shrink-0"
                  >
                    <path
                      d="M3 5h14M3 10h14M3 15h14"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                  Menu
                </summary>
                <div className="absolute inset-x-0 z-40 mt-2 border-b border-line bg-surface px-4 pb-4 shadow-lg sm:px-6">
                  <nav aria-label="Owner console">
                    <SectionLinks className="grid gap-1 py-2 sm:grid-cols-2" />
                  </nav>
                  <SignedIn
                    name={name}
                    inMenu
                    className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3"
                  />
                </div>
              </details>
            </>
          ) : null}
        </div>
        {name !== undefined ? (
          <nav aria-label="Owner console" className="hidden pb-2 xl:block">
            <SectionLinks className="flex gap-1" />
          </nav>
        ) : null}
      </div>
    </header>
  );
}
