import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveContactMessage } from "~/contact/contact-messages.server";
import { lockFileName } from "~/db/data-dir-lock.server";
import { openDatabase, type Database } from "~/db/database.server";
import { migrate } from "~/db/migrate.server";
import { outbox } from "~/db/schema.server";
import { enqueue } from "~/outbox/outbox.server";
import { openTestDatabase } from "~/db/test-database";
import { writeOwnerFile } from "~/owner/owner-file.server";
import { createReview, listReviews } from "~/reviews/reviews.server";
import { ownerEndpoint } from "../../app/owner/owner-endpoint.server";
import { ownerCommand } from "../../tests/harness/owner-cli";
import { urlForSchema } from "../../tests/harness/postgres-schema";

const root = fileURLToPath(new URL("../../", import.meta.url));
const fixture = join(root, "tests/fixtures/legacy-reviews.csv");

async function withDatabase<T>(dataDir: string, work: (database: Database) => Promise<T>) {
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database);
    return await work(database);
  } finally {
    await database.close();
  }
}

describe("npm run owner on the embedded database, no store running", () => {
  let dataDir: string;
  let run: (...args: string[]) => ReturnType<typeof ownerCommand>;
  let reviewId = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "owner-cli-"));
    run = (...args) => ownerCommand(args, { DATA_DIR: dataDir });
    await withDatabase(dataDir, async (database) => {
      await saveContactMessage(database.db, {
        name: 'Ada, "the" Countess',
        email: "ada@example.com",
        phone: "",
        message: "Line one\nline two",
      });
      reviewId = (
        await createReview(database, {
          reviewKey: "bone-rock",
          name: "Sam",
          rating: 4,
          reviewText: "Solid",
        })
      ).id;
    });
  }, 60_000);

  it("lists, exports and shows, releasing DATA_DIR afterwards", async () => {
    const table = await run("messages");
    expect(table).toMatchObject({ code: 0, stderr: "" });
    expect(table.stdout).toMatch(
      /^ID\s+Status\s+Received \(UTC\)\s+Name\s+Email\s+Phone\s+Message\n/,
    );
    expect(table.stdout).toContain('Ada, "the" Countess  ada@example.com');

    const csv = await run("messages", "export", "--csv");
    expect(csv.code).toBe(0);
    expect(csv.stdout).toMatch(
      /^id,status,created_at,name,email,phone,message\r\n1,new,[^,]+,"Ada, ""the"" Countess",ada@example\.com,,"Line one\nline two"\r\n$/,
    );

    const json = await run("reviews", "--product", "bone-rock", "--json");
    expect(JSON.parse(json.stdout)).toEqual([
      expect.objectContaining({ id: reviewId, name: "Sam", hidden: false }),
    ]);
    expect(existsSync(join(dataDir, lockFileName))).toBe(false);
  }, 60_000);

  it("hides a review for good: the store sees it hidden", async () => {
    const hidden = await run("reviews", "hide", String(reviewId));
    expect(hidden).toMatchObject({ code: 0, stderr: "" });
    expect(hidden.stdout).toContain("is hidden");
    const count = await withDatabase(
      dataDir,
      async (database) => (await listReviews(database.db, "bone-rock")).summary.count,
    );
    expect(count).toBe(0);
  }, 60_000);

  it("refuses to delete without --yes when there is no terminal, and deletes with it", async () => {
    const refused = await run("reviews", "delete", String(reviewId));
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toBe(
      `error: Not deleting review ${reviewId} without confirmation: there is no terminal to ask on. Add --yes to delete it.\n`,
    );
    const deleted = await run("reviews", "delete", String(reviewId), "--yes");
    expect(deleted).toMatchObject({ code: 0, stderr: "" });
    expect((await run("reviews", "--json")).stdout).toBe("[]\n");
  }, 60_000);

  it("imports an export once, and refuses a malformed one whole", async () => {
    const first = await run("reviews", "import", fixture);
    expect(first.code).toBe(0);
    expect(first.stdout.split("\n")[0]).toBe("Imported 6, skipped 1 (already present), rejected 5");
    expect(first.stdout).toContain("row 7 (id abc): rating must be a whole number from 1 to 5\n");
    const second = await run("reviews", "import", fixture);
    expect(second.stdout.split("\n")[0]).toBe(
      "Imported 0, skipped 7 (already present), rejected 5",
    );

    const broken = join(dataDir, "..", `broken-${process.pid}.csv`);
    writeFileSync(broken, "id,name\n1,Al\n");
    const malformed = await run("reviews", "import", broken);
    expect(malformed.code).toBe(1);
    expect(malformed.stdout).toBe("");
    expect(malformed.stderr).toMatch(/^error: broken-\d+\.csv has no product_id[^\n]+\n$/);
    expect(JSON.parse((await run("reviews", "--json")).stdout)).toHaveLength(6);
  }, 60_000);

  it("ends with one line and exit code 1 on a bad command or an unreachable database", async () => {
    const usage = await run("reviews", "--rating", "7");
    expect(usage.code).toBe(1);
    expect(usage.stderr.trimEnd().split("\n")).toHaveLength(1);

    const unreachable = await ownerCommand(["messages"], {
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/none",
    });
    expect(unreachable).toMatchObject({
      code: 1,
      stdout: "",
      stderr:
        "error: Could not open the database (DATABASE_URL): connect ECONNREFUSED 127.0.0.1:1.\n",
    });
  }, 60_000);
});

