import { Link } from "react-router";
import { bottomLinks, footerColumns, type NavLink } from "~/config/navigation";
import { site } from "~/config/site";
import { catalogueTabs } from "~/catalogue/tab-list";
import { Logo } from "./logo";

/** The shop's collections, named as the catalogue's tabs name them. */
const columns = footerColumns(
  catalogueTabs
    .filter((tab) => tab.value !== "all")
    .map((tab) => ({ label: tab.label, to: `/${tab.value}` })),
);

function FooterLink({ link }: { link: NavLink }) {
  const className =
    "inline-flex min-h-11 items-center text-sm text-ink-soft hover:text-leaf-strong hover:underline";
  return link.external ? (
    <a href={link.to} className={className} target="_blank" rel="noopener noreferrer">
      {link.label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : (
    <Link to={link.to} className={className}>
      {link.label}
    </Link>
  );
}

function FooterLinks({ links, className }: { links: readonly NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.label}>
          <FooterLink link={link} />
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-line bg-mist">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_repeat(4,1fr)]">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-xs text-sm text-ink-soft">{site.tagline}.</p>
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="font-sans text-xs font-bold tracking-[0.15em] text-ink uppercase">
              {column.heading}
            </h2>
            <FooterLinks links={column.links} className="mt-2" />
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col-reverse items-center justify-between gap-2 px-4 py-4 text-sm text-ink-soft sm:flex-row sm:px-6">
          <p>
            © {site.copyrightYear} {site.brandName}. All rights reserved.
          </p>
          <FooterLinks links={bottomLinks} className="flex flex-wrap justify-center gap-x-4" />
        </div>
      </div>
    </footer>
  );
}
