import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "~/db/database.server";
import { webauthnChallenges } from "~/db/schema.server";

/** How long a browser has to answer a challenge (the passkey prompt included). */
export const challengeLifetimeMs = 5 * 60_000;

export type ChallengePurpose = "registration" | "authentication";

/** Keeps a challenge handed out, so any store process can check the answer. */
export async function saveChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  { inviteId = null, now = new Date() }: { inviteId?: number | null; now?: Date } = {},
): Promise<void> {
  // Old unanswered challenges go as new ones come.
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values({
    challenge,
    purpose,
    inviteId,
    expiresAt: new Date(now.getTime() + challengeLifetimeMs),
  });
}

/**
 * Takes a challenge for good: deleted as it is read, so of two answers to one challenge only one
 * gets it. Undefined when unknown, already taken, expired or handed out for another purpose.
 */
export async function takeChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  now = new Date(),
): Promise<{ challenge: string; inviteId: number | null } | undefined> {
  const [taken] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge, inviteId: webauthnChallenges.inviteId });
  return taken;
}
