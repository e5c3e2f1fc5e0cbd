import * as z from "zod/mini";
import { withThousands } from "~/lib/numbers";
import {
  controlCharacterMessage,
  hasControlCharacter,
  limitCombiningMarks,
  normaliseLineBreaks,
} from "./plain-text";

/**
 * A required text field: line breaks as LF, trimmed, no control characters, at most two combining
 * marks per letter (more are dropped), not empty (`emptyMessage`), at most `max` characters. `of`
 * names the field in the other messages: "your name" gives "Please keep your name under 100
 * characters."
 */
export function requiredText(of: string, max: number, emptyMessage: string) {
  return z.string(emptyMessage).check(
    z.overwrite((text) => limitCombiningMarks(normaliseLineBreaks(text))),
    z.trim(),
    z.refine((text) => !hasControlCharacter(text), controlCharacterMessage(of)),
    z.minLength(1, emptyMessage),
    z.maxLength(max, `Please keep ${of} ${underCharacters(max)}.`),
  );
}

/** A required email address, the same on every form. */
export function emailAddress(max = 254) {
  return z.string("Please enter your email address.").check(
    z.trim(),
    z.refine((text) => !hasControlCharacter(text), controlCharacterMessage("the email address")),
    z.minLength(1, "Please enter your email address."),
    z.maxLength(max, "That email address is too long."),
    z.email("Please enter a valid email address, like name@example.com."),
  );
}

/** "under 5,000 characters" */
function underCharacters(limit: number): string {
  return `under ${withThousands(limit)} characters`;
}
