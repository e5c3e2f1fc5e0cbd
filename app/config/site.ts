/** Site identity: the one place a store owner changes the brand, mailboxes and social link. */
export const site = {
  brandName: "Verdant Roots",
  tagline: "Herbal supplements rooted in nature",
  /** Fixed brand label attached to tracking records. */
  brandLabel: "Verdant Roots Herbals",
  supportEmails: {
    orders: "orders@verdantroots.example",
    info: "info@verdantroots.example",
  },
  social: {
    label: "Instagram",
    href: "https://www.instagram.com/verdantroots.herbals",
  },
  freeShippingThreshold: 250,
  copyrightYear: 2024,
  locale: "en-US",
  currency: "USD",
} as const;
