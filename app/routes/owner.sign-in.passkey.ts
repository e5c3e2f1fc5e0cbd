import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { Route } from "./+types/owner.sign-in.passkey";
import { safeNextPath, signIn } from "~/owner/console-session.server";
import { authenticationOptions, completeAuthentication } from "~/owner/passkey-ceremony.server";
import {
  ceremonyAnswer,
  ceremonyFailure,
  credentialOf,
  guardCeremony,
} from "~/owner/sign-in-requests.server";

/**
 * `POST /owner/sign-in/passkey`, JSON: `{ step: "options" }` answers the options for the browser's
 * passkey prompt; `{ step: "verify", response, next }` checks the answer and starts a session.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ceremony = await guardCeremony(request, context);
  if (ceremony instanceof Response) return ceremony;
  const { db, party, body } = ceremony;
  try {
    if (ceremony.step === "options") {
      return ceremonyAnswer({ options: await authenticationOptions(db, party) });
    }
    const person = await completeAuthentication(
      db,
      party,
      credentialOf<AuthenticationResponseJSON>(body),
    );
    const cookie = await signIn(request, context, person);
    const next = safeNextPath(typeof body.next === "string" ? body.next : undefined);
    return ceremonyAnswer({ next }, 200, { "Set-Cookie": cookie });
  } catch (error) {
    return ceremonyFailure(error);
  }
}

export function loader() {
  return ceremonyAnswer({ error: "Use POST." }, 405, { Allow: "POST" });
}
