import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, eq, notLike } from "drizzle-orm";
import type { Db } from "./database.server";
import { reviewRequestOptOuts, reviewVotes, storeSecrets } from "./schema.server";

/** A database handle or an open transaction: both query the same way. */
type Runner = Pick<Db, "select" | "insert" | "update">;

/** The digest key's name in `store_secrets`. */
const digestKeyName = "digest-key";

/** How a keyed digest starts (a digest without it is from before keys, plain sha256). */
const keyedPrefix = "k1:";

/** The store's digest key, with the id the erasure ledger names it by. */
export interface DigestKey {
  id: string;
  secret: Buffer;
}

/** A key's id: the start of its sha256, which names it without revealing it. */
function keyIdOf(secret: Buffer): string {
  return createHash("sha256").update(secret).digest("hex").slice(0, 16);
}

export function digestKeyFrom(encoded: string): DigestKey {
  const secret = Buffer.from(encoded, "base64url");
  return { id: keyIdOf(secret), secret };
}

/** The store's digest key if it has one yet (none is made). */
export async function storedDigestKey(db: Runner): Promise<DigestKey | undefined> {
  const [row] = await db
    .select({ value: storeSecrets.value })
    .from(storeSecrets)
    .where(eq(storeSecrets.name, digestKeyName));
  return row ? digestKeyFrom(row.value) : undefined;
}

/**
 * The store's digest key: 256 random bits kept in the database (`store_secrets`, so it is in every
 * backup and shared by every copy of the store), made on first use.
 */
export async function digestKey(db: Runner): Promise<DigestKey> {
  const stored = await storedDigestKey(db);
  if (stored) return stored;
  await db
    .insert(storeSecrets)
    .values({ name: digestKeyName, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  return (await storedDigestKey(db))!;
}

/**
 * An HMAC-SHA256 of `value` for one `purpose` under the store's key: what is kept instead of an
 * address or email. Without the key, no guess (the 256 addresses of a /24, a list of emails) can
 * be checked against it.
 */
export function keyedDigest(key: DigestKey, purpose: string, value: string): string {
  const mac = createHmac("sha256", key.secret).update(`${purpose}:${value}`).digest("base64url");
  return `${keyedPrefix}${mac}`;
}

/** The plain sha256 digests kept before keys: keyed digests are made over them. */
export const plainDigest = {
  voter: (clientKey: string) =>
    createHash("sha256").update(`helpful-vote:${clientKey}`).digest("base64url"),
  email: (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex"),
};

/** What a helpful vote keeps of its client (its rate-limit key): a keyed digest. */
export const voterDigest = (key: DigestKey, clientKey: string) =>
  keyedDigest(key, "helpful-vote", plainDigest.voter(clientKey));

/** What a review-request opt-out keeps of its email (any letter case): a keyed digest. */
export const optOutDigest = (key: DigestKey, email: string) =>
  keyedDigest(key, "opt-out", plainDigest.email(email));

/**
 * Replaces the plain sha256 digests kept before keys (helpful votes' voters, opt-outs' emails)
 * with keyed digests made over them, so the same client or email still matches. Run after the
 * migrations (also after a restore of an older backup); a no-op once every digest is keyed.
 */
export async function keyPlainDigests(db: Runner): Promise<number> {
  const votes = await db
    .select({ reviewId: reviewVotes.reviewId, voter: reviewVotes.voter })
    .from(reviewVotes)
    .where(notLike(reviewVotes.voter, `${keyedPrefix}%`));
  const optOuts = await db
    .select({ emailHash: reviewRequestOptOuts.emailHash })
    .from(reviewRequestOptOuts)
    .where(notLike(reviewRequestOptOuts.emailHash, `${keyedPrefix}%`));
  if (!votes.length && !optOuts.length) return 0;
  const key = await digestKey(db);
  for (const { reviewId, voter } of votes) {
    await db
      .update(reviewVotes)
      .set({ voter: keyedDigest(key, "helpful-vote", voter) })
      .where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.voter, voter)));
  }
  for (const { emailHash } of optOuts) {
    await db
      .update(reviewRequestOptOuts)
      .set({ emailHash: keyedDigest(key, "opt-out", emailHash) })
      .where(eq(reviewRequestOptOuts.emailHash, emailHash));
  }
  return votes.length + optOuts.length;
}
