import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PgliteProxy } from "./pglite-proxy.server";

describe("the embedded database in its own thread", () => {
  let client: PgliteProxy;
  beforeAll(async () => {
    client = await PgliteProxy.open({});
    await client.exec("create table note (id serial primary key, body text not null unique)");
  });
  afterAll(() => client.close());

  it("keeps this thread free while a slow query runs", async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const ticks: number[] = [];
    const timer = setInterval(() => ticks.push(performance.now()), 20);
    const started = performance.now();
    await client.query("select count(*) from generate_series(1, 3000000) a, generate_series(1, 2)");
    const took = performance.now() - started;
    clearInterval(timer);
    delay.disable();
    expect(took).toBeGreaterThan(300);
    // The timer kept firing through the query, never waiting on it.
    expect(ticks.length).toBeGreaterThan(took / 20 / 3);
    expect(delay.max / 1e6).toBeLessThan(200);
  });

  it("commits a transaction that resolves and rolls back one that throws", async () => {
    await client.transaction(async (tx) => {
      await tx.query("insert into note (body) values ($1)", ["kept"]);
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query("insert into note (body) values ($1)", ["dropped"]);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const { rows } = await client.query("select body from note order by id");
    expect(rows).toEqual([{ body: "kept" }]);
  });

  it("hands back the database's error with its code", async () => {
    const failure = client.query("insert into note (body) values ($1)", ["kept"]);
    await expect(failure).rejects.toMatchObject({ code: "23505" });
  });

  it("keeps a type's text when asked, and answers rows as arrays", async () => {
    const { rows } = await client.query("select '2026-01-02 03:04:05+00'::timestamptz as at", [], {
      rowMode: "array",
      parsers: { 1184: (value: string) => value },
    });
    expect(rows).toEqual([["2026-01-02 03:04:05+00"]]);
  });

  it("delivers NOTIFY to listeners until they unsubscribe", async () => {
    const payloads: string[] = [];
    const unsubscribe = await client.listen("news", (payload) => payloads.push(payload));
    await client.query("select pg_notify('news', 'first')");
    await expect.poll(() => payloads).toEqual(["first"]);
    await unsubscribe();
    await client.query("select pg_notify('news', 'second')");
    await client.query("select 1");
    expect(payloads).toEqual(["first"]);
  });
});
