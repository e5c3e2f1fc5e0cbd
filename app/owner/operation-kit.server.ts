import { z } from "zod";
import { isReviewKey, lookUpProduct } from "~/catalogue/lookup";
import type { Database } from "~/db/database.server";
import type { AuditRecord } from "./owner-audit.server";
import { OwnerError } from "./owner-types";

/**
 * The kit each feature's owner operations are written with (see `ownerOperations`, which gathers
 * them): the shape of an operation, the two ways to make one, and the input pieces they share.
 */

/** One owner operation: its input's schema, what it does, and (for a change) its audit record. */
export interface Operation<Input extends z.ZodType, Result> {
  input: Input;
  run: (database: Database, input: z.output<Input>) => Promise<Result>;
  /**
   * Set on operations that change records: what the audit log records about the change. The
   * operation and its record are written in one transaction.
   */
  audit?: (input: z.output<Input>, result: Result) => AuditRecord;
  /** Runs once the change is committed (wakes a worker, tells open pages), given its result. */
  afterCommit?: (result: Result) => void;
}

/** An operation that only reads records (not written to the audit log). */
export function read<Input extends z.ZodType, Result>(
  input: Input,
  run: Operation<Input, Result>["run"],
): Operation<Input, Result> {
  return { input, run };
}

/** An operation that changes records, written to the audit log with the record `audit` makes. */
export function change<Input extends z.ZodType, Result>(
  input: Input,
  run: Operation<Input, Result>["run"],
  audit: NonNullable<Operation<Input, Result>["audit"]>,
  afterCommit?: (result: Result) => void,
): Operation<Input, Result> {
  return { input, run, audit, afterCommit };
}

/** The record found, or the owner is told there is none (`what`: "review with id 4"). */
export function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new OwnerError(`No ${what}.`);
  return value;
}

/** A product slug, old slug or review key, as the owner may type it → the review key. */
export function reviewKeyFor(product: string): string {
  if (isReviewKey(product)) return product;
  const lookup = lookUpProduct(product);
  if (lookup.kind !== "missing") return lookup.product.reviewKey;
  throw new OwnerError(`Unknown product "${product}": use a product slug from its page address.`);
}

/** A record's id. */
export const id = z.number().int().positive();
/** A date and time with its offset, as ISO 8601 text → a Date. */
export const date = z.iso.datetime({ offset: true }).transform((text) => new Date(text));
/** The text a list is searched for ("" or absent: no search). */
export const searchText = z.string().trim().max(200).optional();
/** How many rows of a list to skip. */
export const offset = z.number().int().min(0).max(1_000_000).optional();
/** An email address, as typed (trimmed). */
export const email = z.string().trim().min(3).max(320).pipe(z.email());
