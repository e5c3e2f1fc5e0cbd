import type { Product } from "~/catalogue/product";
import { afterInteractive, loadScript, sinceLoad } from "../after-interactive";
import { signupFormRetry, vendorRetry, whenReady } from "../retry";
import {
  addedToCartEvent,
  leftReviewEvent,
  productEvent,
  viewedItem,
  type AddedLine,
} from "./events";

type KlaviyoCommand = [string, ...unknown[]];

declare global {
  interface Window {
    /** Klaviyo's on-site queue: an array until klaviyo.js loads and takes it over. */
    _klOnsite?: { push(command: KlaviyoCommand): unknown };
  }
}

export interface KlaviyoConfig {
  companyId: string;
  signupFormId: string | null;
}

let config: KlaviyoConfig | null = null;

function klaviyoScriptUrl(companyId: string): string {
  return `https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=${encodeURIComponent(companyId)}`;
}

const onsitePresent = () => Boolean(window._klOnsite);

function push(command: KlaviyoCommand): void {
  if (!config) return;
  // Klaviyo's own queue stub: commands wait here until the script loads, so none is lost.
  window._klOnsite ??= [];
  window._klOnsite.push(command);
}

/** Loads Klaviyo's on-site script after the page is interactive. Unconfigured, nothing loads. */
export function startKlaviyo(next: KlaviyoConfig | null): void {
  if (!next || config) return;
  config = next;
  afterInteractive(() => {
    window._klOnsite ??= [];
    loadScript(klaviyoScriptUrl(next.companyId)).catch((error: unknown) =>
      console.warn("Klaviyo could not load:", error),
    );
  });
}

/** What the signup form's second counts from. */
export type SignupFormClock = "load" | "arrival";

/**
 * Home: open the signup form one second after the page loads, retrying until the on-site object
 * is there. The page the document landed on counts from its load event (hydration may come later,
 * and the second is not added to it); a page reached by a link in the store, from its arrival.
 */
export function openSignupForm(from: SignupFormClock): () => void {
  const formId = config?.signupFormId;
  if (!formId) return () => {};
  const open = (elapsed: number) =>
    whenReady(onsitePresent, () => push(["openForm", formId]), signupFormRetry, elapsed);
  return from === "load" ? sinceLoad(open) : open(0);
}

/** Route changes: let the on-site script re-evaluate its forms for the new page. */
export function refreshOnsite(): () => void {
  if (!config) return () => {};
  return whenReady(onsitePresent, () => push(["refreshForms"]), vendorRetry);
}

export function trackViewedProduct(product: Product): void {
  if (!config) return;
  push(["track", "Viewed Product", productEvent(product, window.location.origin)]);
  push(["trackViewedItem", viewedItem(product, window.location.origin)]);
}

export function trackAddedToCart(product: Product, line: AddedLine): void {
  push(["track", "Added to Cart", addedToCartEvent(product, window.location.origin, line)]);
}

export function trackLeftReview(review: {
  name: string;
  rating: number;
  reviewText: string;
}): void {
  push(["track", "Left Review", leftReviewEvent(review)]);
}
