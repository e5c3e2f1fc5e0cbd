import { userInfo } from "node:os";
import { desc, eq } from "drizzle-orm";
import type { Db } from "~/db/database.server";
import { auditLog, people } from "~/db/schema.server";
import type { AuditEntry, AuditPage } from "./owner-types";
import { env } from "~/env.server";

const auditPageSize = 50;

/** What one change is recorded as: which record, and details without its personal data. */
export interface AuditRecord {
  subject: string;
  details?: Record<string, string | number | boolean | null>;
}

export async function recordChange(
  db: Db,
  actor: string,
  action: string,
  record: AuditRecord,
): Promise<void> {
  await db
    .insert(auditLog)
    .values({ actor, action, subject: record.subject, details: record.details ?? {} });
}

/** The console's name for a person by id (as `consoleActor`), for changes made at sign-in and sign-out. */
export async function personActor(db: Db, personId: number): Promise<string> {
  const [person] = await db
    .select({ name: people.name })
    .from(people)
    .where(eq(people.id, personId));
  return consoleActor({ personId, name: person?.name ?? "removed person" });
}

/** One page of the audit log, newest first. */
export async function listAudit(
  db: Db,
  { page = 1, pageSize = auditPageSize }: { page?: number; pageSize?: number } = {},
): Promise<AuditPage> {
  const rows = await db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  const entries: AuditEntry[] = rows.slice(0, pageSize).map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action,
    subject: row.subject,
    details: row.details as AuditEntry["details"],
  }));
  return { entries, page, hasMore: rows.length > pageSize };
}

/** The audit log's name for a change made with the command line by this operating-system user. */
export function commandLineActor(user = osUser()): string {
  return `command line: ${user}`;
}

/** The audit log's name for a change made in the console by a signed-in person. */
export function consoleActor(owner: { personId: number; name: string }): string {
  return `console: ${owner.name} (person ${owner.personId})`;
}

function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    return env().USER ?? "unknown";
  }
}
