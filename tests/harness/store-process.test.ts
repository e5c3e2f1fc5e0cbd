import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { freePort, startStoreProcess, type StoreProcess } from "./store-process";

/**
 * A project directory whose server.js stands in for the store: it answers /readyz once
 * READY_AFTER_MS have passed, says where it listens as the store does, and prints its environment.
 */
const roots: string[] = [];
function standInRoot(): string {
  const root = mkdtempSync(join(tmpdir(), "harness-store-"));
  roots.push(root);
  writeFileSync(
    join(root, "server.js"),
    `
const http = require("node:http");
if (process.env.FAIL_AT_START) { console.error("cannot start: " + process.env.FAIL_AT_START); process.exit(3); }
const started = Date.now();
const server = http.createServer((req, res) => {
  const ready = Date.now() - started >= Number(process.env.READY_AFTER_MS ?? 0);
  res.statusCode = req.url === "/readyz" && !ready ? 503 : 200;
  res.end("ok");
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => {
  const { NODE_ENV, DATABASE_URL, LOG_LEVEL, DATA_DIR, EXTRA } = process.env;
  console.log(JSON.stringify({ NODE_ENV, DATABASE_URL, LOG_LEVEL, DATA_DIR, EXTRA }));
  console.log("Verdant Roots storefront listening on http://localhost:" + server.address().port);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
`,
  );
  writeFileSync(join(root, "package.json"), JSON.stringify({ type: "commonjs" }));
  return root;
}

const started: StoreProcess[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((store) => store.stop()));
});
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe("startStoreProcess", () => {
  it("reads back the port the system picked, waits for /readyz and stops with SIGTERM", async () => {
    const store = await startStoreProcess({
      root: standInRoot(),
      env: { READY_AFTER_MS: "300", EXTRA: "yes" },
    });
    started.push(store);
    expect(store.baseURL).toBe(`http://127.0.0.1:${store.port}`);
    expect((await fetch(`${store.baseURL}/readyz`)).status).toBe(200);
    const environment = JSON.parse(store.output().split("\n")[0]!) as Record<string, string>;
    expect(environment).toMatchObject({
      NODE_ENV: "production",
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      EXTRA: "yes",
    });
    // A data directory of its own, never the project's ./data.
    expect(environment.DATA_DIR).toContain("verdant-reliability-");
    await store.stop();
    expect(await store.exited).toBe(0);
  });

  it("uses a port it is given and writes the output to a log file", async () => {
    const port = await freePort();
    const root = standInRoot();
    const logFile = join(root, "store.log");
    const store = await startStoreProcess({ root, port, logFile });
    started.push(store);
    expect(store.baseURL).toBe(`http://127.0.0.1:${port}`);
    expect(readFileSync(logFile, "utf8")).toContain(`listening on http://localhost:${port}`);
    expect(store.output()).toBe(readFileSync(logFile, "utf8"));
  });

  it("says what the store wrote when it exits while starting", async () => {
    await expect(
      startStoreProcess({ root: standInRoot(), name: "broken", env: { FAIL_AT_START: "no disk" } }),
    ).rejects.toThrow(/The store "broken" exited while starting:\ncannot start: no disk/);
  });
});
