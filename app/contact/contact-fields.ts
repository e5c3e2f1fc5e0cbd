import * as z from "zod/mini";
import { checkForm, type CheckedForm } from "../forms/field-errors";
import type { FormOutcome } from "../forms/form-outcome";
import { emailAddress, requiredText } from "../forms/text-fields";

export const contactLimits = { name: 100, email: 254, phone: 30, message: 5000 } as const;

const phonePattern = /^[0-9+().\-\s]*$/;

/** One schema for the contact form, used in the browser and re-checked by the server. */
const contactSchema = z.object({
  name: requiredText("your name", contactLimits.name, "Please enter your name."),
  email: emailAddress(contactLimits.email),
  phone: z
    .string()
    .check(
      z.trim(),
      z.maxLength(contactLimits.phone, "That phone number is too long."),
      z.regex(phonePattern, "Phone numbers may contain digits, spaces, +, -, ( and ) only."),
    ),
  message: requiredText("your message", contactLimits.message, "Please enter a message."),
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

export function validateContact(values: Record<ContactField, string>): CheckedForm<ContactMessage> {
  return checkForm(contactSchema, values);
}

export type ContactValues = Record<ContactField, string>;

/** The contact form's answer: sent (the form clears), or a message with what was typed kept. */
export type ContactOutcome = FormOutcome<{ status: "sent" }, ContactField, ContactValues>;
