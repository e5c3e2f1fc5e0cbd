import { useEffect, useRef, useState } from "react";
import { idempotencyKeyField, newIdempotencyKey } from "~/forms/idempotency-key";

/**
 * The form's idempotency key, hidden: sending the same post again (a second press after a
 * timeout, the browser's resend) sends the same key; each answer (`renewOn`) brings a new one.
 * The page's key (possibly a cached page's, shared) is replaced by the browser's own once it runs.
 */
export function IdempotencyKeyField({ renewOn }: { renewOn: unknown }) {
  const field = useRef<HTMLInputElement>(null);
  const [pageKey] = useState(newIdempotencyKey);
  useEffect(() => {
    if (field.current) field.current.value = newIdempotencyKey();
  }, [renewOn]);
  return (
    <input
      ref={field}
      type="hidden"
      name={idempotencyKeyField}
      defaultValue={pageKey}
      suppressHydrationWarning
    />
  );
}
