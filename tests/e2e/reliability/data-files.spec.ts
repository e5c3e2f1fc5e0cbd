import { chmodSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freshDataDir, startStore } from "../../harness/store-process";
import { postReview } from "./review-api";

test.describe.configure({ mode: "serial", timeout: 120_000 });

test("a fresh start keeps the embedded database private: DATA_DIR 0700, no file readable by others", async () => {
  const dataDir = join(freshDataDir(), "store-data");
  const store = await startStore(0, { DATA_DIR: dataDir });
  try {
    expect((await postReview(store.baseURL, "bone-rock", "Private")).status).toBe(201);
  } finally {
    store.child.kill("SIGTERM");
    await store.exited;
  }
  expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  const entries = readdirSync(dataDir, { recursive: true, withFileTypes: true });
  expect(entries.length).toBeGreaterThan(100); // PGlite's files
  const open = entries
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => statSync(path).mode & 0o077)
    .map((path) => `${path} ${(statSync(path).mode & 0o777).toString(8)}`);
  expect(open).toEqual([]);
});

test("a DATA_DIR other users may write to stops the store with a clear message", async () => {
  const dataDir = freshDataDir();
  chmodSync(dataDir, 0o777);
  const started = startStore(0, { DATA_DIR: dataDir });
  await expect(started).rejects.toThrow(
    `DATA_DIR ${dataDir} is writable by other users (mode 777); the store keeps its database there and will not start. Make it private: chmod 700 ${dataDir}`,
  );
});
