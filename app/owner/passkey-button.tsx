import { Button } from "~/components/ui/button";

/**
 * The passkey ceremony's button and its outcome. The page holds the state (React's hooks stay in
 * the route modules, so the shared chunk needs no React runtime of its own). Without JavaScript
 * the button stays disabled and a note says why.
 */
export function PasskeyButton({
  label,
  hydrated,
  busy,
  error,
  onClick,
}: {
  label: string;
  hydrated: boolean;
  busy: boolean;
  error: string | undefined;
  onClick: () => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <Button type="button" size="large" disabled={!hydrated || busy} onClick={onClick}>
        {busy ? "Waiting for your passkey…" : label}
      </Button>
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

/** Runs a ceremony; on success opens the page it answers, on failure reports its message. */
export async function runCeremony(
  ceremony: () => Promise<string>,
  setBusy: (busy: boolean) => void,
  setError: (error: string | undefined) => void,
): Promise<void> {
  setBusy(true);
  setError(undefined);
  try {
    window.location.assign(await ceremony());
  } catch (failure) {
    setError(failure instanceof Error ? failure.message : String(failure));
    setBusy(false);
  }
}
