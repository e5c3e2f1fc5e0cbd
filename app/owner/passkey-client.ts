import { startAuthentication, startRegistration } from "@simplewebauthn/browser";

/** Browser side of the passkey ceremonies: loaded only by the sign-in and invite pages. */

async function post(url: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    throw new Error(
      typeof answer.error === "string" ? answer.error : `The store answered ${response.status}.`,
    );
  }
  return answer;
}

function promptFailure(error: unknown): Error {
  if (error instanceof Error && error.name === "NotAllowedError") {
    return new Error("The passkey prompt was closed or timed out. Try again.");
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * One ceremony at `url`: the store's options, the browser's passkey prompt with them, then the
 * store's check of the answer (with `verify`'s fields). Answers the console page to open.
 */
async function ceremony(
  url: string,
  prompt: (options: unknown) => Promise<unknown>,
  verify: Record<string, unknown> = {},
): Promise<string> {
  const { options } = await post(url, { step: "options" });
  let response;
  try {
    response = await prompt(options);
  } catch (error) {
    throw promptFailure(error);
  }
  const answer = await post(url, { step: "verify", response, ...verify });
  return String(answer.next ?? "/owner");
}

/** Signs in with a passkey of this site; answers the console page to open. */
export function signInWithPasskey(next: string): Promise<string> {
  return ceremony(
    "/owner/sign-in/passkey",
    (options) =>
      startAuthentication({
        optionsJSON: options as Parameters<typeof startAuthentication>[0]["optionsJSON"],
      }),
    { next },
  );
}

/** Creates a passkey for an invite and signs in; answers the console page to open. */
export function registerPasskey(token: string): Promise<string> {
  return ceremony(`/owner/invite/${encodeURIComponent(token)}/passkey`, (options) =>
    startRegistration({
      optionsJSON: options as Parameters<typeof startRegistration>[0]["optionsJSON"],
    }),
  );
}
