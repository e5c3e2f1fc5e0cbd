import { data } from "react-router";
import type { Route } from "./+types/owner.invite.$token";
import { useState } from "react";
import { PasskeyButton, runCeremony } from "~/owner/passkey-button";
import { useHydrated } from "~/hooks/use-hydrated";
import { registerPasskey } from "~/owner/passkey-client";
import { database } from "~/db/connection.server";
import { findUsableInvite } from "~/owner/invites.server";
import { ownerHeaders } from "~/owner/owner-headers";

export const headers = ownerHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Invite | Owner console | Verdant Roots" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ params }: Route.LoaderArgs) {
  const invite = await findUsableInvite((await database()).db, params.token);
  if (!invite) return data({ invite: null, token: params.token }, { status: 410 });
  return { invite: { name: invite.name }, token: params.token };
}

export default function OwnerInvite({ loaderData }: Route.ComponentProps) {
  const { invite, token } = loaderData;
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  if (!invite) {
    return (
      <div className="mx-auto max-w-md px-4 py-16">
        <h1 className="text-3xl font-bold">This invite cannot be used</h1>
        <p className="mt-3 text-ink-soft">
          The link has been used already, has expired (invites last 15 minutes), or does not exist.
          Ask for a new invite.
        </p>
        <p className="mt-6">
          <a className="font-semibold text-leaf underline" href="/owner/sign-in">
            Sign in with a passkey you already have
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold">Create your passkey</h1>
      <p className="mt-3 text-ink-soft">
        You are invited to the owner console as <strong>{invite.name}</strong>. Create a passkey on
        this device: it asks for your fingerprint, face or screen lock, and from then on you sign in
        with it. This link works once, for 15 minutes.
      </p>
      <div className="mt-8">
        <PasskeyButton
          label="Create a passkey and sign in"
          hydrated={hydrated}
          busy={busy}
          error={error}
          onClick={() => runCeremony(() => registerPasskey(token), setBusy, setError)}
        />
      </div>
    </div>
  );
}
