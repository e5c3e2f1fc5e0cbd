import { site } from "./site";

export interface NavLink {
  label: string;
  to: string;
  external?: boolean;
}

/**
 * A URL path as the route config writes it: lower case, with no trailing slash (the router matches
 * paths case-insensitively, with or without one). For a module that serves several paths.
 */
export function pagePath(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, "");
}

export const menuLinks: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "Men's Health", to: "/mens-health" },
  { label: "Women's Health", to: "/womens-health" },
  { label: "Articles", to: "/articles" },
  { label: "FAQ", to: "/faq" },
  { label: "Contact", to: "/contact" },
];

/** The footer's columns, with the shop's collections (`shop`) in the second. */
export function footerColumns(shop: NavLink[]): { heading: string; links: NavLink[] }[] {
  return [
    {
      heading: "Quick Menu",
      links: [
        { label: "Home", to: "/" },
        { label: "About Us", to: "/#about" },
        { label: "FAQ", to: "/faq" },
        { label: "Contact", to: "/contact" },
      ],
    },
    { heading: "SHOP", links: shop },
    {
      heading: "Policies",
      links: [
        { label: "Privacy Policy", to: "/privacy-policy" },
        { label: "Terms of Service", to: "/terms-of-service" },
      ],
    },
    {
      heading: "LET'S CONNECT",
      links: [{ label: site.social.label, to: site.social.href, external: true }],
    },
  ];
}

export const bottomLinks: NavLink[] = [
  { label: "Privacy", to: "/privacy-policy" },
  { label: "Terms", to: "/terms-of-service" },
  { label: "Cookies", to: "/privacy-policy#cookies" },
  { label: "Your Privacy Choices", to: "/privacy-choices" },
];
