import { useEffect, useState } from "react";
import { idempotencyKeyField, newIdempotencyKey } from "~/forms/idempotency-key";

/**
 * The form's idempotency key, hidden: sending the same post again (a second press after a
 * timeout, the browser's resend) sends the same key; each answer (`renewOn`) brings a new one.
 * The page's key (possibly a cached page's, shared) is replaced by the browser's own once it runs.
 */
export function IdempotencyKeyField({ renewOn }: { renewOn: unknown }) {
  const [key, setKey] = useState(newIdempotencyKey);
  const [answer, setAnswer] = useState(renewOn);
  if (answer !== renewOn) {
    setAnswer(renewOn);
    setKey(newIdempotencyKey());
  }
  useEffect(() => {
    // The browser's own key, in place of the page's (set once it runs, outside rendering).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setKey(newIdempotencyKey());
  }, []);
  return (
    <input type="hidden" name={idempotencyKeyField} value={key} readOnly suppressHydrationWarning />
  );
}
