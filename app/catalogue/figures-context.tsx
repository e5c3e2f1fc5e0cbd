import { createContext, useContext } from "react";
import { figuresOf, type FiguresBySlug, type ProductFigures } from "./figures";
import type { Product } from "./product";

/** Shopify's figures as the server rendered the page with them; null: the catalogue's. */
export const FiguresContext = createContext<FiguresBySlug | null>(null);

/** A product's figures for this page: Shopify's when the server had them, else the catalogue's. */
export function useProductFigures(product: Product): ProductFigures {
  return figuresOf(product, useContext(FiguresContext));
}
