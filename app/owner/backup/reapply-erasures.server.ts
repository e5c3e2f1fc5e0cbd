import { sql } from "drizzle-orm";
import type { Db } from "~/db/database.server";
import {
  appendLedgerFile,
  databaseLedger,
  erasedDigest,
  erasureLedgerFile,
  mergeLedger,
  readLedgerFile,
  storeLedger,
  type Ledger,
} from "../erasure-ledger.server";
import { erasePersonalData } from "../owner-privacy.server";
import { rowsOf } from "./store-tables.server";

/** Every email the store's records hold, lower-cased and trimmed, once each. */
async function storedEmails(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ email: string }>(
    db,
    sql`select lower(trim(email)) as email from contact_submissions
        union select lower(trim(email)) from newsletter_subscribers
        union select lower(trim(email)) from shop_orders where email is not null`,
  );
  return rows.map((row) => row.email);
}

/** The emails among `emails` the ledger lists as erased (under any key it holds). */
function erasedAmong(emails: readonly string[], ledger: Ledger): string[] {
  const digestsByKey = new Map<string, Set<string>>();
  for (const entry of ledger.entries.values()) {
    const digests = digestsByKey.get(entry.keyId) ?? new Set<string>();
    digests.add(entry.digest);
    digestsByKey.set(entry.keyId, digests);
  }
  return emails.filter((email) =>
    [...digestsByKey].some(([keyId, digests]) => {
      const key = ledger.keys.get(keyId);
      return key !== undefined && digests.has(erasedDigest(key, email));
    }),
  );
}

/**
 * Re-applies every erasure a restored backup may predate (run it in the restore's transaction,
 * after the migrations): the ledger is the union of the backup's own, the one the target held
 * before (`carried`) and the ledger file beside the backups; every person it lists is erased
 * again, exactly as `privacy erase` does, before the store serves a request. Answers how many.
 */
export async function reapplyErasures(
  db: Db,
  carried: Ledger,
  ledgerFile = erasureLedgerFile(),
): Promise<number> {
  const ledger = mergeLedger(
    mergeLedger(await databaseLedger(db), carried),
    await readLedgerFile(ledgerFile),
  );
  await storeLedger(db, ledger);
  const erased = erasedAmong(await storedEmails(db), ledger);
  for (const email of erased) await erasePersonalData(db, email, undefined, ledgerFile);
  // The file keeps the union: the next restore, of any backup, knows every erasure.
  await appendLedgerFile(ledgerFile, mergeLedger(ledger, await databaseLedger(db)));
  return erased.length;
}
