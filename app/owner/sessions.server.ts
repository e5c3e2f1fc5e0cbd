import { eq, lt, or } from "drizzle-orm";
import type { Db } from "~/db/database.server";
import { people, sessions } from "~/db/schema.server";
import { newSecret, secretHash } from "../lib/secrets.server";

/** A session ends after this long without a request… */
export const sessionIdleMs = 12 * 60 * 60_000;
/** …and this long after sign-in, however busy. */
export const sessionMaxAgeMs = 7 * 24 * 60 * 60_000;
/** Seen again within this, a session's last-seen time is left as is (one write a minute at most). */
const lastSeenGranularityMs = 60_000;

export interface SessionStart {
  personId: number;
  passkeyId: string | null;
  clientAddress?: string | null;
  userAgent?: string | null;
  now?: Date;
}

/** Starts a session; answers the id for the cookie (only its sha256 is stored). */
export async function startSession(db: Db, start: SessionStart): Promise<string> {
  const id = newSecret();
  const now = start.now ?? new Date();
  await db.insert(sessions).values({
    idHash: secretHash(id),
    personId: start.personId,
    passkeyId: start.passkeyId,
    createdAt: now,
    lastSeenAt: now,
    clientAddress: start.clientAddress?.slice(0, 100) ?? null,
    userAgent: start.userAgent?.slice(0, 300) ?? null,
  });
  return id;
}

export interface CurrentSession {
  sessionId: number;
  personId: number;
  name: string;
}

/** Whether a session seen last at `lastSeenAt` and started at `createdAt` is over at `now`. */
function sessionExpired(session: { createdAt: Date; lastSeenAt: Date }, now: Date): boolean {
  return (
    now.getTime() - session.lastSeenAt.getTime() >= sessionIdleMs ||
    now.getTime() - session.createdAt.getTime() >= sessionMaxAgeMs
  );
}

/**
 * The session a cookie's id names, if it is still on: an expired one is deleted, a live one has its
 * idle time renewed.
 */
export async function currentSession(
  db: Db,
  id: string,
  now = new Date(),
): Promise<CurrentSession | undefined> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      personId: sessions.personId,
      name: people.name,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(people, eq(people.id, sessions.personId))
    .where(eq(sessions.idHash, secretHash(id)));
  if (!row) return undefined;
  if (sessionExpired(row, now)) {
    await db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return undefined;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= lastSeenGranularityMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, personId: row.personId, name: row.name };
}

/** Ends the session a cookie's id names (sign-out; a new sign-in replaces the old one). */
export async function endSession(
  db: Db,
  id: string,
): Promise<{ id: number; personId: number } | undefined> {
  const [ended] = await db
    .delete(sessions)
    .where(eq(sessions.idHash, secretHash(id)))
    .returning({ id: sessions.id, personId: sessions.personId });
  return ended;
}

/** Ends a session by its row id (revocation); answers whether there was one. */
export async function revokeSession(db: Db, sessionId: number): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(eq(sessions.id, sessionId))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Deletes every session that is over (rows would otherwise wait for their cookie to come back). */
export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.lastSeenAt, new Date(now.getTime() - sessionIdleMs)),
        lt(sessions.createdAt, new Date(now.getTime() - sessionMaxAgeMs)),
      ),
    );
}
