import { data } from "react-router";
import { diseaseClaimWords } from "~/lib/disease-claims";
import type { ParsedBody } from "~/guard/request-body.server";
import { claimCheckedField } from "./claim-parts";
import { formField } from "./console-operations.server";
import { ownerResponseHeaders } from "./owner-headers";

/**
 * The disease-claim words a reply box must warn about before the reply is posted: those of the
 * item replied to and of the reply itself. Empty when the reply may go, or the owner ticked the
 * warning's box.
 */
function unconfirmedClaims(body: ParsedBody, texts: (string | null)[]): string[] {
  if (formField(body, claimCheckedField) === "yes") return [];
  return [...new Set(texts.flatMap((text) => diseaseClaimWords(text)))];
}

/** The message of a reply held back for its warning. */
const claimHeldMessage =
  "This reply was not posted: the text may be a disease claim. Read the warning, then tick its box to post.";

/**
 * A console reply held back (422, what was typed kept, the warning's words) while its item or its
 * own text may be a disease claim and the warning's box is not ticked; undefined when it may go.
 */
export function heldForClaims(
  body: ParsedBody,
  typed: { id: number; intent: string; text: string },
  texts: (string | null)[],
) {
  const claims = unconfirmedClaims(body, [...texts, typed.text]);
  if (!claims.length) return undefined;
  return data(
    { ok: false as const, ...typed, claims, error: claimHeldMessage },
    { status: 422, headers: ownerResponseHeaders },
  );
}
