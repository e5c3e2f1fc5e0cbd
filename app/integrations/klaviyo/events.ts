import { site } from "~/config/site";
import { productImages, productPath, type Product } from "~/catalogue/product";

/** Properties of Klaviyo's 'Viewed Product' and 'Added to Cart' events. */
export interface ProductEvent {
  ProductID: string;
  ProductName: string;
  URL: string;
  ImageURL: string;
  Categories: string[];
  Price: number;
  CompareAtPrice?: number;
  Brand: string;
}

/** 'Added to Cart': the product, with the line's price and quantity and its subscription plan. */
export interface AddedToCartEvent extends ProductEvent {
  Quantity: number;
  /** The selling plan's name, for a subscription line. */
  SellingPlan?: string;
}

/** The line added: what one costs on it (a subscription's price per delivery), how many, which plan. */
export interface AddedLine {
  price: number;
  quantity: number;
  plan?: string;
}

export function addedToCartEvent(
  product: Product,
  origin: string,
  line: AddedLine,
): AddedToCartEvent {
  return {
    ...productEvent(product, origin),
    Price: line.price,
    Quantity: line.quantity,
    ...(line.plan ? { SellingPlan: line.plan } : {}),
  };
}

/** The viewed-item record Klaviyo keeps for its recently-viewed feature. */
export interface ViewedItem {
  Title: string;
  ItemId: string;
  Categories: string[];
  ImageUrl: string;
  Url: string;
  Metadata: { Brand: string; Price: number; CompareAtPrice?: number };
}

export interface LeftReviewEvent {
  ReviewerName: string;
  Rating: number;
  ReviewText: string;
}

function categories(product: Product): string[] {
  return product.listingCategory && product.listingCategory !== product.category
    ? [product.category, product.listingCategory]
    : [product.category];
}

export function productEvent(product: Product, origin: string): ProductEvent {
  return {
    ProductID: product.slug,
    ProductName: product.name,
    URL: `${origin}${productPath(product)}`,
    ImageURL: `${origin}${productImages(product)[0]}`,
    Categories: categories(product),
    Price: product.price,
    ...(product.compareAtPrice ? { CompareAtPrice: product.compareAtPrice } : {}),
    Brand: site.brandLabel,
  };
}

export function viewedItem(product: Product, origin: string): ViewedItem {
  const event = productEvent(product, origin);
  return {
    Title: event.ProductName,
    ItemId: event.ProductID,
    Categories: event.Categories,
    ImageUrl: event.ImageURL,
    Url: event.URL,
    Metadata: {
      Brand: event.Brand,
      Price: event.Price,
      ...(event.CompareAtPrice ? { CompareAtPrice: event.CompareAtPrice } : {}),
    },
  };
}

export function leftReviewEvent(review: {
  name: string;
  rating: number;
  reviewText: string;
}): LeftReviewEvent {
  return { ReviewerName: review.name, Rating: review.rating, ReviewText: review.reviewText };
}
