import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { openTestDatabase } from "~/db/test-database";
import { ownerFileName, readOwnerFile } from "~/owner/owner-file.server";
import { createReview, listReviews } from "~/reviews/reviews.server";
import { bearerTokenMatches, isLoopbackAddress, ownerEndpoint } from "./owner-endpoint.server";

describe("who may use the owner endpoint", () => {
  it.each(["127.0.0.1", "::1", "::ffff:127.0.0.1"])("%s is this machine", (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });

  it.each(["10.0.0.5", "192.168.1.20", "::ffff:10.0.0.5", "2001:db8::1", "", undefined])(
    "%s is not",
    (address) => {
      expect(isLoopbackAddress(address)).toBe(false);
    },
  );

  it("needs the exact bearer token", () => {
    const token = "a".repeat(64);
    expect(bearerTokenMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerTokenMatches(`Bearer ${token}b`, token)).toBe(false);
    expect(bearerTokenMatches(`Bearer ${"a".repeat(63)}`, token)).toBe(false);
    expect(bearerTokenMatches(`Basic ${token}`, token)).toBe(false);
    expect(bearerTokenMatches(token, token)).toBe(false);
    expect(bearerTokenMatches("Bearer ", token)).toBe(false);
    expect(bearerTokenMatches(undefined, token)).toBe(false);
  });
});

describe("the owner endpoint", () => {
  let database: Database;
  let dataDir: string;
  let endpoint: ReturnType<typeof ownerEndpoint>;
  let server: ReturnType<ReturnType<typeof express>["listen"]>;
  let port: number;

  const post = (operation: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}/internal/owner/${operation}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const bearer = () => ({ authorization: `Bearer ${readOwnerFile(dataDir)!.token}` });

  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    dataDir = mkdtempSync(join(tmpdir(), "owner-endpoint-"));
    endpoint = ownerEndpoint(async () => database, dataDir);
    const app = express();
    app.use(endpoint.router);
    app.use((_request, response) => {
      response.status(404).send("the rest of the store");
    });
    server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    endpoint.withdraw();
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  it("does not exist until the store announces it", async () => {
    const response = await post("list-messages", {});
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("the rest of the store");
  });

  it("announces itself in DATA_DIR/owner.json, readable by the store's user only", async () => {
    await endpoint.announce(port);
    const file = readOwnerFile(dataDir);
    expect(file).toEqual({
      port,
      pid: process.pid,
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(statSync(join(dataDir, ownerFileName)).mode & 0o777).toBe(0o600);
  });

  it("answers 401 without the right token", async () => {
    const missing = await post("list-messages", {});
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: expect.stringMatching(/owner token/) });
    const wrong = await post("list-messages", {}, { authorization: `Bearer ${"0".repeat(64)}` });
    expect(wrong.status).toBe(401);
  });

  it("answers 403 to a request relayed by a proxy", async () => {
    const response = await post(
      "list-messages",
      {},
      { ...bearer(), "x-forwarded-for": "127.0.0.1" },
    );
    expect(response.status).toBe(403);
  });

  it("answers 403 to another machine", async (context) => {
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === "IPv4" && !address.internal);
    if (!external) return context.skip();
    const response = await fetch(
      `http://${external.address}:${port}/internal/owner/list-messages`,
      {
        method: "POST",
        headers: { "content-type": "application/json", ...bearer() },
        body: "{}",
      },
    );
    expect(response.status).toBe(403);
  });

  it("answers 404 to an unknown operation, 400 to a body that is not JSON", async () => {
    const unknown = await post("drop-everything", {}, bearer());
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Unknown operation "drop-everything".' });
    const notJson = await post("list-messages", "{oops", bearer());
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: "The request body must be JSON." });
  });

  it("runs the owner operations, with the owner's errors as 422", async () => {
    const review = await createReview(database, {
      reviewKey: "bone-rock",
      name: "Via endpoint",
      rating: 2,
      reviewText: "x",
    });
    const hidden = await post("hide-review", { id: review.id }, bearer());
    expect(hidden.status).toBe(200);
    expect(hidden.headers.get("cache-control")).toBe("no-store");
    expect(await hidden.json()).toEqual({
      result: expect.objectContaining({ id: review.id, hidden: true }),
    });
    expect((await listReviews(database.db, "bone-rock")).summary.count).toBe(0);

    const missing = await post("show-review", { id: 999_999 }, bearer());
    expect(missing.status).toBe(422);
    expect(await missing.json()).toEqual({ error: "No review with id 999999." });
  });

  it("stops answering and removes owner.json when withdrawn", async () => {
    const headers = bearer();
    endpoint.withdraw();
    expect(readOwnerFile(dataDir)).toBeUndefined();
    expect((await post("list-messages", {}, headers)).status).toBe(404);
  });

  it("is not announced on PostgreSQL, which the tools reach directly", async () => {
    const shared = ownerEndpoint(async () => ({ ...database, kind: "postgres" }), dataDir);
    await shared.announce(port);
    expect(readOwnerFile(dataDir)).toBeUndefined();
    expect((await post("list-messages", {})).status).toBe(404);
  });
});

describe("announcing the owner endpoint when owner.json cannot be written", () => {
  it("tries again until it can, removing a stale owner.json, leaving no temporary file", async () => {
    const database = await openTestDatabase("pglite");
    const dataDir = mkdtempSync(join(tmpdir(), "owner-endpoint-retry-"));
    // Another process's owner.json, left behind; and a writing that fails (its staging name taken).
    writeFileSync(
      join(dataDir, ownerFileName),
      JSON.stringify({ port: 1, pid: 2 ** 22, token: "old" }),
    );
    const staging = join(dataDir, `${ownerFileName}.${process.pid}.tmp`);
    mkdirSync(staging);
    const endpoint = ownerEndpoint(async () => database, dataDir);
    try {
      await endpoint.announce(4321);
      expect(readOwnerFile(dataDir)).toBeUndefined();
      rmSync(staging, { recursive: true });
      const deadline = Date.now() + 5_000;
      while (!readOwnerFile(dataDir) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(readOwnerFile(dataDir)).toMatchObject({ port: 4321, pid: process.pid });
      expect(readdirSync(dataDir)).toEqual([ownerFileName]);
    } finally {
      endpoint.withdraw();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
