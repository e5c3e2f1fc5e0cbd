/**
 * The brand's colours, for the generated SVG art and the social previews: the same values as the
 * store's theme in app/app.css (named there in brackets).
 */
/** Text and dark shapes (ink). */
export const INK = "#16301f";
/** The page background (canvas). */
export const PAPER = "#fbfbf6";
/** Soft panels behind art (mist). */
export const MIST = "#f1f4e8";
/** The accent (lime). */
export const LIME = "#a3e635";
/** A pale wash of the accent (lime-soft). */
export const LIME_PALE = "#ecfccb";
/** Buttons and strong accents (button). */
export const LIME_DARK = "#4d7c0f";
/** Leaves and small headings (leaf). */
export const LEAF = "#3f6212";
/** The darkest green (leaf-strong). */
export const OLIVE = "#365314";
