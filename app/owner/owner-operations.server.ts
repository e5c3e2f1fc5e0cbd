import type { z } from "zod";
import { controlCharacterMessage, controlCharacterPath } from "~/forms/plain-text";
import type { Database } from "~/db/database.server";
import { backupOperations } from "~/owner/backup/backup-operation.server";
import { insightOperations } from "~/owner/insights/insight-operations.server";
import { auditOperations } from "./audit-operations.server";
import { messageOperations } from "./message-operations.server";
import type { Operation } from "./operation-kit.server";
import { outboxOperations } from "./outbox-operations.server";
import { recordChange } from "./owner-audit.server";
import { OwnerError } from "./owner-types";
import { peopleOperations } from "./people-operations.server";
import { photoOperations } from "./photo-operations.server";
import { privacyOperations } from "./privacy-operations.server";
import { questionOperations } from "./question-operations.server";
import { reviewOperations } from "./review-operations.server";
import { subscriberOperations } from "./subscriber-operations.server";
import { webhookOperations } from "./webhook-operations.server";

export { reviewKeyFor } from "./operation-kit.server";

/** The intersection of a union's members. */
type AllOf<Union> = (Union extends unknown ? (member: Union) => void : never) extends (
  member: infer All,
) => void
  ? All
  : never;

/** One object holding every member of the given ones: what spreading them all together makes. */
type Registry<Groups extends readonly object[]> = AllOf<Groups[number]>;

/** Spreads the features' operations into one registry; a name two features register is refused. */
function register<const Groups extends readonly object[]>(...groups: Groups): Registry<Groups> {
  const registry: Record<string, unknown> = {};
  for (const group of groups) {
    for (const [name, operation] of Object.entries(group)) {
      if (Object.hasOwn(registry, name))
        throw new Error(`Owner operation "${name}" registered twice`);
      registry[name] = operation;
    }
  }
  return registry as Registry<Groups>;
}

/**
 * Everything the owner tools do, by name. The command line runs these directly on a database it
 * opened itself, or through the running store's owner endpoint, which runs the very same ones; the
 * owner console runs them too. Operations that change records are written to the audit log. Each
 * feature's operations are in a module of their own, written with `operation-kit.server.ts`.
 */
export const ownerOperations = register(
  peopleOperations,
  insightOperations,
  backupOperations,
  messageOperations,
  reviewOperations,
  questionOperations,
  subscriberOperations,
  privacyOperations,
  photoOperations,
  webhookOperations,
  outboxOperations,
  auditOperations,
);

type OwnerOperations = typeof ownerOperations;
export type OwnerOperationName = keyof OwnerOperations;
export type OwnerOperationInput<Name extends OwnerOperationName> = z.input<
  OwnerOperations[Name]["input"]
>;
export type OwnerOperationResult<Name extends OwnerOperationName> = Awaited<
  ReturnType<OwnerOperations[Name]["run"]>
>;

export function isOwnerOperation(name: string): name is OwnerOperationName {
  return Object.hasOwn(ownerOperations, name);
}

/** Whether the operation changes records (and is written to the audit log). */
export function isChangingOperation(name: OwnerOperationName): boolean {
  return (ownerOperations[name] as Operation<z.ZodType, unknown>).audit !== undefined;
}

/**
 * Checks the input and runs the operation; the result is plain JSON. An operation that changes
 * records runs in one transaction with its audit log entry, which names `actor` (e.g.
 * "console: Jane (person 3)" or "command line: jane").
 */
export async function runOwnerOperation<Name extends OwnerOperationName>(
  database: Database,
  name: Name,
  input: unknown,
  actor: string,
): Promise<OwnerOperationResult<Name>> {
  // Each operation's run takes exactly what its own schema outputs.
  const operation = ownerOperations[name] as Operation<z.ZodType, unknown>;
  // A NUL (or any other control character) typed into a reply, a search or a name is refused here,
  // naming the field, before any database could fail on it.
  const controlled = controlCharacterPath(input);
  if (controlled) {
    throw new OwnerError(
      `Invalid input for ${name}: ${controlled.join(".") || "input"}: ${controlCharacterMessage("this field")}`,
    );
  }
  const parsed = operation.input.safeParse(input ?? {});
  if (!parsed.success) {
    const problem = parsed.error.issues[0];
    throw new OwnerError(
      `Invalid input for ${name}: ${problem?.path.join(".") || "input"}: ${problem?.message}`,
    );
  }
  const { audit } = operation;
  if (!audit) return (await operation.run(database, parsed.data)) as OwnerOperationResult<Name>;
  const result = await database.db.transaction(async (tx) => {
    const done = await operation.run({ ...database, db: tx }, parsed.data);
    await recordChange(tx, actor, name, audit(parsed.data, done));
    return done;
  });
  operation.afterCommit?.(result);
  return result as OwnerOperationResult<Name>;
}
