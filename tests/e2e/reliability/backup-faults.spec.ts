import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { mountFullFilesystem } from "../../harness/full-filesystem";
import { multipartForm } from "../../harness/multipart";
import { postgresReachable } from "../../harness/postgres-schema";
import { freshDataDir, startStore, type StoreProcess } from "../../harness/store-process";
import { ownerClient, send } from "../security/client";
import { runOwner } from "../support/owner-console";
import { postReview } from "./review-api";
import { createScratchDatabase } from "./store-rows";

// Whole backups as the owner takes them: review photos come back byte for byte, and a backup into
// a full disk fails at once while the store goes on answering, on both databases.

test.describe.configure({ timeout: 300_000 });

async function stop(store: StoreProcess | undefined) {
  if (!store || store.child.exitCode !== null || store.child.signalCode !== null) return;
  store.child.kill("SIGTERM");
  await store.exited;
}

test("a backup with photos, restored into a new directory: the photos are served byte for byte", async () => {
  const work = mkdtempSync(join(tmpdir(), "verdant-backup-photos-"));
  const dataDir = freshDataDir();
  const restoredDir = freshDataDir();
  let store: StoreProcess | undefined;
  try {
    store = await startStore(0, { DATA_DIR: dataDir });
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: "#a16207" },
    })
      .jpeg()
      .toBuffer();
    const { body, contentType } = multipartForm(
      { name: "Pia", rating: "5", reviewText: "The jar, photographed.", photoAlt: "The jar" },
      [{ field: "photos", name: "jar.jpg", bytes: photo }],
      "----verdant-backup-photos",
    );
    const posted = await send(store.baseURL, {
      path: "/products/bone-rock",
      from: "127.0.0.21",
      body,
      headers: { "Content-Type": contentType, Origin: store.baseURL, Accept: "text/html" },
    });
    expect(posted.status).toBe(200);
    const owner = ownerClient(store.baseURL, dataDir);
    const [pending] = await owner<{ id: number; key: string }[]>("list-pending-photos");
    await owner("decide-photo", { id: pending!.id, approve: true });
    const names = [`${pending!.key}-l.webp`, `${pending!.key}-s.webp`];
    const served = async (baseURL: string) =>
      Promise.all(
        names.map(async (name) => {
          const response = await fetch(`${baseURL}/review-photos/${name}`);
          expect(response.status, name).toBe(200);
          return Buffer.from(await response.arrayBuffer());
        }),
      );
    const before = await served(store.baseURL);

    // The backup is written by the running store, through its owner endpoint.
    const file = join(work, "with-photos.backup.gz");
    const backup = await runOwner({ dataDir }, "backup", file);
    expect(backup.stderr).toBe("");
    expect(backup.stdout).toMatch(/and 2 photo files/);
    await stop(store);
    const verify = await runOwner({ dataDir }, "backup", "--verify", file);
    expect(verify.stdout).toMatch(/Complete and intact: .* 2 photo files/);

    const restored = await runOwner({ dataDir: restoredDir }, "restore", file);
    expect(restored.stderr).toBe("");
    expect(restored.stdout).toMatch(/and 2 photo files/);
    store = await startStore(0, { DATA_DIR: restoredDir });
    const after = await served(store.baseURL);
    expect(after[0]!.equals(before[0]!)).toBe(true);
    expect(after[1]!.equals(before[1]!)).toBe(true);
  } finally {
    await stop(store);
    for (const directory of [work, dataDir, restoredDir]) {
      rmSync(directory, { recursive: true, force: true });
    }
  }
});

/** Reads a product page and posts a review, answering how long the slower of the two took. */
async function shopperRound(baseURL: string, n: number): Promise<number> {
  const started = Date.now();
  const page = await fetch(`${baseURL}/products/bone-rock`, {
    signal: AbortSignal.timeout(10_000),
  });
  expect(page.status).toBe(200);
  const review = await postReview(baseURL, "bone-rock", `During the full-disk backup ${n}`);
  expect(review.status).toBe(201);
  return Date.now() - started;
}

for (const kind of ["embedded", "postgres"] as const) {
  test(`a backup into a full file system fails within seconds while the store answers (${kind})`, async () => {
    const full = mountFullFilesystem();
    test.skip("unavailable" in full, "unavailable" in full ? full.unavailable : "");
    if ("unavailable" in full) return;
    let database: { url: string; drop(): Promise<void> } | undefined;
    if (kind === "postgres") {
      test.skip(!(await postgresReachable()), "needs a PostgreSQL server on 127.0.0.1:5432");
      database = await createScratchDatabase("full_disk");
    }
    const dataDir = freshDataDir();
    const env = {
      DATA_DIR: dataDir,
      BACKUP_DIR: full.dir,
      // A scheduled backup every two seconds or so, each into the full disk.
      BACKUP_EVERY_HOURS: "0.0005",
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    let store: StoreProcess | undefined;
    try {
      store = await startStore(0, { ...env, LOG_LEVEL: "info" });
      const shopper = (async () => {
        const times: number[] = [];
        for (let n = 0; n < 20; n++) times.push(await shopperRound(store!.baseURL, n));
        return times;
      })();
      const started = Date.now();
      const backup = await runOwner({ dataDir, env }, "backup");
      expect(backup.code).toBe(1);
      expect(backup.stderr).toMatch(
        /could not be written .*no space left on device.*nothing was kept/i,
      );
      expect(Date.now() - started).toBeLessThan(30_000);
      const times = await shopper;
      expect(Math.max(...times)).toBeLessThan(5_000);
      expect(store.output()).toMatch(/"event":"backup_failed".*"code":"ENOSPC"/);
      // Nothing of the failed backups is left, under any name (a scheduled one may be just
      // starting, its partial file there until it fails a moment later).
      await expect.poll(() => readdirSync(full.dir), { timeout: 10_000 }).toEqual(["filler"]);

      // Space again: the next scheduled backup is written whole.
      full.free();
      await expect
        .poll(() => readdirSync(full.dir).filter((name) => name.endsWith(".backup.gz")), {
          timeout: 30_000,
        })
        .toHaveLength(1);
      const exited = Date.now();
      await stop(store);
      expect(Date.now() - exited).toBeLessThan(10_000);
      expect(store.output()).not.toMatch(/Shutdown took too long/);
    } finally {
      await stop(store);
      full.unmount();
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    }
  });
}
