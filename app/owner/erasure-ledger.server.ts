import { appendFile, mkdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "~/db/database.server";
import { erasureLedger } from "~/db/schema.server";
import {
  digestKey,
  digestKeyFrom,
  keyedDigest,
  storedDigestKey,
  type DigestKey,
} from "~/db/store-secret.server";
import { env } from "~/env.server";
import { logger } from "~/lib/logger.server";

/**
 * The erasure ledger's copy outside the database, beside the backups it must outlive: restoring
 * an older backup (into an empty data directory too) re-applies every erasure it lists.
 */
export const erasureLedgerFile = (backupDir: string = env().BACKUP_DIR) =>
  join(backupDir, "erasure-ledger.jsonl");

/** One erased email: its keyed digest, the key's id, and when. */
interface LedgerEntry {
  digest: string;
  keyId: string;
  erasedAt: string;
}

/** Erasures and the keys their digests were made with. */
export interface Ledger {
  keys: Map<string, DigestKey>;
  entries: Map<string, LedgerEntry>;
}

const emptyLedger = (): Ledger => ({ keys: new Map(), entries: new Map() });

/** What the ledger keeps of an erased email (any letter case, trimmed). */
export const erasedDigest = (key: DigestKey, email: string) =>
  keyedDigest(key, "erased", email.trim().toLowerCase());

/** Adds `more`'s keys and entries to `ledger`. */
export function mergeLedger(ledger: Ledger, more: Ledger): Ledger {
  for (const [id, key] of more.keys) ledger.keys.set(id, key);
  for (const [digest, entry] of more.entries)
    if (!ledger.entries.has(digest)) ledger.entries.set(digest, entry);
  return ledger;
}

/**
 * Reads the ledger file: JSON lines, each a key (`{keyId, key}`) or an erasure (`{digest, keyId,
 * erasedAt}`). A missing file is an empty ledger; a line that cannot be read is skipped and logged.
 */
export async function readLedgerFile(file: string): Promise<Ledger> {
  const ledger = emptyLedger();
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return ledger;
    throw error;
  }
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      const value = JSON.parse(line) as Partial<LedgerEntry> & { key?: string };
      if (typeof value.key === "string") {
        const key = digestKeyFrom(value.key);
        ledger.keys.set(key.id, key);
      } else if (typeof value.digest === "string" && typeof value.keyId === "string") {
        ledger.entries.set(value.digest, {
          digest: value.digest,
          keyId: value.keyId,
          erasedAt: String(value.erasedAt ?? ""),
        });
      }
    } catch {
      logger.warn({ event: "erasure_ledger_line_unreadable" });
    }
  }
  return ledger;
}

/**
 * Appends to the ledger file what it lacks of `ledger` (each key before the first erasure made
 * with it). The file holds the keys, as every backup does: keep it with them, off the data's disk.
 */
export async function appendLedgerFile(file: string, ledger: Ledger): Promise<void> {
  const known = await readLedgerFile(file);
  const lines: string[] = [];
  for (const [id, key] of ledger.keys) {
    if (!known.keys.has(id))
      lines.push(JSON.stringify({ keyId: id, key: key.secret.toString("base64url") }));
  }
  for (const [digest, entry] of ledger.entries) {
    if (!known.entries.has(digest)) lines.push(JSON.stringify(entry));
  }
  if (!lines.length) return;
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  await appendFile(file, `${lines.join("\n")}\n`, { mode: 0o600 });
}

/** The ledger a database holds (none before its schema has one), with its own key if it has one. */
export async function databaseLedger(db: Db): Promise<Ledger> {
  const ledger = emptyLedger();
  const { rows } = (await db.execute(
    sql`select to_regclass('erasure_ledger') is not null and to_regclass('store_secrets') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (!rows[0]?.present) return ledger;
  const key = await storedDigestKey(db);
  if (key) ledger.keys.set(key.id, key);
  for (const row of await db.select().from(erasureLedger)) {
    ledger.entries.set(row.digest, {
      digest: row.digest,
      keyId: row.keyId,
      erasedAt: row.erasedAt.toISOString(),
    });
  }
  return ledger;
}

/** Writes `ledger`'s entries into the database's ledger (those it lacks). */
export async function storeLedger(db: Db, ledger: Ledger): Promise<void> {
  for (const entry of ledger.entries.values()) {
    const erasedAt = Number.isNaN(Date.parse(entry.erasedAt))
      ? new Date()
      : new Date(entry.erasedAt);
    await db
      .insert(erasureLedger)
      .values({ digest: entry.digest, keyId: entry.keyId, erasedAt })
      .onConflictDoNothing();
  }
}

/**
 * Records that an email was erased (run it in the erasure's transaction): in the database's
 * ledger, and in the ledger file beside the backups. Only a keyed digest is kept, never the email.
 */
export async function recordErasure(
  db: Db,
  email: string,
  file = erasureLedgerFile(),
): Promise<void> {
  const key = await digestKey(db);
  const entry = {
    digest: erasedDigest(key, email),
    keyId: key.id,
    erasedAt: new Date().toISOString(),
  };
  const ledger: Ledger = {
    keys: new Map([[key.id, key]]),
    entries: new Map([[entry.digest, entry]]),
  };
  await storeLedger(db, ledger);
  await appendLedgerFile(file, ledger);
}
