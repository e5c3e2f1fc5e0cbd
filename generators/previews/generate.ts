import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { catalogue } from "../../app/catalogue/catalogue";
import { productImages } from "../../app/catalogue/product";
import { site } from "../../app/config/site";
import { articles } from "../../app/content/articles";
import { formatPrice } from "../../app/lib/money";
import { articlePreview, defaultPreview, productPreview } from "../../app/lib/previews";
import { findArt, renderDefaultPreview, renderPreview } from "./render";

interface Options {
  /** The public/ directory: art is read from it and previews are written under it. */
  publicDir: string;
  /** Only these products (by slug) and articles (by id); all when left out. */
  only?: readonly string[];
}

/** Writes every social preview (products, articles, default) under `publicDir`. */
export async function generatePreviews({ publicDir, only }: Options): Promise<string[]> {
  const wanted = (key: string) => !only || only.includes(key);
  const file = (path: string) => {
    const full = join(publicDir, path);
    mkdirSync(dirname(full), { recursive: true });
    return full;
  };
  const written: string[] = [];
  for (const product of catalogue.filter((entry) => wanted(entry.slug))) {
    const out = file(productPreview(product).path);
    await renderPreview(
      {
        eyebrow: site.brandName,
        title: product.name,
        price: formatPrice(product.price),
        brandName: site.brandName,
        artPath: findArt(join(publicDir, productImages(product)[0]!)),
        artShape: "square",
      },
      out,
    );
    written.push(out);
  }
  for (const article of articles.filter((entry) => wanted(entry.id))) {
    const out = file(articlePreview(article).path);
    await renderPreview(
      {
        eyebrow: article.category,
        title: article.title,
        brandName: site.brandName,
        artPath: findArt(join(publicDir, article.thumbnail)),
        artShape: "wide",
      },
      out,
    );
    written.push(out);
  }
  if (!only) {
    const out = file(defaultPreview.path);
    await renderDefaultPreview(join(publicDir, "images/og-default.svg"), out);
    written.push(out);
  }
  return written;
}
