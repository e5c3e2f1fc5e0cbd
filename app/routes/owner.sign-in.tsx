import type { Route } from "./+types/owner.sign-in";
import { useState } from "react";
import { PasskeyButton, runCeremony } from "~/owner/passkey-button";
import { useHydrated } from "~/hooks/use-hydrated";
import { signInWithPasskey } from "~/owner/passkey-client";
import { safeNextPath } from "~/owner/console-session.server";
import { ownerHeaders } from "~/owner/owner-headers";

export const headers = ownerHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Sign in | Owner console | Verdant Roots" },
  { name: "robots", content: "noindex, nofollow" },
];

export function loader({ request }: Route.LoaderArgs) {
  return { next: safeNextPath(new URL(request.url).searchParams.get("next")) };
}

export default function OwnerSignIn({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold">Owner console</h1>
      <p className="mt-3 text-ink-soft">
        Sign in with the passkey you created from your invite: your device asks for your
        fingerprint, face or screen lock. There are no passwords.
      </p>
      <div className="mt-8">
        <PasskeyButton
          label="Sign in with a passkey"
          hydrated={hydrated}
          busy={busy}
          error={error}
          onClick={() => runCeremony(() => signInWithPasskey(loaderData.next), setBusy, setError)}
        />
      </div>
      <p className="mt-6 text-sm text-ink-soft">
        No passkey yet? Ask someone who runs the store for an invite.
      </p>
    </div>
  );
}
