import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "~/db/database.server";
import { invites } from "~/db/schema.server";
import { newSecret, secretHash } from "../lib/secrets.server";

/** An invite's URL works this long, once. */
export const inviteLifetimeMs = 15 * 60_000;

export interface Invite {
  id: number;
  name: string;
  expiresAt: Date;
}

/** Creates an invite; answers its token, which only the URL holds (the table keeps its sha256). */
export async function createInvite(
  db: Db,
  name: string,
  now = new Date(),
): Promise<{ token: string; invite: Invite }> {
  const token = newSecret();
  const [invite] = await db
    .insert(invites)
    .values({
      tokenHash: secretHash(token),
      name,
      createdAt: now,
      expiresAt: new Date(now.getTime() + inviteLifetimeMs),
    })
    .returning({ id: invites.id, name: invites.name, expiresAt: invites.expiresAt });
  return { token, invite: invite! };
}

const usable = (now: Date) => and(isNull(invites.usedAt), gt(invites.expiresAt, now));

/** The invite a token names while it may still be used (unused, not expired). */
export async function findUsableInvite(
  db: Db,
  token: string,
  now = new Date(),
): Promise<Invite | undefined> {
  const [invite] = await db
    .select({ id: invites.id, name: invites.name, expiresAt: invites.expiresAt })
    .from(invites)
    .where(and(eq(invites.tokenHash, secretHash(token)), usable(now)));
  return invite;
}

/**
 * Uses an invite up, for the person it created: one conditional update, so of two redemptions
 * at once exactly one gets the invite. Undefined when it was used, expired or never existed.
 */
export async function redeemInvite(
  db: Db,
  inviteId: number,
  personId: number,
  now = new Date(),
): Promise<Invite | undefined> {
  const [invite] = await db
    .update(invites)
    .set({ usedAt: now, personId })
    .where(and(eq(invites.id, inviteId), usable(now)))
    .returning({ id: invites.id, name: invites.name, expiresAt: invites.expiresAt });
  return invite;
}
