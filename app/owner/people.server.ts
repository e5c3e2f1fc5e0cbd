import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "~/db/database.server";
import { passkeys, people, sessions } from "~/db/schema.server";
import { deviceSummary } from "./device-summary";

/** A passkey as the people page and `npm run owner -- people` show it. */
interface OwnerPasskey {
  id: string;
  name: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null until first used to sign in. */
  lastUsedAt: string | null;
}

/** A signed-in browser, without its secret. */
interface OwnerSession {
  id: number;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601. */
  lastSeenAt: string;
  clientAddress: string | null;
  /** "Chrome on macOS". */
  device: string;
}

export interface OwnerPerson {
  id: number;
  name: string;
  /** ISO 8601. */
  createdAt: string;
  passkeys: OwnerPasskey[];
  sessions: OwnerSession[];
}

/** Everyone who may use the console, with their passkeys and sessions, oldest first. */
export async function listPeople(db: Db): Promise<OwnerPerson[]> {
  const [personRows, passkeyRows, sessionRows] = await Promise.all([
    db.select().from(people).orderBy(asc(people.id)),
    db.select().from(passkeys).orderBy(asc(passkeys.createdAt)),
    db.select().from(sessions).orderBy(desc(sessions.lastSeenAt)),
  ]);
  return personRows.map((person) => ({
    id: person.id,
    name: person.name,
    createdAt: person.createdAt.toISOString(),
    passkeys: passkeyRows
      .filter((passkey) => passkey.personId === person.id)
      .map((passkey) => ({
        id: passkey.id,
        name: passkey.name,
        createdAt: passkey.createdAt.toISOString(),
        lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
      })),
    sessions: sessionRows
      .filter((session) => session.personId === person.id)
      .map((session) => ({
        id: session.id,
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        clientAddress: session.clientAddress,
        device: deviceSummary(session.userAgent),
      })),
  }));
}

/** Removes a passkey; the sessions it signed in end with it. Answers what was removed. */
export async function revokePasskey(
  db: Db,
  id: string,
): Promise<{ id: string; name: string; personId: number } | undefined> {
  const [removed] = await db
    .delete(passkeys)
    .where(eq(passkeys.id, id))
    .returning({ id: passkeys.id, name: passkeys.name, personId: passkeys.personId });
  return removed;
}
