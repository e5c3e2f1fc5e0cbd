import * as z from "zod/mini";
import { fieldErrors, type FieldErrors } from "../forms/field-errors";
import type { FormOutcome } from "../forms/form-outcome";
import { emailAddress, requiredText, underCharacters } from "../forms/text-fields";

export const contactLimits = { name: 100, email: 254, phone: 30, message: 5000 } as const;

const phonePattern = /^[0-9+().\-\s]*$/;

/** One schema for the contact form, used in the browser and re-checked by the server. */
export const contactSchema = z.object({
  name: requiredText(
    "Please enter your name.",
    contactLimits.name,
    `Please keep your name ${underCharacters(contactLimits.name)}.`,
    "your name",
  ),
  email: emailAddress(contactLimits.email),
  phone: z
    .string()
    .check(
      z.trim(),
      z.maxLength(contactLimits.phone, "That phone number is too long."),
      z.regex(phonePattern, "Phone numbers may contain digits, spaces, +, -, ( and ) only."),
    ),
  message: requiredText(
    "Please enter a message.",
    contactLimits.message,
    `Please keep your message ${underCharacters(contactLimits.message)}.`,
    "your message",
  ),
});

export type ContactMessage = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactMessage;

export function readContactForm(form: FormData | Record<string, unknown>) {
  const get = (key: ContactField) => {
    const value = form instanceof FormData ? form.get(key) : form[key];
    return typeof value === "string" ? value : "";
  };
  return { name: get("name"), email: get("email"), phone: get("phone"), message: get("message") };
}

export function validateContact(
  values: Record<ContactField, string>,
): { ok: true; value: ContactMessage } | { ok: false; errors: FieldErrors<ContactField> } {
  const result = contactSchema.safeParse(values);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: fieldErrors(result.error.issues) };
}

export type ContactValues = Record<ContactField, string>;

/** The contact form's answer: sent (the form clears), or a message with what was typed kept. */
export type ContactOutcome = FormOutcome<{ status: "sent" }, ContactField, ContactValues>;
