import { data } from "react-router";
import { database } from "~/db/connection.server";
import type { ParsedBody } from "~/guard/request-body.server";
import { announceReviewChange } from "~/reviews/live/live-feed-instance.server";
import type { ConsoleOwner } from "./console-session.server";
import { consoleActor } from "./owner-audit.server";
import {
  runOwnerOperation,
  type OwnerOperationName,
  type OwnerOperationResult,
} from "./owner-operations.server";
import { ownerResponseHeaders } from "./owner-headers";
import { OwnerError, type OwnerReview } from "./owner-types";

/** A console operation: the registry's, run by the signed-in person (named in the audit log). */
export async function runAsOwner<Name extends OwnerOperationName>(
  owner: ConsoleOwner,
  name: Name,
  input: unknown,
): Promise<OwnerOperationResult<Name>> {
  return runOwnerOperation(await database(), name, input, consoleActor(owner));
}

/** A review changed from the console: this process drops its cached pages at once (others by NOTIFY). */
export function reviewChanged(review: Pick<OwnerReview, "reviewKey">): void {
  announceReviewChange(review.reviewKey);
}

/** One text field of a console form (JSON bodies too), "" when absent. */
export function formField(body: ParsedBody, name: string): string {
  const value = body.kind === "form" ? body.value.get(name) : body.value[name];
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

/** A whole-number id from a form field, or undefined. */
export function formId(body: ParsedBody, name = "id"): number | undefined {
  const text = formField(body, name);
  return /^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}

/**
 * A console item's form (a review's or a question's buttons and text box): its intent, one of
 * `intents`, the item's id and the text typed; undefined when the form is not one of them.
 */
export function itemForm(body: ParsedBody, intents: Record<string, unknown>) {
  const intent = formField(body, "intent");
  const id = formId(body);
  if (id === undefined || !Object.hasOwn(intents, intent)) return undefined;
  return { intent, id, text: formField(body, "text") };
}

/** An owner error in plain words: "Invalid input for reply-review: text: Keep…" → "Keep…". */
export function ownerErrorText(error: OwnerError): string {
  return error.message.replace(/^Invalid input for [\w-]+: (?:[\w.]+: )?/, "");
}

/**
 * What a console action answers when the operation refuses (unknown id, too long…): 422 with the
 * message and what was typed, for the page to show again. Anything else is a real failure.
 */
export function refused<Values extends Record<string, unknown>>(error: unknown, values: Values) {
  if (error instanceof OwnerError) {
    return data(
      { ok: false as const, error: ownerErrorText(error), ...values },
      { status: 422, headers: ownerResponseHeaders },
    );
  }
  throw error;
}

/**
 * A console list read with what the owner typed (a search): the list, or, when the operation
 * refuses the input (a control character in the search), no rows and the reason, answered 422.
 */
export async function consoleList<Row, Rest extends Record<string, unknown>>(
  read: () => Promise<Row[]>,
  rest: Rest,
) {
  try {
    return data({ rows: await read(), problem: null, ...rest });
  } catch (error) {
    if (!(error instanceof OwnerError)) throw error;
    return data(
      { rows: [] as Row[], problem: ownerErrorText(error), ...rest },
      { status: 422, headers: ownerResponseHeaders },
    );
  }
}

/** 400 for a form the console never sends (unknown intent, no id). */
export function badForm(message = "This form was not understood.") {
  return data(
    { ok: false as const, error: message },
    { status: 400, headers: ownerResponseHeaders },
  );
}

/**
 * One page of a newest-first console list: `read` is asked for one row more than a page (whether
 * an older page exists). When the operation refuses the filters, no rows and the reason, 422.
 */
export async function consoleListPage<Row, Typed extends Record<string, string>>(
  read: (limit: number, offset: number) => Promise<Row[]>,
  { typed, page, perPage }: { typed: Typed; page: number; perPage: number },
) {
  try {
    const rows = await read(perPage + 1, (page - 1) * perPage);
    return { typed, page, rows: rows.slice(0, perPage), more: rows.length > perPage, problem: "" };
  } catch (error) {
    if (!(error instanceof OwnerError)) throw error;
    return data(
      { typed, page, rows: [] as Row[], more: false, problem: ownerErrorText(error) },
      { status: 422, headers: ownerResponseHeaders },
    );
  }
}
