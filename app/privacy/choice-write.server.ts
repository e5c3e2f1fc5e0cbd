import { readBody, type BodyRead } from "~/guard/request-body.server";
import type { WritePolicy } from "~/guard/write-guard.server";

export type MarketingIntent = "opt-out" | "opt-in";

/** The choices form's body: a form post of at most 1 KB naming a known choice, else 400. */
async function readIntent(request: Request): Promise<BodyRead<MarketingIntent>> {
  const read = await readBody(request, 1024);
  const intent = read.ok && read.body.kind === "form" ? read.body.value.get("intent") : null;
  if (intent === "opt-out" || intent === "opt-in") return { ok: true, body: intent };
  const error = "Choose to opt out of marketing tracking or to allow it.";
  return { ok: false, status: 400, reason: read.ok ? "bad_body" : read.reason, error };
}

/** The write policy of the privacy choices form: POST only, same site only, a known choice. */
export const marketingChoiceWrite: WritePolicy<undefined, MarketingIntent> = {
  name: "privacy-choices",
  method: { message: "Use POST to save your choice.", allow: "POST" },
  sameSite: { message: "Your choice can only be saved from this site." },
  body: readIntent,
};
