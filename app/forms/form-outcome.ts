import type { FieldErrors } from "./field-errors";

/**
 * What a form's action answers, with and without JavaScript: the form's own success, field errors
 * with what was typed, a failure to store (typed values kept), or a refusal by the write guard
 * (too many posts, wrong site, too large…) with its message.
 */
export type FormOutcome<Success extends { status: string }, Field extends string, Values> =
  | Success
  | { status: "invalid"; errors: FieldErrors<Field>; values: Values }
  | { status: "failed"; values?: Values }
  | { status: "rejected"; message: string; values?: Values };

/** The values a form shows again after an answer other than success. */
export function keptValues<Values>(
  outcome: { status: string; values?: Values } | undefined,
): Values | undefined {
  return outcome && "values" in outcome ? outcome.values : undefined;
}
