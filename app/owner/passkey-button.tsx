import { useState } from "react";
import { Button } from "~/ui/button";
import { needsScript } from "~/ui/no-script";
import { useHydrated } from "~/hooks/use-hydrated";

/**
 * The passkey ceremony's button and its outcome: a click runs `ceremony`, which answers the page to
 * open (the browser goes there) or fails with the message shown under the button. The button can
 * only work once the page's script has started (on a busy device that takes a moment): until then
 * it is disabled and a line says it is getting ready. Without JavaScript the button stays disabled
 * and a note says why.
 */
export function PasskeyButton({
  label,
  ceremony,
}: {
  label: string;
  ceremony: () => Promise<string>;
}) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const run = async () => {
    setBusy(true);
    setError(undefined);
    try {
      window.location.assign(await ceremony());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };
  return (
    <div className="mt-8 flex flex-col gap-3">
      <Button type="button" size="large" disabled={!hydrated || busy} onClick={() => void run()}>
        {busy ? "Waiting for your passkey…" : label}
      </Button>
      {hydrated ? null : (
        <p
          role="status"
          data-passkey-getting-ready=""
          className={`${needsScript} text-sm text-ink-soft`}
        >
          Getting the passkey button ready…
        </p>
      )}
      <p role="alert" className="min-h-6 text-sm font-medium text-danger">
        {error}
      </p>
      <noscript>
        <p className="text-sm">
          Passkeys need JavaScript: it is the one part of the store that does. Please turn
          JavaScript on for this site to continue.
        </p>
      </noscript>
    </div>
  );
}
