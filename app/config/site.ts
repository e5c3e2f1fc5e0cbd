/**
 * Site identity: the one place a store owner changes the brand and social link (the store's email
 * addresses come from the configuration: SUPPORT_EMAIL, ORDERS_EMAIL).
 */
export const site = {
  brandName: "Verdant Roots",
  tagline: "Herbal supplements rooted in nature",
  /** Fixed brand label attached to tracking records. */
  brandLabel: "Verdant Roots Herbals",
  social: {
    label: "Instagram",
    href: "https://www.instagram.com/verdantroots.herbals",
  },
  freeShippingThreshold: 250,
  copyrightYear: 2024,
  locale: "en-US",
  currency: "USD",
} as const;
