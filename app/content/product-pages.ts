import { productPageSchema, type ProductPage, type ProductPageInput } from "./product-page";

const modules = import.meta.glob<{ page: ProductPageInput }>("./products/*.ts", { eager: true });

function loadPages(): Map<string, ProductPage> {
  const pages = new Map<string, ProductPage>();
  for (const [path, module] of Object.entries(modules)) {
    if (path.endsWith(".test.ts")) continue;
    const page = productPageSchema.parse(module.page);
    pages.set(page.slug, page);
  }
  return pages;
}

const pagesBySlug = loadPages();

/** The page content of a catalogue product, validated against the schema at load. */
export function findProductPage(slug: string): ProductPage | undefined {
  return pagesBySlug.get(slug);
}

/** The slugs that have page content. */
export function productPageSlugs(): string[] {
  return [...pagesBySlug.keys()];
}
