/**
 * The brand's colours, named as the stylesheet's theme names them (app/app.css keeps each as a CSS
 * custom property, `--color-ink-soft` for `inkSoft`, for Tailwind's classes). What is drawn or
 * configured outside the stylesheet reads them here: the logo, the browser's theme colour and
 * Shopify's buy button, and the scripts that draw the product art and social previews.
 */
export const brandColors = {
  canvas: "#fbfbf6",
  surface: "#ffffff",
  mist: "#f1f4e8",
  ink: "#16301f",
  inkSoft: "#3d5444",
  line: "#dfe5d3",
  /** For fills only; text on light backgrounds uses the darker shades. */
  lime: "#a3e635",
  limeSoft: "#ecfccb",
  leaf: "#3f6212",
  leafStrong: "#365314",
  button: "#4d7c0f",
  buttonHover: "#3f6212",
  danger: "#b42318",
} as const;
