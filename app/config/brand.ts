/**
 * The brand's colours, named as the stylesheet's theme names them (app/app.css keeps each as a CSS
 * custom property, `--color-ink-soft` for `inkSoft`, for Tailwind's classes). What is drawn or
 * configured outside the stylesheet reads them here: the logo, the browser's theme colour and the
 * scripts that draw the product art and social previews.
 */
// The colours the browser's code draws with, by name, so only these are in its bundle.
/** For fills only; text on light backgrounds uses the darker shades. */
export const lime = "#a3e635";
export const limeSoft = "#ecfccb";
export const leafStrong = "#365314";
const button = "#4d7c0f";
const buttonHover = "#3f6212";

/** Every brand colour by name (for the tests and the generators that draw with them). */
export const brandColors = {
  canvas: "#fbfbf6",
  surface: "#ffffff",
  mist: "#f1f4e8",
  ink: "#16301f",
  inkSoft: "#3d5444",
  line: "#dfe5d3",
  lime,
  limeSoft,
  leaf: "#3f6212",
  leafStrong,
  button,
  buttonHover,
  danger: "#b42318",
  /** The keyboard focus outline: at least 3:1 against every fill above but the darkest greens. */
  focus: "#0b1a10",
} as const;
