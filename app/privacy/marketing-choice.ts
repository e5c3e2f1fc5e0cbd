/** The first-party cookie that records a shopper's opt-out of marketing tracking. */
export const optOutCookieName = "marketing_opt_out";

/** What the server knows of a visitor's choice about marketing tracking. */
export interface MarketingChoice {
  /** Klaviyo's on-site script stays unloaded: the cookie or Global Privacy Control says so. */
  optedOut: boolean;
  /** The browser sent Global Privacy Control (`Sec-GPC: 1`). */
  globalPrivacyControl: boolean;
  /** The shopper opted out on the privacy choices page (the cookie is set). */
  optOutCookie: boolean;
}

/** Whether a Cookie header carries the opt-out cookie (any value: opting back in deletes it). */
export function hasOptOutCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((part) => part.trim().split("=", 1)[0] === optOutCookieName);
}

/** The choice a request carries: its Sec-GPC header and its cookies. */
export function marketingChoice(headers: { get(name: string): string | null }): MarketingChoice {
  const globalPrivacyControl = headers.get("sec-gpc")?.trim() === "1";
  const optOutCookie = hasOptOutCookie(headers.get("cookie"));
  return { optedOut: globalPrivacyControl || optOutCookie, globalPrivacyControl, optOutCookie };
}

/**
 * In the browser: opted out by Global Privacy Control (`navigator.globalPrivacyControl`) or the
 * cookie. Checked again before Klaviyo loads, whatever the page's HTML said.
 */
export function optedOutInBrowser(): boolean {
  if (typeof window === "undefined") return false;
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl;
  return gpc === true || hasOptOutCookie(document.cookie);
}
