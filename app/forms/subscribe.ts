import * as z from "zod/mini";
import { fieldErrors, type FieldErrors } from "./field-errors";

export const subscribeSchema = z.object({
  email: z
    .string("Please enter your email address.")
    .check(
      z.trim(),
      z.minLength(1, "Please enter your email address."),
      z.maxLength(254, "That email address is too long."),
      z.email("Please enter a valid email address, like name@example.com."),
    ),
});

export function validateSubscribe(
  input: unknown,
): { ok: true; value: { email: string } } | { ok: false; errors: FieldErrors<"email"> } {
  const result = subscribeSchema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: fieldErrors(result.error.issues) };
}
