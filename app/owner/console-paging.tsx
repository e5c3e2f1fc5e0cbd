import { Link } from "react-router";
import { buttonVariants } from "~/ui/button";

/** The page a console list's URL asks for (`?page=`), 1 when absent or not a page number. */
export function listPage(params: URLSearchParams): number {
  const asked = params.get("page") ?? "1";
  return /^\d{1,5}$/.test(asked) && Number(asked) >= 1 ? Number(asked) : 1;
}

/** A console list's address for another page, with the same filters (empty ones left out). */
function listPageHref(typed: Record<string, string>, page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(typed)) if (value) params.set(name, value);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "?";
}

interface PageLinksProps {
  /** The list's filters as typed, kept on every page. */
  typed: Record<string, string>;
  page: number;
  /** Whether an older page exists. */
  more: boolean;
  /** The nav's name ("Review pages"), and the words of its two links. */
  label: string;
  newer: string;
  older: string;
}

/** A newest-first console list's page links: newer, the page's number, older. */
export function PageLinks({ typed, page, more, label, newer, older }: PageLinksProps) {
  if (page === 1 && !more) return null;
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center gap-3">
      {page > 1 ? (
        <Link
          to={listPageHref(typed, page - 1)}
          rel="prev"
          className={buttonVariants({ variant: "outline" })}
        >
          {newer}
        </Link>
      ) : null}
      <p aria-current="page" className="text-sm font-semibold">
        Page {page}
      </p>
      {more ? (
        <Link
          to={listPageHref(typed, page + 1)}
          rel="next"
          className={buttonVariants({ variant: "outline" })}
        >
          {older}
        </Link>
      ) : null}
    </nav>
  );
}
