/**
 * The product cards' images: each product's first art image as WebP at the widths cards ask for.
 * A browser paints an SVG image on the page's main thread (it parses, lays out and draws a document
 * for each one), while it decodes a WebP off it; a grid shows dozens of cards, the product page
 * one image, so the grid gets pictures and the product page keeps its SVG. Rendered with sharp
 * (libvips, librsvg for the SVG layout and text), as the social previews are.
 */
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { catalogue } from "../../app/catalogue/catalogue";
import { cardImage, cardImageWidths, productImages } from "../../app/catalogue/product";

interface Options {
  /** The public/ directory: art is read from it and card images are written under it. */
  publicDir: string;
  /** Only these products (by slug); all when left out. */
  only?: readonly string[];
}

/** Quality of the WebP files: flat colours and lettering stay crisp at a third of the size of 90. */
const quality = 80;

/** Writes every product's card images under `publicDir`; returns their paths. */
export async function generateCardImages({ publicDir, only }: Options): Promise<string[]> {
  const written: string[] = [];
  for (const product of catalogue.filter((entry) => !only || only.includes(entry.slug))) {
    const art = join(publicDir, productImages(product)[0]!);
    for (const width of cardImageWidths) {
      const out = join(publicDir, cardImage(product, width));
      mkdirSync(dirname(out), { recursive: true });
      // Drawn at the art's own 800 px, then scaled: smaller widths are smoothed, not redrawn.
      await sharp(art).resize(width, width).webp({ quality }).toFile(out);
      written.push(out);
    }
  }
  return written;
}
