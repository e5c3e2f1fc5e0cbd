import type { HeadersFunction, MetaDescriptor } from "react-router";
import { site } from "~/config/site";

/** Headers of every owner console response, whatever its status: never stored, never indexed. */
export const ownerResponseHeaders = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/** The console's response headers, for route modules' `headers`. */
export const ownerHeaders: HeadersFunction = ({ errorHeaders, loaderHeaders, actionHeaders }) => {
  const headers = new Headers();
  for (const source of [loaderHeaders, actionHeaders, errorHeaders]) {
    source?.forEach((value, name) => {
      if (name.toLowerCase() !== "set-cookie") headers.set(name, value);
    });
  }
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
  return headers;
};

/** A console page's title and meta tags: "Reviews | Owner console | Verdant Roots", never indexed. */
export function ownerMetaTags(page?: string): MetaDescriptor[] {
  return [
    { title: [page, "Owner console", site.brandName].filter(Boolean).join(" | ") },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** The `meta` of a console page whose title does not change (no title: the console's own name). */
export const ownerMeta = (page?: string) => () => ownerMetaTags(page);

/** Route ids of the owner console (its file names start with `owner`). */
export function isOwnerRouteId(id: string): boolean {
  return id === "routes/owner" || id.startsWith("routes/owner.");
}
