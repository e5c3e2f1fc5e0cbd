import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { healthChecks } from "./observability";

/** A database whose one query answers at once: readiness depends only on `closing`. */
const answering = async () =>
  ({ kind: "postgres", db: { execute: async () => ({ rows: [] }) } }) as unknown as Database;

let server: Server | undefined;
afterEach(() => server?.close());

async function readiness(closing: () => boolean, listening: () => boolean = () => true) {
  const app = express();
  app.use(healthChecks(answering, 1_000, undefined, closing, listening));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return (path: string) => fetch(`http://127.0.0.1:${port}${path}`);
}

describe("readiness while the store shuts down", () => {
  it("answers 200 while running and 503 from the moment shutdown begins; liveness stays 200", async () => {
    let closing = false;
    const get = await readiness(() => closing);
    const ready = await get("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", database: "postgres" });

    closing = true;
    const draining = await get("/readyz");
    expect(draining.status).toBe(503);
    expect(draining.headers.get("cache-control")).toBe("no-store");
    expect(await draining.json()).toEqual({
      status: "closing",
      error: "The store is shutting down.",
    });
    expect((await get("/healthz")).status).toBe(200);
  });
});

describe("readiness while the live feed's LISTEN connection is lost", () => {
  it("answers 503 saying so until it is back; liveness stays 200", async () => {
    let listening = false;
    const get = await readiness(
      () => false,
      () => listening,
    );
    const lost = await get("/readyz");
    expect(lost.status).toBe(503);
    expect(await lost.json()).toEqual({
      status: "unavailable",
      error: "The live feed's database connection was lost; it is being restored.",
    });
    expect((await get("/healthz")).status).toBe(200);

    listening = true;
    expect((await get("/readyz")).status).toBe(200);
  });
});
