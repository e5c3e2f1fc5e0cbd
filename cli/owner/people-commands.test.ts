import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { invites, passkeys, people } from "~/db/schema.server";
import { openTestDatabase, testDatabaseKinds } from "~/db/test-database";
import { env } from "~/env.server";
import { secretHash } from "~/lib/secrets.server";
import { currentSession, startSession } from "~/owner/sessions.server";
import { ownerEndpoint } from "../../app/owner/owner-endpoint.server";
import { databaseClient, endpointClient, type OwnerClient } from "./owner-client";
import { runInProcess } from "./run-in-process";

const transports = testDatabaseKinds.flatMap((kind) =>
  (["direct", "endpoint"] as const).map((transport) => [kind, transport] as const),
);

describe.each(transports)(
  "owner console people from the command line on %s, %s",
  (kind, transport) => {
    let database: Database;
    let connect: () => Promise<OwnerClient>;
    let close = async () => {};

    const run = (...args: string[]) => runInProcess(args, connect);

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      if (transport === "direct") {
        connect = async () => databaseClient(database, async () => undefined);
      } else {
        const endpoint = ownerEndpoint(
          async () => database,
          mkdtempSync(join(tmpdir(), "people-")),
        );
        endpoint.serve("people-test-token");
        const server = express().use(endpoint.router).listen(0, "127.0.0.1");
        await new Promise((resolve) => server.once("listening", resolve));
        const { port } = server.address() as AddressInfo;
        connect = async () =>
          endpointClient({ port, pid: process.pid, token: "people-test-token" });
        close = async () => {
          endpoint.withdraw();
          await new Promise((resolve) => server.close(resolve));
        };
      }
    }, 60_000);
    afterAll(async () => {
      await close();
      await database.close();
    });

    it("invite prints a one-time URL on SITE_URL as its last line, stored only as a hash", async () => {
      const result = await run("invite", "--name", "Ada Lovelace");
      expect(result).toMatchObject({ code: 0, stderr: "" });
      const lines = result.stdout.trim().split("\n");
      const url = lines[lines.length - 1]!;
      expect(url).toMatch(new RegExp(`^${env().SITE_URL}/owner/invite/[A-Za-z0-9_-]{43}$`));
      expect(result.stdout).toContain("Invite for Ada Lovelace");
      const token = url.split("/").pop()!;
      const [row] = await database.db
        .select()
        .from(invites)
        .where(eq(invites.tokenHash, secretHash(token)));
      expect(row).toMatchObject({ name: "Ada Lovelace", usedAt: null });
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(15 * 60_000);
    });

    it("people lists passkeys and sessions; revoke-session and revoke-passkey end them", async () => {
      const [person] = await database.db
        .insert(people)
        .values({ name: "Grace" })
        .returning({ id: people.id });
      // A passkey's id is base64url, so it may begin with "-", as this one does.
      const passkeyId = `-key-${kind}-${transport}`;
      await database.db.insert(passkeys).values({
        id: passkeyId,
        personId: person!.id,
        publicKey: new Uint8Array([1, 2, 3]),
        name: "Chrome on Linux",
      });
      const sessionId = await startSession(database.db, {
        personId: person!.id,
        passkeyId,
        userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0",
        clientAddress: "203.0.113.9",
      });
      const listed = await run("people", "--json");
      expect(listed.code).toBe(0);
      const grace = (
        JSON.parse(listed.stdout) as {
          name: string;
          passkeys: { id: string }[];
          sessions: { id: number; device: string; clientAddress: string }[];
        }[]
      ).find((entry) => entry.name === "Grace")!;
      expect(grace.passkeys.map((passkey) => passkey.id)).toEqual([passkeyId]);
      expect(grace.sessions).toEqual([
        expect.objectContaining({ device: "Chrome on Linux", clientAddress: "203.0.113.9" }),
      ]);
      const table = await run("people");
      expect(table.stdout).toContain(passkeyId);

      const ended = await run("people", "revoke-session", String(grace.sessions[0]!.id));
      expect(ended).toMatchObject({ code: 0, stdout: `Ended session ${grace.sessions[0]!.id}.\n` });
      expect(await currentSession(database.db, sessionId)).toBeUndefined();
      expect((await run("people", "revoke-session", String(grace.sessions[0]!.id))).code).toBe(1);

      // Removing a passkey ends the sessions it signed in.
      const another = await startSession(database.db, { personId: person!.id, passkeyId });
      const removed = await run("people", "revoke-passkey", passkeyId);
      expect(removed).toMatchObject({ code: 0, stderr: "" });
      expect(await currentSession(database.db, another)).toBeUndefined();
      const again = await run("people", "revoke-passkey", passkeyId);
      expect(again).toMatchObject({ code: 1, stderr: `error: No passkey with id ${passkeyId}.\n` });
    });
  },
);
