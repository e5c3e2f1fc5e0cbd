import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { decodeClientDataJSON } from "@simplewebauthn/server/helpers";
import { eq } from "drizzle-orm";
import { site } from "~/config/site";
import type { Db } from "~/db/database.server";
import { passkeys, people } from "~/db/schema.server";
import { deviceSummary } from "./device-summary";
import { findUsableInvite, redeemInvite } from "./invites.server";
import { consoleActor, recordChange } from "./owner-audit.server";
import { saveChallenge, takeChallenge, type ChallengePurpose } from "./webauthn-challenges.server";

/** A ceremony that cannot go on; the message is safe to show (it names no data). */
export class PasskeyError extends Error {
  override name = "PasskeyError";
  constructor(
    message: string,
    readonly status: 400 | 401 | 410 = 400,
  ) {
    super(message);
  }
}

/**
 * Who the passkeys belong to: SITE_URL's host name is the relying party id, its origin the only
 * origin a ceremony is accepted from. Browsers refuse IP addresses as relying party ids, so the
 * console must be opened at SITE_URL (http://localhost:3000 by default).
 */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingPartyFor(siteUrl: string): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin, name: site.brandName };
}

/** Who signed in, with which passkey. */
export interface SignedInPerson {
  personId: number;
  passkeyId: string;
}

function challengeOf(response: { response?: { clientDataJSON?: unknown } }): string {
  try {
    const clientData = decodeClientDataJSON(String(response.response?.clientDataJSON ?? ""));
    if (typeof clientData.challenge === "string" && clientData.challenge)
      return clientData.challenge;
  } catch {
    // falls through to the refusal
  }
  throw new PasskeyError("The passkey's answer could not be read.");
}

async function takeAnswered(
  db: Db,
  response: { response?: { clientDataJSON?: unknown } },
  purpose: ChallengePurpose,
) {
  const taken = await takeChallenge(db, challengeOf(response), purpose);
  if (!taken) {
    throw new PasskeyError("This passkey request has expired or was already used. Try again.");
  }
  return taken;
}

const inviteGone = () =>
  new PasskeyError("This invite link has been used, has expired, or does not exist.", 410);

/** Registration options for the person an invite names; the challenge is kept for the answer. */
export async function registrationOptions(
  db: Db,
  party: RelyingParty,
  token: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const invite = await findUsableInvite(db, token);
  if (!invite) throw inviteGone();
  const options = await generateRegistrationOptions({
    rpName: party.name,
    rpID: party.id,
    userName: invite.name,
    userDisplayName: invite.name,
    attestationType: "none",
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await saveChallenge(db, options.challenge, "registration", { inviteId: invite.id });
  return options;
}

/**
 * Checks a new passkey against the invite's challenge, then in one transaction creates the person,
 * uses the invite up (only one redemption can) and stores the passkey.
 */
export async function completeRegistration(
  db: Db,
  party: RelyingParty,
  token: string,
  response: RegistrationResponseJSON,
  userAgent: string | null,
): Promise<SignedInPerson> {
  const invite = await findUsableInvite(db, token);
  if (!invite) throw inviteGone();
  const taken = await takeAnswered(db, response, "registration");
  if (taken.inviteId !== invite.id) {
    throw new PasskeyError("This passkey request belongs to another invite.");
  }
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: taken.challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.id,
      requireUserVerification: true,
    });
  } catch {
    throw new PasskeyError("The new passkey could not be verified. Try again.");
  }
  if (!verification.verified) {
    throw new PasskeyError("The new passkey could not be verified. Try again.");
  }
  const { credential } = verification.registrationInfo;
  return db.transaction(async (tx) => {
    const [person] = await tx
      .insert(people)
      .values({ name: invite.name })
      .returning({ id: people.id });
    if (!(await redeemInvite(tx, invite.id, person!.id))) throw inviteGone();
    await tx.insert(passkeys).values({
      id: credential.id,
      personId: person!.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: (credential.transports ?? []).join(","),
      name: deviceSummary(userAgent),
      // Adding it signs the person in: that is its first use.
      lastUsedAt: new Date(),
    });
    // Who redeemed the invite, and the passkey it added, in the same transaction.
    const actor = consoleActor({ personId: person!.id, name: invite.name });
    await recordChange(tx, actor, "redeem-invite", {
      subject: `invite ${invite.id}`,
      details: { person: person!.id },
    });
    await recordChange(tx, actor, "add-passkey", {
      subject: `passkey ${credential.id}`,
      details: { person: person!.id, device: deviceSummary(userAgent) },
    });
    return { personId: person!.id, passkeyId: credential.id };
  });
}

/** Options for signing in with any passkey of this site (discoverable credentials). */
export async function authenticationOptions(
  db: Db,
  party: RelyingParty,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: party.id,
    userVerification: "required",
  });
  await saveChallenge(db, options.challenge, "authentication");
  return options;
}

const unknownPasskey = () =>
  new PasskeyError("This passkey is not known here (it may have been removed).", 401);

/** Checks a sign-in answer against its challenge and the passkey it names. */
export async function completeAuthentication(
  db: Db,
  party: RelyingParty,
  response: AuthenticationResponseJSON,
): Promise<SignedInPerson> {
  const taken = await takeAnswered(db, response, "authentication");
  const [passkey] = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.id, String(response.id)));
  if (!passkey) throw unknownPasskey();
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: taken.challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.id,
      requireUserVerification: true,
      credential: {
        id: passkey.id,
        publicKey: passkey.publicKey,
        counter: passkey.counter,
      },
    });
  } catch {
    throw new PasskeyError("The passkey's answer could not be verified. Try again.", 401);
  }
  if (!verification.verified) {
    throw new PasskeyError("The passkey's answer could not be verified. Try again.", 401);
  }
  await db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(passkeys.id, passkey.id));
  return { personId: passkey.personId, passkeyId: passkey.id };
}
