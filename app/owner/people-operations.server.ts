import { z } from "zod";
import { env } from "~/env.server";
import { createInvite } from "./invites.server";
import { change, id, read } from "./operation-kit.server";
import { listPeople, revokePasskey, type OwnerPerson } from "./people.server";
import { revokeSession } from "./sessions.server";
import { OwnerError } from "./owner-types";

/** A new invite: the one-time URL (shown once, never stored) and when it stops working. */
export interface OwnerInvite {
  url: string;
  name: string;
  /** ISO 8601. */
  expiresAt: string;
}

/** The console's people: invites, passkeys and sessions, for the console and the command line. */
export const peopleOperations = {
  invite: change(
    z.object({ name: z.string().trim().min(1).max(100).default("Owner") }),
    async (database, input): Promise<OwnerInvite> => {
      const { token, invite } = await createInvite(database.db, input.name);
      return {
        url: `${env().SITE_URL}/owner/invite/${token}`,
        name: invite.name,
        expiresAt: invite.expiresAt.toISOString(),
      };
    },
    (_input, result) => ({
      subject: "invite",
      details: { for: result.name, expiresAt: result.expiresAt },
    }),
  ),
  people: read(z.object({}), (database): Promise<OwnerPerson[]> => listPeople(database.db)),
  "revoke-passkey": change(
    z.object({ id: z.string().min(1).max(1024) }),
    async (database, input): Promise<{ id: string; name: string }> => {
      const removed = await revokePasskey(database.db, input.id);
      if (!removed) throw new OwnerError(`No passkey with id ${input.id}.`);
      return { id: removed.id, name: removed.name };
    },
    (_input, result) => ({ subject: `passkey ${result.id}`, details: { name: result.name } }),
  ),
  "revoke-session": change(
    z.object({ id }),
    async (database, input): Promise<{ id: number }> => {
      if (!(await revokeSession(database.db, input.id))) {
        throw new OwnerError(`No session with id ${input.id}.`);
      }
      return { id: input.id };
    },
    (_input, result) => ({ subject: `session ${result.id}` }),
  ),
};
