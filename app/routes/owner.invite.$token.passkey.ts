import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Route } from "./+types/owner.invite.$token.passkey";
import { signIn } from "~/owner/console-session.server";
import { completeRegistration, registrationOptions } from "~/owner/passkey-ceremony.server";
import {
  ceremonyAnswer,
  ceremonyFailure,
  credentialOf,
  guardCeremony,
} from "~/owner/sign-in-requests.server";

/**
 * `POST /owner/invite/:token/passkey`, JSON: `{ step: "options" }` answers the options to create a
 * passkey for the invite's person; `{ step: "verify", response }` stores it, uses the invite up and
 * signs the new person in.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const ceremony = await guardCeremony(request, context);
  if (ceremony instanceof Response) return ceremony;
  const { db, party, body } = ceremony;
  try {
    if (ceremony.step === "options") {
      return ceremonyAnswer({ options: await registrationOptions(db, party, params.token) });
    }
    const person = await completeRegistration(
      db,
      party,
      params.token,
      credentialOf<RegistrationResponseJSON>(body),
      request.headers.get("user-agent"),
    );
    const cookie = await signIn(request, context, person);
    return ceremonyAnswer({ next: "/owner" }, 200, { "Set-Cookie": cookie });
  } catch (error) {
    return ceremonyFailure(error);
  }
}

export function loader() {
  return ceremonyAnswer({ error: "Use POST." }, 405, { Allow: "POST" });
}
