/**
 * The catalogue's tabs, in order: the value each carries in the URL (a collection's path without
 * its slash) and its label. A module of its own so the footer, which lists them on every page,
 * brings none of the tab rules (`tabs.ts`) into the browser bundle every page loads.
 */
export const catalogueTabs = [
  { value: "all", label: "All" },
  { value: "mens-health", label: "Men's Health" },
  { value: "womens-health", label: "Women's Health" },
  { value: "reproductive-health", label: "Reproductive Health" },
  { value: "detox", label: "Detox" },
  { value: "longevity", label: "Longevity" },
] as const;