describe("npm run owner while a store holds DATA_DIR", () => {
  let dataDir: string;
  let database: Database;
  let holder: ChildProcess;
  let close = async () => {};

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "owner-held-"));
    database = await openDatabase({ dataDir });
    await migrate(database);
    // This process plays the store: it has DATA_DIR open and serves the owner endpoint. The lock
    // names another live process, as a real store's lock names the store.
    holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    writeFileSync(join(dataDir, lockFileName), String(holder.pid));
    const endpoint = ownerEndpoint(async () => database, dataDir);
    const token = "held-store-token";
    endpoint.serve(token);
    const server = express().use(endpoint.router).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    writeOwnerFile(dataDir, {
      port: (server.address() as AddressInfo).port,
      token,
      pid: holder.pid!,
    });
    close = async () => {
      await new Promise((resolve) => server.close(resolve));
      holder.kill();
      await database.close();
    };
  }, 60_000);
  afterAll(() => close());

  it("goes through the store's owner endpoint and never opens the directory", async () => {
    const review = await createReview(database, {
      reviewKey: "bone-rock",
      name: "Live",
      rating: 1,
      reviewText: "x",
    });
    const hidden = await ownerCommand(["reviews", "hide", String(review.id)], {
      DATA_DIR: dataDir,
    });
    expect(hidden).toMatchObject({ code: 0, stderr: "" });
    // The store's own open database sees the change at once.
    expect((await listReviews(database.db, "bone-rock")).summary.count).toBe(0);
    // The CLI did not take the lock over.
    expect(readFileSync(join(dataDir, lockFileName), "utf8")).toBe(String(holder.pid));
  }, 60_000);
});

describe.runIf(process.env.DATABASE_URL)("npm run owner on PostgreSQL (DATABASE_URL)", () => {
  it("connects directly, lists and hides", async () => {
    const database = await openTestDatabase("postgres");
    try {
      const result = (await database.db.execute(
        sql`select current_schema() as schema`,
      )) as unknown as {
        rows: { schema: string }[];
      };
      // The test's own schema, through the connection string, as an owner's DATABASE_URL would be.
      const url = urlForSchema(result.rows[0]!.schema);
      const review = await createReview(database, {
        reviewKey: "bone-rock",
        name: "On Postgres",
        rating: 5,
        reviewText: "x",
      });
      const listed = await ownerCommand(["reviews", "--json"], { DATABASE_URL: url });
      expect(listed).toMatchObject({ code: 0, stderr: "" });
      expect(JSON.parse(listed.stdout)).toEqual([expect.objectContaining({ id: review.id })]);
      const hidden = await ownerCommand(["reviews", "hide", String(review.id)], {
        DATABASE_URL: url,
      });
      expect(hidden).toMatchObject({ code: 0, stderr: "" });
      expect((await listReviews(database.db, "bone-rock")).summary.count).toBe(0);
    } finally {
      await database.close();
    }
  }, 60_000);
});

/** A contact email that ran out of attempts, as the worker leaves it; answers its id. */
async function failedDelivery(database: Database): Promise<number> {
  const id = await enqueue(database.db, "contact-email", { messageId: 1 });
  await database.db
    .update(outbox)
    .set({ status: "failed", attempts: 12, lastError: "SMTP ESOCKET (gave up after 12 attempts)" })
    .where(eq(outbox.id, id));
  return id;
}

