import * as z from "zod/mini";
import { checkForm, type CheckedForm } from "~/forms/field-errors";
import type { FormOutcome } from "~/forms/form-outcome";
import { emailAddress } from "~/forms/text-fields";

const backInStockSchema = z.object({ email: emailAddress() });

export function validateBackInStock(input: unknown): CheckedForm<{ email: string }> {
  return checkForm(backInStockSchema, input);
}

/** The "Notify me" form's answer; the address typed is kept unless the request was stored. */
export type BackInStockOutcome = FormOutcome<
  { status: "requested"; slug: string },
  "email",
  { email: string }
>;
