import { data } from "react-router";
import type { Route } from "./+types/owner.invite.$token";
import { PasskeyButton } from "~/owner/passkey-button";
import { registerPasskey } from "~/owner/passkey-client";
import { database } from "~/db/connection.server";
import { findUsableInvite } from "~/owner/invites.server";
import { ownerHeaders, ownerMeta } from "~/owner/owner-headers";

export const headers = ownerHeaders;

export const meta = ownerMeta("Invite");

export async function loader({ params }: Route.LoaderArgs) {
  const invite = await findUsableInvite((await database()).db, params.token);
  if (!invite) return data({ invite: null, token: params.token }, { status: 410 });
  return { invite: { name: invite.name }, token: params.token };
}

export default function OwnerInvite({ loaderData }: Route.ComponentProps) {
  const { invite, token } = loaderData;
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
      <PasskeyButton label="Create a passkey and sign in" ceremony={() => registerPasskey(token)} />
    </div>
  );
}
