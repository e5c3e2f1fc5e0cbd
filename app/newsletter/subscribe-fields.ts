import * as z from "zod/mini";
import { fieldErrors, type FieldErrors } from "../forms/field-errors";
import type { FormOutcome } from "../forms/form-outcome";
import { emailAddress } from "../forms/text-fields";

export const subscribeSchema = z.object({
  email: emailAddress(),
});

export function validateSubscribe(
  input: unknown,
): { ok: true; value: { email: string } } | { ok: false; errors: FieldErrors<"email"> } {
  const result = subscribeSchema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: fieldErrors(result.error.issues) };
}

/** The sign-up form's answer; the address typed is kept unless the sign-up succeeded. */
export type SubscribeOutcome = FormOutcome<{ status: "subscribed" }, "email", { email: string }>;
