import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/database.server";
import { healthChecks } from "./observability";

describe("a slow query on the embedded database", () => {
  let database: Database;
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    database = await openDatabase({});
    const app = express();
    app.use(healthChecks(async () => database, 1_000));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.close();
    await database.close();
  });

  it("holds no /healthz answer while it runs", async () => {
    let running = true;
    const queryStarted = performance.now();
    const query = database.db
      .execute(sql`select count(*) from generate_series(1, 1000000) a, generate_series(1, 2) b`)
      .finally(() => (running = false));
    const latencies: number[] = [];
    while (running) {
      const started = performance.now();
      const answer = await fetch(`${origin}/healthz`);
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
      if (running) latencies.push(performance.now() - started);
    }
    await query;
    const queryMs = performance.now() - queryStarted;
    latencies.sort((a, b) => a - b);
    // Answered many times while the query ran, and typically at once: none waited for it (on a
    // busy machine an answer may still wait for a core, never for the whole query).
    expect(latencies.length).toBeGreaterThan(10);
    expect(latencies[Math.floor(latencies.length / 2)]).toBeLessThan(50);
    expect(latencies.at(-1)).toBeLessThan(queryMs / 2);
  });
});
