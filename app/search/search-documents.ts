import { catalogue } from "~/catalogue/catalogue";
import type { ProductFigures } from "~/catalogue/figures";
import { audienceBadge } from "~/catalogue/listings";
import { productImages, productPath, type Product } from "~/catalogue/product";
import { noAddresses, withAddresses, type StoreAddresses } from "~/config/store-addresses";
import type { Article } from "~/content/article";
import { parseArticleBody } from "~/content/article-body";
import { articles } from "~/content/articles";
import { faq } from "~/content/faq";
import type { FaqEntry } from "~/content/faq-entry";
import type { ProductPage } from "~/content/product-page";
import { findProductPage } from "~/content/product-pages";
import { formatPrice } from "~/lib/money";
import type { SearchKind } from "./search-query";

/** One searchable thing: a product, an article or an FAQ answer, flattened to text fields. */
export interface SearchDocument {
  id: string;
  kind: SearchKind;
  url: string;
  title: string;
  category: string;
  audience: string;
  benefits: string;
  description: string;
  /** A product's ingredients: its key-ingredient cards and its ingredients list. */
  ingredients: string;
  body: string;
  /** Texts a snippet is cut from, in order of preference. */
  snippetTexts: string[];
  /** An article's or answer's line under the title; a product's is `productDetail` at search time. */
  detail?: string;
  /** The product a product document describes (its price is read when a search is answered). */
  product?: Product;
  image?: string;
}

/** The fields the index reads, and how much a match in each counts. */
export const searchFieldBoosts = {
  title: 4,
  category: 2,
  audience: 1,
  benefits: 1.5,
  description: 1,
  ingredients: 1.5,
  body: 0.6,
} as const;

const audienceWords: Record<Product["audience"], string> = {
  men: "Men's Men",
  women: "Women's Women",
  unisex: "Unisex",
};

/** The key-ingredient cards as sentences ("Ashwagandha: ... Found in: ..."), then the list. */
export function productIngredientTexts(page: ProductPage | undefined): string[] {
  if (!page) return [];
  const cards = (page.keyIngredients ?? []).map(
    (ingredient) => `${ingredient.name}: ${ingredient.benefit} Found in: ${ingredient.foundIn}.`,
  );
  return [...cards, ...(page.ingredientsText ? [page.ingredientsText] : [])];
}

/**
 * A product hit's line under its title, e.g. "Men's Health · MEN · $59.99": with the figures the
 * shopper is charged (Shopify's when configured), and "Sold out" when nothing can be bought.
 */
export function productDetail(product: Product, figures: ProductFigures): string {
  return [
    product.category,
    audienceBadge(product),
    formatPrice(figures.price),
    ...(figures.availableForSale ? [] : ["Sold out"]),
  ].join(" · ");
}

function productDocument(product: Product, page: ProductPage | undefined): SearchDocument {
  const categories = [product.category, product.listingCategory].filter(Boolean).join(" · ");
  const benefits = page?.benefits ?? [];
  const ingredients = productIngredientTexts(page);
  return {
    id: `product:${product.slug}`,
    kind: "product",
    url: productPath(product),
    title: product.name,
    category: categories,
    audience: audienceWords[product.audience],
    benefits: benefits.join(". "),
    description: page?.description ?? "",
    ingredients: ingredients.join("\n"),
    body: "",
    snippetTexts: [page?.description ?? "", benefits.join(" · "), ...ingredients].filter(Boolean),
    product,
    image: productImages(product)[0],
  };
}

/** An article's body as plain sentences (headings, bold lines, list items and paragraphs). */
function articlePlainText(body: string): string[] {
  return parseArticleBody(body).flatMap((block) => {
    if (block.type === "list") return block.items;
    if (block.type === "break") return [];
    return [block.text];
  });
}

function articleDocument(article: Article): SearchDocument {
  const paragraphs = articlePlainText(article.body);
  return {
    id: `article:${article.id}`,
    kind: "article",
    url: `/articles/${article.id}`,
    title: article.title,
    category: article.category,
    audience: "",
    benefits: "",
    description: article.description,
    ingredients: "",
    body: paragraphs.join("\n"),
    snippetTexts: [article.description, ...paragraphs],
    detail: `${article.category} · ${article.readTime}`,
  };
}

function faqDocuments(
  entries: readonly FaqEntry[],
  addresses: StoreAddresses = noAddresses,
): SearchDocument[] {
  return entries.flatMap((entry) =>
    entry.items.map((item, index) => ({
      id: `faq:${entry.category}:${index}`,
      kind: "faq" as const,
      url: "/faq",
      title: item.q,
      category: entry.category,
      audience: "",
      benefits: "",
      description: "",
      ingredients: "",
      body: withAddresses(item.a, addresses),
      snippetTexts: [withAddresses(item.a, addresses)],
      detail: `FAQ · ${entry.category}`,
    })),
  );
}

/**
 * Everything the site search covers, read from the catalogue and content modules, with the store's
 * addresses (or the demo store's words for them) where answers name one.
 */
export function siteSearchDocuments(addresses: StoreAddresses = noAddresses): SearchDocument[] {
  return [
    ...catalogue.map((product) => productDocument(product, findProductPage(product.slug))),
    ...articles.map(articleDocument),
    ...faqDocuments(faq, addresses),
  ];
}
