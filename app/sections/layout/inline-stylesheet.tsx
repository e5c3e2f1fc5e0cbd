import { createContext, use } from "react";

/**
 * The site's whole stylesheet (Tailwind, about 36 KB, 8 KB compressed), written into every page's
 * `<head>` so the first paint waits for no stylesheet request. Only the server knows the text:
 * `entry.server.tsx` provides it. In the browser the context is empty, and React adopts the
 * `<style>` the server rendered (a style with `href` and `precedence` is a resource React finds
 * by its `href`), so the text never travels in the JavaScript.
 */
export const StylesheetText = createContext("");

/** The key React finds the server's `<style>` by. */
const stylesheetKey = "verdant-roots.css";

export function InlineStylesheet() {
  const css = use(StylesheetText);
  return (
    <style href={stylesheetKey} precedence="default">
      {css}
    </style>
  );
}
