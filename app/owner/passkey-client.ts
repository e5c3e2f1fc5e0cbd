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

/** Signs in with a passkey of this site; answers the console page to open. */
export async function signInWithPasskey(next: string): Promise<string> {
  const url = "/owner/sign-in/passkey";
  const { options } = await post(url, { step: "options" });
  let response;
  try {
    response = await startAuthentication({
      optionsJSON: options as Parameters<typeof startAuthentication>[0]["optionsJSON"],
    });
  } catch (error) {
    throw promptFailure(error);
  }
  const answer = await post(url, { step: "verify", response, next });
  return String(answer.next ?? "/owner");
}

/** Creates a passkey for an invite and signs in; answers the console page to open. */
export async function registerPasskey(token: string): Promise<string> {
  const url = `/owner/invite/${encodeURIComponent(token)}/passkey`;
  const { options } = await post(url, { step: "options" });
  let response;
  try {
    response = await startRegistration({
      optionsJSON: options as Parameters<typeof startRegistration>[0]["optionsJSON"],
    });
  } catch (error) {
    throw promptFailure(error);
  }
  const answer = await post(url, { step: "verify", response });
  return String(answer.next ?? "/owner");
}
