import { Menu } from "lucide-react";
import { useState } from "react";
import { NavLink } from "react-router";
import { Button } from "~/ui/button";
import { Modal } from "~/ui/modal";
import { menuLinks } from "~/config/navigation";
import { needsScript } from "~/ui/no-script";
import { cn } from "~/lib/cn";

/** The header's menu button and the right-hand sheet it opens. */
export function MenuSheet() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={needsScript}
      >
        <Menu aria-hidden="true" className="size-6" />
      </Button>
      {/* Without JavaScript: the browser's own disclosure opens the same links. */}
      <noscript>
        <details className="group relative">
          <summary className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-full text-ink hover:bg-mist [&::-webkit-details-marker]:hidden">
            <Menu aria-hidden="true" className="size-6" />
            <span className="sr-only">Menu</span>
          </summary>
          <nav
            aria-label="Main"
            className="absolute top-full right-0 z-30 mt-2 w-60 rounded-2xl border border-line bg-surface p-2 shadow-md"
          >
            <ul className="flex flex-col gap-1">
              {menuLinks.map((link) => (
                <li key={link.to}>
                  <a
                    href={link.to}
                    className="flex min-h-11 items-center rounded-lg px-3 text-base font-medium hover:bg-mist"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </noscript>
      <Modal
        kind="sheet"
        open={open}
        onOpenChange={setOpen}
        title="Menu"
        description="Navigate through the site"
        closeLabel="Close menu"
      >
        <nav aria-label="Main" className="px-5">
          <ul className="flex flex-col gap-1">
            {menuLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  onClick={() => setOpen(false)}
                  className={({ isActive }) =>
                    cn(
                      "flex min-h-11 items-center rounded-lg px-3 text-base font-medium hover:bg-mist",
                      isActive && "bg-lime-soft text-leaf-strong",
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </Modal>
    </>
  );
}
