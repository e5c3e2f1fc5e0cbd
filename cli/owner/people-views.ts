import type { OwnerPerson } from "~/owner/people.server";
import { shortTime, type Column } from "./output";

/** One line per passkey and per session, under its person. */
export interface PersonRow {
  person: string;
  kind: "passkey" | "session" | "";
  id: string;
  what: string;
  created: string;
  lastUsed: string;
}

export function peopleRows(people: OwnerPerson[]): PersonRow[] {
  return people.flatMap((person): PersonRow[] => {
    const rows: PersonRow[] = [
      ...person.passkeys.map((passkey) => ({
        person: person.name,
        kind: "passkey" as const,
        id: passkey.id,
        what: passkey.name,
        created: passkey.createdAt,
        lastUsed: passkey.lastUsedAt ?? "",
      })),
      ...person.sessions.map((session) => ({
        person: person.name,
        kind: "session" as const,
        id: String(session.id),
        what: `${session.device}${session.clientAddress ? ` from ${session.clientAddress}` : ""}`,
        created: session.createdAt,
        lastUsed: session.lastSeenAt,
      })),
    ];
    return rows.length
      ? rows
      : [
          {
            person: person.name,
            kind: "",
            id: "",
            what: "",
            created: person.createdAt,
            lastUsed: "",
          },
        ];
  });
}

export const personColumns: Column<PersonRow>[] = [
  { title: "Person", csv: "person", value: (row) => row.person, width: 24 },
  { title: "Kind", csv: "kind", value: (row) => row.kind },
  { title: "Id", csv: "id", value: (row) => row.id },
  { title: "Passkey or browser", csv: "what", value: (row) => row.what, width: 40 },
  { title: "Created", csv: "created", value: (row) => shortTime(row.created) },
  { title: "Last used/seen", csv: "last_used", value: (row) => shortTime(row.lastUsed) },
];