async function statusOf(database: Database, id: number) {
  const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
  return row?.status;
}

describe("npm run owner -- outbox", () => {
  it("lists and requeues on the embedded database with no store running", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "owner-outbox-"));
    const id = await withDatabase(dataDir, failedDelivery);
    const listed = await ownerCommand(["outbox"], { DATA_DIR: dataDir });
    expect(listed).toMatchObject({ code: 0, stderr: "" });
    expect(listed.stdout).toMatch(
      /^ID\s+Kind\s+Status\s+Attempts\s+Next try \(UTC\)\s+Last error\s+Written \(UTC\)\n/,
    );
    expect(listed.stdout).toMatch(
      new RegExp(
        `\\n\\s*${id}  contact-email  failed\\s+12\\s+SMTP ESOCKET \\(gave up after 12 attempts\\)`,
      ),
    );

    const retried = await ownerCommand(["outbox", "retry", String(id)], { DATA_DIR: dataDir });
    expect(retried).toMatchObject({ code: 0, stderr: "" });
    expect(retried.stdout).toContain(`The delivery ${id} (contact-email) is queued again`);
    const json = await ownerCommand(["outbox", "--json"], { DATA_DIR: dataDir });
    expect(JSON.parse(json.stdout)).toEqual([
      expect.objectContaining({ id, status: "pending", attempts: 0 }),
    ]);

    const again = await ownerCommand(["outbox", "retry", String(id)], { DATA_DIR: dataDir });
    expect(again).toMatchObject({
      code: 1,
      stdout: "",
      stderr: `error: Delivery ${id} has not failed: it is waiting for its next attempt.\n`,
    });
    expect(existsSync(join(dataDir, lockFileName))).toBe(false);
  }, 120_000);

  it("requeues through the store's owner endpoint while the store holds DATA_DIR", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "owner-outbox-held-"));
    const database = await openDatabase({ dataDir });
    await migrate(database);
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    writeFileSync(join(dataDir, lockFileName), String(holder.pid));
    const endpoint = ownerEndpoint(async () => database, dataDir);
    endpoint.serve("outbox-token");
    const server = express().use(endpoint.router).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    writeOwnerFile(dataDir, {
      port: (server.address() as AddressInfo).port,
      token: "outbox-token",
      pid: holder.pid!,
    });
    try {
      const id = await failedDelivery(database);
      const listed = await ownerCommand(["outbox", "--json"], { DATA_DIR: dataDir });
      expect(JSON.parse(listed.stdout)).toEqual([
        expect.objectContaining({ id, kind: "contact-email", status: "failed" }),
      ]);
      const retried = await ownerCommand(["outbox", "retry", String(id)], { DATA_DIR: dataDir });
      expect(retried).toMatchObject({ code: 0, stderr: "" });
      expect(await statusOf(database, id)).toBe("pending");
      expect(readFileSync(join(dataDir, lockFileName), "utf8")).toBe(String(holder.pid));
    } finally {
      await new Promise((resolve) => server.close(resolve));
      holder.kill();
      await database.close();
    }
  }, 60_000);

  it.runIf(process.env.DATABASE_URL)(
    "lists and requeues on PostgreSQL",
    async () => {
      const database = await openTestDatabase("postgres");
      try {
        const result = (await database.db.execute(
          sql`select current_schema() as schema`,
        )) as unknown as { rows: { schema: string }[] };
        const url = urlForSchema(result.rows[0]!.schema);
        const id = await failedDelivery(database);
        const listed = await ownerCommand(["outbox", "--csv"], { DATABASE_URL: url });
        expect(listed).toMatchObject({ code: 0, stderr: "" });
        expect(listed.stdout).toMatch(
          new RegExp(
            `^id,kind,status,attempts,next_attempt_at,last_error,created_at\\r\\n${id},contact-email,failed,12,,SMTP ESOCKET \\(gave up after 12 attempts\\),`,
          ),
        );
        const retried = await ownerCommand(["outbox", "retry", String(id)], {
          DATABASE_URL: url,
        });
        expect(retried).toMatchObject({ code: 0, stderr: "" });
        expect(await statusOf(database, id)).toBe("pending");
      } finally {
        await database.close();
      }
    },
    60_000,
  );
});
