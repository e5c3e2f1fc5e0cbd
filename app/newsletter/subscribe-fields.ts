import * as z from "zod/mini";
import { checkForm, type CheckedForm } from "../forms/field-errors";
import type { FormOutcome } from "../forms/form-outcome";
import { emailAddress } from "../forms/text-fields";

const subscribeSchema = z.object({
  email: emailAddress(),
});

export function validateSubscribe(input: unknown): CheckedForm<{ email: string }> {
  return checkForm(subscribeSchema, input);
}

/** The sign-up form's answer; the address typed is kept unless the sign-up succeeded. */
export type SubscribeOutcome = FormOutcome<{ status: "subscribed" }, "email", { email: string }>;
