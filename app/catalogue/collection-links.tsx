import { Link } from "react-router";
import { collections } from "./collections";
import { listings } from "./listings";

/** The five collections' pages, each named by its title without "Supplements". */
const collectionLinks = [...listings, ...collections].map((page) => ({
  label: page.title.replace(/ Supplements$/, ""),
  to: page.path,
}));

/** The five collections as pill links: where a search or a list with nothing in it leads on. */
export function CollectionLinks({ className }: { className?: string }) {
  return (
    <ul className={className ?? "flex flex-wrap gap-2"}>
      {collectionLinks.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold text-leaf hover:bg-lime-soft"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
