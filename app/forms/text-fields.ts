import * as z from "zod/mini";

/** A required text field: trimmed, not empty, at most `max` characters, each rule with its message. */
export function requiredText(emptyMessage: string, max: number, tooLongMessage: string) {
  return z
    .string(emptyMessage)
    .check(z.trim(), z.minLength(1, emptyMessage), z.maxLength(max, tooLongMessage));
}

/** A required email address, the same on every form. */
export function emailAddress(max = 254) {
  return z
    .string("Please enter your email address.")
    .check(
      z.trim(),
      z.minLength(1, "Please enter your email address."),
      z.maxLength(max, "That email address is too long."),
      z.email("Please enter a valid email address, like name@example.com."),
    );
}

/** "under 5,000 characters" */
export function underCharacters(limit: number): string {
  return `under ${limit.toLocaleString("en-US")} characters`;
}
