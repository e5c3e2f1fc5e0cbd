import type { HeadersFunction } from "react-router";

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

/** Route ids of the owner console (its file names start with `owner`). */
export function isOwnerRouteId(id: string): boolean {
  return id === "routes/owner" || id.startsWith("routes/owner.");
}
