import { readFileSync } from "node:fs";
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { saveContactMessage } from "~/contact/contact-messages.server";
import type { Database } from "~/db/database.server";
import { contactSubmissions, outbox } from "~/db/schema.server";
import { openTestDatabase, testDatabaseKinds } from "~/db/test-database";
import { subscribe } from "~/newsletter/subscribers.server";
import { enqueue } from "~/outbox/outbox.server";
import { createReview, listReviews } from "~/reviews/reviews.server";
import { ownerEndpoint } from "../../app/owner/owner-endpoint.server";
import { databaseClient, endpointClient, type OwnerClient } from "./owner-client";
import type { OwnerCliIo } from "./program";
import { runInProcess } from "./run-in-process";

const fixtures = new URL("../../tests/fixtures/", import.meta.url);

/** Runs the command line in-process, reading files from the test fixtures. */
const owner = (connect: () => Promise<OwnerClient>, args: string, io: Partial<OwnerCliIo> = {}) =>
  runInProcess(args.split(" "), connect, {
    readFile: async (path) => readFileSync(new URL(path, fixtures), "utf8"),
    ...io,
  });

const transports = testDatabaseKinds.flatMap((kind) =>
  (["direct", "endpoint"] as const).map((transport) => [kind, transport] as const),
);

describe.each(transports)("npm run owner on %s, %s", (kind, transport) => {
  let database: Database;
  let connect: () => Promise<OwnerClient>;
  let close = async () => {};
  const run = (args: string, io?: Partial<OwnerCliIo>) => owner(connect, args, io);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    if (transport === "direct") {
      connect = async () => databaseClient(database, async () => undefined);
    } else {
      const endpoint = ownerEndpoint(async () => database, mkdtempSync(join(tmpdir(), "cli-")));
      const token = "cli-test-token";
      endpoint.serve(token);
      const app = express().use(endpoint.router);
      const server = app.listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      const { port } = server.address() as AddressInfo;
      connect = async () => endpointClient({ port, pid: process.pid, token });
      close = async () => {
        endpoint.withdraw();
        await new Promise((resolve) => server.close(resolve));
      };
    }

    const messages = [
      [
        'Ada, "the" Countess',
        "ada@example.com",
        "",
        "Hello,\nI have a question about shipping to Michigan and the rest of the Midwest.",
        "2026-02-01T10:00:00Z",
      ],
      ["=Bo", "bo@example.com", "+1 313 555 0100", "Short", "2026-02-03T10:00:00Z"],
    ] as const;
    for (const [name, email, phone, message, at] of messages) {
      const saved = await saveContactMessage(database.db, { name, email, phone, message });
      ids[email] = saved.id;
      await database.db.execute(
        sql`update ${contactSubmissions} set created_at = ${at} where id = ${saved.id}`,
      );
    }
    for (const [reviewKey, name, rating] of [
      ["peruvian-ginseng", "Pat", 5],
      ["peruvian-ginseng", "Quinn", 1],
      ["tongkat-ali", "Sol", 5],
    ] as const) {
      ids[name] = (
        await createReview(database, { reviewKey, name, rating, reviewText: `By ${name}` })
      ).id;
    }
    await subscribe(database.db, "fan@example.com");
  }, 60_000);
  afterAll(async () => {
    await close();
    await database.close();
  });

  describe("messages", () => {
    it("lists newest first in aligned columns, long text cut", async () => {
      const { code, stdout, stderr } = await run("messages");
      expect([code, stderr]).toEqual([0, ""]);
      const lines = stdout.trimEnd().split("\n");
      expect(lines[0]).toMatch(/^ID\s+Status\s+Received \(UTC\)\s+Name\s+Email\s+Phone\s+Message$/);
      expect(lines[2]).toContain("new     2026-02-03 10:00  =Bo");
      expect(lines[3]).toContain("Hello, I have a question about shipping to Mich…");
      const emailColumn = lines[0]!.indexOf("Email");
      expect(lines[2]!.indexOf("bo@example.com")).toBe(emailColumn);
      expect(lines[3]!.indexOf("ada@example.com")).toBe(emailColumn);
    });

    it("filters by --since and --limit, and prints JSON", async () => {
      const since = JSON.parse((await run("messages --since 2026-02-02 --json")).stdout);
      expect(since.map((m: { name: string }) => m.name)).toEqual(["=Bo"]);
      const limited = JSON.parse((await run("messages --limit 1 --json")).stdout);
      expect(limited).toEqual([
        {
          id: ids["bo@example.com"],
          name: "=Bo",
          email: "bo@example.com",
          phone: "+1 313 555 0100",
          message: "Short",
          createdAt: "2026-02-03T10:00:00.000Z",
          readAt: null,
          handledAt: null,
          reply: null,
          repliedAt: null,
        },
      ]);
    });

    it("exports CSV with RFC 4180 quoting", async () => {
      const expected =
        "id,status,created_at,name,email,phone,message\r\n" +
        `${ids["bo@example.com"]},new,2026-02-03T10:00:00.000Z,'=Bo,bo@example.com,'+1 313 555 0100,Short\r\n` +
        `${ids["ada@example.com"]},new,2026-02-01T10:00:00.000Z,"Ada, ""the"" Countess",ada@example.com,,` +
        '"Hello,\nI have a question about shipping to Michigan and the rest of the Midwest."\r\n';
      expect((await run("messages export --csv")).stdout).toBe(expected);
      expect((await run("messages export")).stdout).toBe(expected);
      expect((await run("messages --csv")).stdout).toBe(expected);
      expect(JSON.parse((await run("messages export --json")).stdout)).toHaveLength(2);
    });

    it("shows one message in full", async () => {
      const { code, stdout } = await run(`messages show ${ids["ada@example.com"]}`);
      expect(code).toBe(0);
      expect(stdout).toBe(
        [
          `Message ${ids["ada@example.com"]}`,
          "Received: 2026-02-01 10:00 UTC",
          'Name:     Ada, "the" Countess',
          "Email:    ada@example.com",
          "Phone:    (not given)",
          "",
          "Hello,",
          "I have a question about shipping to Michigan and the rest of the Midwest.",
          "",
        ].join("\n"),
      );
    });

    it("ends with one line on stderr and exit code 1 on a bad id or option", async () => {
      expect(await run("messages show 999999")).toEqual({
        code: 1,
        stdout: "",
        stderr: "error: No message with id 999999.\n",
      });
      for (const args of [
        "messages --limit 0",
        "messages --since soon",
        "messages show x",
        "messages --json --csv",
      ]) {
        const { code, stdout, stderr } = await run(args);
        expect([args, code, stdout]).toEqual([args, 1, ""]);
        expect(stderr.trimEnd().split("\n"), args).toHaveLength(1);
      }
    });
  });

  describe("reviews", () => {
    it("lists every review, filtered by product slug, rating and date", async () => {
      const { stdout } = await run("reviews --product peruvian-ginseng-plus");
      const lines = stdout.trimEnd().split("\n");
      expect(lines[0]).toMatch(/^ID\s+Date \(UTC\)\s+Product\s+Rating\s+Name\s+Status\s+Review$/);
      expect(lines.slice(2).map((line) => line.split(/\s{2,}/)[4])).toEqual(["Quinn", "Pat"]);
      const fives = JSON.parse((await run("reviews --rating 5 --json")).stdout);
      expect(fives.map((r: { name: string }) => r.name)).toEqual(["Sol", "Pat"]);
      expect((await run("reviews --since 2999-01-01")).stdout).toBe("No reviews.\n");
      expect((await run("reviews --product tongkat-ali --csv")).stdout).toMatch(
        /^id,created_at,product_id,rating,name,hidden_at,review_text,legacy_id,reply_text\r\n\d+,[^,]+,tongkat-ali,5,Sol,,By Sol,,\r\n$/,
      );
      expect(await run("reviews --product magic-beans")).toMatchObject({
        code: 1,
        stderr: 'error: Unknown product "magic-beans": use a product slug from its page address.\n',
      });
    });

    it("hides and unhides, and the public reviews follow", async () => {
      const hidden = await run(`reviews hide ${ids.Quinn}`);
      expect(hidden).toEqual({
        code: 0,
        stdout: `The review ${ids.Quinn} by Quinn (peruvian-ginseng, 1 stars) is hidden: it no longer appears on the store.\n`,
        stderr: "",
      });
      expect((await listReviews(database.db, "peruvian-ginseng")).summary.count).toBe(1);
      expect((await run("reviews --product peruvian-ginseng")).stdout).toMatch(/Quinn\s+hidden/);

      const shown = JSON.parse((await run(`reviews unhide ${ids.Quinn} --json`)).stdout);
      expect(shown).toMatchObject({ id: ids.Quinn, hidden: false });
      expect((await listReviews(database.db, "peruvian-ginseng")).summary.count).toBe(2);
    });

    it("deletes only when confirmed", async () => {
      // No terminal and no --yes: refused, nothing deleted.
      const refused = await run(`reviews delete ${ids.Sol}`);
      expect(refused).toEqual({
        code: 1,
        stdout: "",
        stderr: `error: Not deleting review ${ids.Sol} without confirmation: there is no terminal to ask on. Add --yes to delete it.\n`,
      });
      // On a terminal, anything but yes keeps it.
      const ask = vi.fn().mockResolvedValue("n");
      expect(await run(`reviews delete ${ids.Sol}`, { interactive: true, ask })).toMatchObject({
        code: 1,
        stderr: `error: Review ${ids.Sol} was not deleted.\n`,
      });
      expect(ask).toHaveBeenCalledWith(`Delete review ${ids.Sol} by Sol? [y/N] `);
      expect((await listReviews(database.db, "tongkat-ali")).summary.count).toBe(1);

      const yes = vi.fn().mockResolvedValue("y");
      expect(await run(`reviews delete ${ids.Sol}`, { interactive: true, ask: yes })).toMatchObject(
        {
          code: 0,
          stdout: `Deleted the review ${ids.Sol} by Sol (tongkat-ali, 5 stars).\n`,
        },
      );
      expect((await listReviews(database.db, "tongkat-ali")).summary.count).toBe(0);

      const never = vi.fn();
      expect(await run(`reviews delete ${ids.Pat} --yes`, { ask: never })).toMatchObject({
        code: 0,
      });
      expect(never).not.toHaveBeenCalled();
      expect(await run(`reviews delete ${ids.Pat} --yes`)).toMatchObject({
        code: 1,
        stderr: `error: No review with id ${ids.Pat}.\n`,
      });
    });

    it("imports an export, reporting each rejected row, and a second import adds nothing", async () => {
      const first = await run("reviews import legacy-reviews.csv");
      expect(first.code).toBe(0);
      expect(first.stdout).toBe(
        [
          "Imported 6, skipped 1 (already present), rejected 5",
          "row 7 (id abc): rating must be a whole number from 1 to 5",
          "row 8 (id 3f2b6c1e-8d4a-4b7e-9a51-0c2d7e6f1a08): name is missing",
          'row 9 (id 3f2b6c1e-8d4a-4b7e-9a51-0c2d7e6f1a09): product_id "magic-beans" is not a product in our catalogue',
          "row 10 (id 3f2b6c1e-8d4a-4b7e-9a51-0c2d7e6f1a10): created_at must be a valid date",
          "row 12 (no id): id is missing",
          "",
        ].join("\n"),
      );
      const again = JSON.parse((await run("reviews import legacy-reviews.json --json")).stdout);
      expect(again).toMatchObject({ imported: 0, skipped: 7 });
      expect(again.rejected).toHaveLength(5);
    });

    it("refuses an unreadable or malformed file in one line, writing nothing", async () => {
      const before = (await run("reviews --json")).stdout;
      expect(await run("reviews import missing.csv")).toEqual({
        code: 1,
        stdout: "",
        stderr: "error: Cannot read missing.csv (ENOENT).\n",
      });
      const malformed = await run("reviews import broken.json", {
        readFile: async () => '[{"id": "1", "product_id": "bone-rock"',
      });
      expect(malformed.code).toBe(1);
      expect(malformed.stderr).toMatch(/^error: broken\.json is not valid JSON: [^\n]+\n$/);
      expect((await run("reviews --json")).stdout).toBe(before);
    });
  });

  describe("inbox, replies, sign-ups, privacy and audit", () => {
    it("searches, marks handled and deletes messages, recording each change", async () => {
      const found = JSON.parse((await run("messages --search michigan --json")).stdout);
      expect(found.map((m: { name: string }) => m.name)).toEqual(['Ada, "the" Countess']);
      const bo = ids["bo@example.com"]!;
      expect(await run(`messages handle ${bo}`)).toEqual({
        code: 0,
        stdout: `Message ${bo} is marked handled.\n`,
        stderr: "",
      });
      expect((await run("messages")).stdout).toContain(`handled  2026-02-03 10:00`);
      expect((await run(`messages handle ${bo} --undo`)).stdout).toBe(
        `Message ${bo} is marked not handled.\n`,
      );
      const refused = await run(`messages delete ${bo}`);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^error: Not deleting message \d+ without confirmation/);
      expect((await run(`messages delete ${bo} --yes`)).stdout).toBe(`Deleted message ${bo}.\n`);
      const audit = JSON.parse((await run("audit --json")).stdout);
      expect(audit[0]).toMatchObject({
        action: "delete-message",
        subject: `message ${bo}`,
        actor: expect.stringMatching(/^command line: \S+/),
      });
      expect(audit.map((entry: { action: string }) => entry.action)).toContain("handle-message");
    });

    it("replies to a review publicly, and removes the reply", async () => {
      const pat = ids.Quinn!;
      expect((await run(`reviews reply ${pat} Thank you, Quinn!`)).stdout).toBe(
        `The review ${pat} by Quinn (peruvian-ginseng, 1 stars) has the store's reply.\n`,
      );
      const page = await listReviews(database.db, "peruvian-ginseng");
      expect(page.reviews.find((r) => r.id === pat)?.reply?.text).toBe("Thank you, Quinn!");
      expect((await run(`reviews reply ${pat}`)).stderr).toMatch(/Give the reply's text/);
      expect((await run(`reviews reply ${pat} --remove`)).stdout).toContain("has no reply now");
      const hidden = JSON.parse((await run("reviews --hidden --json")).stdout);
      expect(hidden).toEqual([]);
    });

    it("lists, searches and removes sign-ups; finds, exports and erases a person's records", async () => {
      await subscribe(database.db, "gone@example.com");
      expect((await run("subscribers --search gone")).stdout).toMatch(/gone@example\.com/);
      const [gone] = JSON.parse((await run("subscribers --search gone --json")).stdout);
      expect((await run(`subscribers remove ${gone.id} --yes`)).stdout).toBe(
        `Removed sign-up ${gone.id} (gone@example.com).\n`,
      );
      expect((await run("privacy find ada@example.com")).stdout).toMatch(
        new RegExp(`^Records about ada@example.com:\n  message ${ids["ada@example.com"]}, `),
      );
      const exported = JSON.parse((await run("privacy export ADA@example.com")).stdout);
      expect(exported.messages.map((m: { id: number }) => m.id)).toEqual([ids["ada@example.com"]]);
      expect((await run("privacy erase ada@example.com")).code).toBe(1);
      const erased = await run("privacy erase ada@example.com --yes");
      expect(erased.stdout).toContain(
        "Erased 1 message, 0 sign-ups, 0 questions, 0 back-in-stock requests, 0 orders with 0 review links, 0 reviews posted through them (with 0 photos), 0 stored error texts and 0 delivery records.",
      );
      expect(erased.stdout).toContain("Recorded in the erasure ledger");
      expect((await run("privacy find ada@example.com")).stdout).toContain("  none");
      expect((await run("audit")).stdout).not.toContain("ada@");
      expect((await run("overview")).stdout).toMatch(/^Unread messages: +\d+\n/);
    });
  });

  it("exports newsletter sign-ups as CSV", async () => {
    expect((await run("subscribers export --csv")).stdout).toMatch(
      /^id,email,source,created_at\r\n\d+,fan@example\.com,website,\d{4}-[^,]+Z\r\n$/,
    );
  });

  it("lists outgoing deliveries waiting or failed, and requeues a failed one", async () => {
    await database.db.delete(outbox);
    expect(await run("outbox")).toEqual({
      code: 0,
      stdout: "Nothing waiting or failed.\n",
      stderr: "",
    });
    const reason = "Klaviyo HTTP 400 (invalid at /data/attributes/profile/data/attributes/email)";
    const failed = await enqueue(database.db, "klaviyo-subscription", {
      subscriberId: 1,
      consentedAt: "2026-02-01T10:00:00.000Z",
    });
    await database.db
      .update(outbox)
      .set({ status: "failed", attempts: 1, lastError: reason })
      .where(eq(outbox.id, failed));
    const waiting = await enqueue(database.db, "contact-email", {
      messageId: ids["bo@example.com"]!,
    });
    await database.db
      .update(outbox)
      .set({
        attempts: 3,
        nextAttemptAt: new Date("2026-02-03T10:05:00Z"),
        lastError: "SMTP ESOCKET",
      })
      .where(eq(outbox.id, waiting));

    const { code, stdout } = await run("outbox");
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(
      /^ID\s+Kind\s+Status\s+Attempts\s+Next try \(UTC\)\s+Last error\s+Written \(UTC\)$/,
    );
    expect(lines[2]).toMatch(
      new RegExp(`^\\s*${failed}  klaviyo-subscription  failed\\s+1\\s+Klaviyo HTTP 400`),
    );
    expect(lines[3]).toMatch(
      new RegExp(
        `^\\s*${waiting}  contact-email\\s+pending\\s+3  2026-02-03 10:05\\s+SMTP ESOCKET`,
      ),
    );
    expect(stdout).not.toContain("@example.com");

    const retried = await run(`outbox retry ${failed}`);
    expect(retried).toEqual({
      code: 0,
      stdout: `The delivery ${failed} (klaviyo-subscription) is queued again; it is sent within a few seconds while the store runs.\n`,
      stderr: "",
    });
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, failed));
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
    expect(await run(`outbox retry ${waiting}`)).toEqual({
      code: 1,
      stdout: "",
      stderr: `error: Delivery ${waiting} has not failed: it is waiting for its next attempt.\n`,
    });
    expect((await run("outbox retry nine")).code).toBe(1);
  });
});

describe("help", () => {
  const never = async (): Promise<OwnerClient> => {
    throw new Error("help must not connect");
  };

  it.each([
    "",
    "messages",
    "messages show",
    "messages export",
    "reviews",
    "reviews hide",
    "reviews unhide",
    "reviews delete",
    "reviews import",
    "subscribers",
    "subscribers export",
    "subscribers remove",
    "messages handle",
    "messages delete",
    "reviews reply",
    "privacy find",
    "privacy export",
    "privacy erase",
    "overview",
    "audit",
    "outbox",
    "outbox retry",
  ])("npm run owner -- %s --help", async (command) => {
    const { code, stdout } = await owner(never, `${command} --help`.trim());
    expect(code).toBe(0);
    expect(stdout).toContain(`Usage: owner ${command}`.trim());
  });

  it("lists examples", async () => {
    expect((await owner(never, "--help")).stdout).toContain(
      "npm run owner -- reviews import old-reviews.csv",
    );
  });

  it("refuses an unknown command", async () => {
    const { code, stderr } = await owner(never, "orders");
    expect(code).toBe(1);
    expect(stderr).toMatch(/unknown command 'orders'/);
  });
});
