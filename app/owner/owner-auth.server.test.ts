import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { invites, people, sessions } from "~/db/schema.server";
import { openTestDatabase, testDatabaseKinds } from "~/db/test-database";
import { createInvite, findUsableInvite, inviteLifetimeMs, redeemInvite } from "./invites.server";
import { secretHash } from "../lib/secrets.server";
import {
  currentSession,
  deleteExpiredSessions,
  endSession,
  revokeSession,
  sessionIdleMs,
  sessionMaxAgeMs,
  startSession,
} from "./sessions.server";
import { challengeLifetimeMs, saveChallenge, takeChallenge } from "./webauthn-challenges.server";

const minutes = (count: number) => count * 60_000;
const later = (start: Date, milliseconds: number) => new Date(start.getTime() + milliseconds);

describe.each(testDatabaseKinds)("owner sign-in data on %s", (kind) => {
  let database: Database;
  let personId: number;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const [person] = await database.db
      .insert(people)
      .values({ name: "Test Owner" })
      .returning({ id: people.id });
    personId = person!.id;
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  describe("invites", () => {
    it("stores only the sha256 of the token", async () => {
      const { token, invite } = await createInvite(database.db, "Ada");
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await database.db
        .select()
        .from(invites)
        .where(sql`id = ${invite.id}`);
      expect(row!.tokenHash).toBe(secretHash(token));
      expect(JSON.stringify(row)).not.toContain(token);
    });

    it("works for 15 minutes", async () => {
      const start = new Date();
      const { token, invite } = await createInvite(database.db, "Ada", start);
      expect(invite.expiresAt.getTime() - start.getTime()).toBe(inviteLifetimeMs);
      expect(await findUsableInvite(database.db, token, later(start, minutes(14)))).toBeDefined();
      expect(await findUsableInvite(database.db, token, later(start, minutes(15)))).toBeUndefined();
      expect(
        await redeemInvite(database.db, invite.id, personId, later(start, minutes(16))),
      ).toBeUndefined();
    });

    it("is used once: of two redemptions at once exactly one wins", async () => {
      const { token, invite } = await createInvite(database.db, "Ada");
      const outcomes = await Promise.all([
        redeemInvite(database.db, invite.id, personId),
        redeemInvite(database.db, invite.id, personId),
      ]);
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect(await findUsableInvite(database.db, token)).toBeUndefined();
      expect(await redeemInvite(database.db, invite.id, personId)).toBeUndefined();
    });

    it("knows no token it did not make", async () => {
      expect(await findUsableInvite(database.db, "x".repeat(43))).toBeUndefined();
    });
  });

  describe("sessions", () => {
    const start = new Date("2026-03-02T08:00:00Z");

    it("stores only the sha256 of the id, and finds the person by it", async () => {
      const id = await startSession(database.db, { personId, passkeyId: null, now: start });
      expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
      const rows = await database.db
        .select()
        .from(sessions)
        .where(sql`id_hash = ${secretHash(id)}`);
      expect(rows).toHaveLength(1);
      expect(await currentSession(database.db, id, later(start, minutes(5)))).toMatchObject({
        personId,
        name: "Test Owner",
      });
      expect(await currentSession(database.db, secretHash(id), start)).toBeUndefined();
    });

    it("ends after 12 hours idle; each request renews the idle time", async () => {
      const id = await startSession(database.db, { personId, passkeyId: null, now: start });
      const eleven = later(start, sessionIdleMs - minutes(60));
      expect(await currentSession(database.db, id, eleven)).toBeDefined();
      // 22 hours after sign-in, but only 11 after the last request.
      expect(
        await currentSession(database.db, id, later(eleven, sessionIdleMs - minutes(60))),
      ).toBeDefined();
      const idle = later(eleven, 2 * sessionIdleMs);
      expect(await currentSession(database.db, id, idle)).toBeUndefined();
      // The expired row is gone: it cannot come back.
      expect(await currentSession(database.db, id, start)).toBeUndefined();
    });

    it("ends 7 days after sign-in however busy", async () => {
      const id = await startSession(database.db, { personId, passkeyId: null, now: start });
      let now = start;
      while (now.getTime() - start.getTime() < sessionMaxAgeMs - sessionIdleMs) {
        now = later(now, sessionIdleMs - minutes(1));
        expect(await currentSession(database.db, id, now)).toBeDefined();
      }
      expect(await currentSession(database.db, id, later(start, sessionMaxAgeMs))).toBeUndefined();
    });

    it("ends at once on sign-out and on revocation", async () => {
      const signedOut = await startSession(database.db, { personId, passkeyId: null });
      await endSession(database.db, signedOut);
      expect(await currentSession(database.db, signedOut)).toBeUndefined();

      const revoked = await startSession(database.db, { personId, passkeyId: null });
      const found = await currentSession(database.db, revoked);
      expect(await revokeSession(database.db, found!.sessionId)).toBe(true);
      expect(await currentSession(database.db, revoked)).toBeUndefined();
      expect(await revokeSession(database.db, found!.sessionId)).toBe(false);
    });

    it("clears sessions that are over, and only those", async () => {
      const stale = await startSession(database.db, { personId, passkeyId: null, now: start });
      const fresh = await startSession(database.db, {
        personId,
        passkeyId: null,
        now: later(start, sessionIdleMs),
      });
      await deleteExpiredSessions(database.db, later(start, sessionIdleMs + minutes(1)));
      const rows = await database.db.select({ idHash: sessions.idHash }).from(sessions);
      expect(rows.map((row) => row.idHash)).toContain(secretHash(fresh));
      expect(rows.map((row) => row.idHash)).not.toContain(secretHash(stale));
    });

    it("gives every sign-in a new id (rotation)", async () => {
      const first = await startSession(database.db, { personId, passkeyId: null });
      await endSession(database.db, first);
      const second = await startSession(database.db, { personId, passkeyId: null });
      expect(second).not.toBe(first);
      expect(await currentSession(database.db, first)).toBeUndefined();
      expect(await currentSession(database.db, second)).toBeDefined();
    });
  });

  describe("WebAuthn challenges", () => {
    it("are taken once, for their own purpose, while fresh", async () => {
      const now = new Date();
      await saveChallenge(database.db, `single-${kind}`, "authentication", { now });
      expect(
        await takeChallenge(database.db, `single-${kind}`, "registration", now),
      ).toBeUndefined();
      const both = await Promise.all([
        takeChallenge(database.db, `single-${kind}`, "authentication", now),
        takeChallenge(database.db, `single-${kind}`, "authentication", now),
      ]);
      expect(both.filter(Boolean)).toHaveLength(1);
      expect(
        await takeChallenge(database.db, `single-${kind}`, "authentication", now),
      ).toBeUndefined();

      await saveChallenge(database.db, `stale-${kind}`, "authentication", { now });
      const stale = later(now, challengeLifetimeMs + 1);
      expect(
        await takeChallenge(database.db, `stale-${kind}`, "authentication", stale),
      ).toBeUndefined();
    });
  });
});
