/**
 * The brand's colours, named as the stylesheet's theme names them (app/app.css keeps each as a CSS
 * custom property, `--color-ink-soft` for `inkSoft`, for Tailwind's classes). What is drawn or
 * configured outside the stylesheet reads them here (the browser's code by name, so only the
 * colours it uses are in its bundle): the logo, the browser's theme colour and
 * Shopify's buy button, and the scripts that draw the product art and social previews.
 */
export const canvas = "#fbfbf6";
export const surface = "#ffffff";
export const mist = "#f1f4e8";
export const ink = "#16301f";
export const inkSoft = "#3d5444";
export const line = "#dfe5d3";
/** For fills only; text on light backgrounds uses the darker shades. */
export const lime = "#a3e635";
export const limeSoft = "#ecfccb";
export const leaf = "#3f6212";
export const leafStrong = "#365314";
export const button = "#4d7c0f";
export const buttonHover = "#3f6212";
export const danger = "#b42318";

/** Every brand colour by name (for the tests and the generators that draw with them). */
export const brandColors = {
  canvas,
  surface,
  mist,
  ink,
  inkSoft,
  line,
  lime,
  limeSoft,
  leaf,
  leafStrong,
  button,
  buttonHover,
  danger,
} as const;
