import type { Route } from "./+types/owner.sign-in";
import { PasskeyButton } from "~/owner/passkey-button";
import { signInWithPasskey } from "~/owner/passkey-client";
import { safeNextPath } from "~/owner/console-session.server";
import { ownerHeaders, ownerMeta } from "~/owner/owner-headers";

export const headers = ownerHeaders;

export const meta = ownerMeta("Sign in");

export function loader({ request }: Route.LoaderArgs) {
  return { next: safeNextPath(new URL(request.url).searchParams.get("next")) };
}

export default function OwnerSignIn({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold">Owner console</h1>
      <p className="mt-3 text-ink-soft">
        Sign in with the passkey you created from your invite: your device asks for your
        fingerprint, face or screen lock. There are no passwords.
      </p>
      <PasskeyButton
        label="Sign in with a passkey"
        ceremony={() => signInWithPasskey(loaderData.next)}
      />
      <p className="mt-6 text-sm text-ink-soft">
        No passkey yet? Ask someone who runs the store for an invite.
      </p>
    </div>
  );
}
