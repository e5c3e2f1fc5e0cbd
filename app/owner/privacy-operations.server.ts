import { z } from "zod";
import { change, email, read } from "./operation-kit.server";
import { erasePersonalData, findPersonalData } from "./owner-privacy.server";
import type { PersonalData, PersonalDataErased } from "./owner-types";

/** The privacy requests' owner operations: one email's records found, or erased. */
export const privacyOperations = {
  /** Every record about one email, for a privacy request (and its JSON export). */
  "find-personal-data": read(z.object({ email }), (database, input): Promise<PersonalData> =>
    findPersonalData(database.db, input.email),
  ),
  /** Erases every record about one email; the audit log records the counts, never the email. */
  "erase-personal-data": change(
    z.object({ email }),
    (database, input): Promise<PersonalDataErased> =>
      erasePersonalData(database.db, input.email, database),
    (_input, result) => ({ subject: "privacy request", details: { ...result } }),
  ),
};
