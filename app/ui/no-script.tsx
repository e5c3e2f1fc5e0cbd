/**
 * The class that hides a control from visitors without JavaScript: a control that only scripts
 * can work (a heart, the cart, a gallery's thumbnails) is not shown at all rather than shown dead.
 */
export const needsScript = "needs-js";

/**
 * The class of a note shown only to visitors without JavaScript (with `hidden`, which the rule
 * below overrides): what a hidden control would have done, and why it is not there.
 */
const withoutScriptOnly = "no-js-only";

/**
 * In the page's `<head>`: a rule the browser applies only when scripts are off (inside
 * `<noscript>`), so nothing moves for visitors with JavaScript.
 */
export function NoScriptStyle() {
  return (
    <noscript
      // A fixed rule, no outside text.
      dangerouslySetInnerHTML={{
        __html: `<style>.${needsScript}{display:none!important}.${withoutScriptOnly}{display:block!important}</style>`,
      }}
    />
  );
}
