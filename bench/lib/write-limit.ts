/**
 * The write-limit part's arithmetic and its pgbench scripts: the same review row the store is
 * posted, inserted by the database's own benchmark tool.
 */
import { readFileSync } from "node:fs";
import type { ProfileSummary } from "./profile";

export interface ReviewRow {
  reviewKey: string;
  name: string;
  rating: number;
  reviewText: string;
}

/** A SQL string literal (quotes doubled); pgbench's `:` variables never appear in one here. */
export function sqlLiteral(text: string): string {
  if (text.includes(":")) throw new Error(`A colon would read as a pgbench variable: ${text}`);
  return `'${text.replaceAll("'", "''")}'`;
}

/** The notice the store sends on its review channel, built in SQL from the inserted row. */
const notice = (channel: string) =>
  `pg_notify(${sqlLiteral(channel)}, cast(json_build_object('id', id, 'reviewKey', product_id) as text))`;

/**
 * Two pgbench scripts, one statement each: the plain insert returning the id and sending the
 * notice, and the store's own statement (its product lock, taken before the id is drawn and held
 * to the commit, in the insert). The store's lock namespace is 72657 (see `lockProductReviews`).
 */
export function pgbenchScripts({ channel, review }: { channel: string; review: ReviewRow }): {
  plain: string;
  storeStatement: string;
} {
  if (!Number.isInteger(review.rating)) throw new Error(`Not a rating: ${review.rating}`);
  const values = [
    sqlLiteral(review.reviewKey),
    sqlLiteral(review.name),
    String(review.rating),
    sqlLiteral(review.reviewText),
  ].join(", ");
  const lockedId = `(select nextval(pg_get_serial_sequence('reviews', 'id')) from (select pg_advisory_xact_lock(72657, hashtext(${sqlLiteral(review.reviewKey)})) offset 0) as locked)`;
  return {
    plain: `insert into reviews (product_id, name, rating, review_text) values (${values}) returning id, ${notice(channel)};\n`,
    storeStatement: `insert into reviews (id, product_id, name, rating, review_text, verified) values (${lockedId}, ${values}, false) returning *, ${notice(channel)};\n`,
  };
}

/** The store's writes per second over the database's own; NaN when the database did none. */
export function writeRatio(storePerSecond: number, databasePerSecond: number): number {
  return databasePerSecond > 0 ? storePerSecond / databasePerSecond : Number.NaN;
}

/** Milliseconds of the store's CPU (sampled time not idle) per write acknowledged. */
export function cpuPerWrite(
  profile: Pick<ProfileSummary, "seconds" | "idlePercent">,
  writes: number,
) {
  if (writes <= 0) return Number.NaN;
  return (profile.seconds * 1000 * (1 - profile.idlePercent / 100)) / writes;
}

/**
 * The CPU time (user + system, in clock ticks) in a /proc/PID/stat line: fields 14 and 15, counted
 * after the command name, which is in parentheses and may hold spaces.
 */
export function cpuTicksFromStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Field 3 (state) is the first after the name: utime is field 14, stime field 15.
  const user = Number(fields[14 - 3]);
  const system = Number(fields[15 - 3]);
  if (!Number.isFinite(user) || !Number.isFinite(system))
    throw new Error(`Not a stat line: ${stat}`);
  return user + system;
}

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const ticksPerSecond = 100;

/** A process's CPU time so far, in milliseconds (Linux). */
export function processCpuMs(pid: number): number {
  return (cpuTicksFromStat(readFileSync(`/proc/${pid}/stat`, "utf8")) * 1000) / ticksPerSecond;
}
