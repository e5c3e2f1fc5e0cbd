import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";
import { defaultPreview, previewHeight, previewWidth, type Preview } from "./previews";

interface RootData {
  siteUrl: string;
}

/** The canonical origin, read from the root loader's data. */
export function siteUrlFrom(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): string {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  return root?.siteUrl ?? "";
}

interface PageMeta {
  title: string;
  description: string;
  path: string;
  siteUrl: string;
  /** The page's social preview; the store's default when left out. */
  image?: Preview;
  type?: "website" | "article" | "product";
}

/** Longest description search results show in full. */
const metaDescriptionLength = 160;

/**
 * A page's text cut to a search-result description: whole sentences while they fit, else whole
 * words with an ellipsis.
 */
export function metaDescription(text: string, limit = metaDescriptionLength): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= limit) return clean;
  let fitted = "";
  for (const sentence of clean.match(/[^.!?]+[.!?]+(\s|$)/g) ?? []) {
    if ((fitted + sentence).trim().length > limit) break;
    fitted += sentence;
  }
  if (fitted.trim()) return fitted.trim();
  const cut = clean.slice(0, limit - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:]$/, "")}…`;
}

/** The title of every "not found" page, branded like every other title. */
export const notFoundTitle = `Page not found | ${site.brandName}`;

/** Title, description, canonical link, Open Graph and Twitter card tags for one page. */
export function pageMeta({
  title,
  description: text,
  path,
  siteUrl,
  image = defaultPreview,
  type = "website",
}: PageMeta): MetaDescriptor[] {
  const description = metaDescription(text);
  const fullTitle = title === site.brandName ? title : `${title} | ${site.brandName}`;
  const url = `${siteUrl}${path}`;
  const imageUrl = `${siteUrl}${image.path}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.brandName },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(previewWidth) },
    { property: "og:image:height", content: String(previewHeight) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
}

/** A JSON-LD block as a meta descriptor (React Router renders it as a script tag). */
export function jsonLd(data: object): MetaDescriptor {
  return { "script:ld+json": data };
}
