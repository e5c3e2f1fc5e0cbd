import { describe, expect, it } from "vitest";
import {
  controlCharacterPath,
  hasControlCharacter,
  limitCombiningMarks,
  normaliseLineBreaks,
} from "./plain-text";
import { validateContact } from "../contact/contact-fields";
import { validateReview } from "../reviews/review-fields";
import { validateSubscribe } from "../newsletter/subscribe-fields";

describe("control characters", () => {
  it.each(["\u0000", "\u0001", "\u0008", "\u000b", "\u000c", "\u001b", "\u001f", "\u007f"])(
    "finds U+%s",
    (control) => expect(hasControlCharacter(`a${control}b`)).toBe(true),
  );
  it.each(["plain", "tab\there", "line\nbreak", "crlf\r\n", "émoji 🌿", "\u202Eevil", "\u00a0"])(
    "lets %j through",
    (text) => expect(hasControlCharacter(text)).toBe(false),
  );
  it("names the path of the first string holding one", () => {
    expect(controlCharacterPath({ id: 3, text: "fine", nested: { name: "a\u0000" } })).toEqual([
      "nested",
      "name",
    ]);
    expect(controlCharacterPath({ id: 3, search: "ok" })).toBeUndefined();
  });
  it("is refused by every form's schema with the field's message", () => {
    const review = validateReview({
      reviewKey: "bone-rock",
      name: "A\u0000",
      rating: 5,
      reviewText: "ok",
    });
    expect(review).toEqual({
      ok: false,
      errors: { name: expect.stringMatching(/control character .* from your name\.$/) },
    });
    const contact = validateContact({ name: "A", email: "a@b.co", phone: "", message: "x\u001by" });
    expect(contact).toEqual({
      ok: false,
      errors: { message: expect.stringMatching(/from your message\.$/) },
    });
    expect(validateSubscribe({ email: "a\u0000@b.co" })).toEqual({
      ok: false,
      errors: { email: expect.stringMatching(/from the email address\.$/) },
    });
  });
});

describe("line breaks", () => {
  it("stores CR LF and lone CR as LF", () => {
    expect(normaliseLineBreaks("a\r\nb\rc\nd")).toBe("a\nb\nc\nd");
    const review = validateReview({
      reviewKey: "bone-rock",
      name: "Ann",
      rating: 5,
      reviewText: "one\r\ntwo",
    });
    expect(review.ok && review.value.reviewText).toBe("one\ntwo");
  });
});

describe("combining marks", () => {
  it("keeps at most two on a letter", () => {
    expect(limitCombiningMarks(`a${"\u0300\u0316\u0317".repeat(1_000)}b`)).toBe("à\u0316\u0317b");
    expect(limitCombiningMarks(`x${"\u0489".repeat(5)}`)).toBe("x\u0489\u0489");
  });
  it("leaves ordinary text, accents and scripts with marks alone", () => {
    for (const text of ["café", "cafe\u0301", "Tiếng Việt", "हिन्दी", "שָׁלוֹם", "🌿 herbal"]) {
      expect(limitCombiningMarks(text)).toBe(text.normalize("NFC"));
    }
  });
  it("is applied when a review is written", () => {
    const review = validateReview({
      reviewKey: "bone-rock",
      name: "Z\u0335\u0336\u0337\u0338",
      rating: 5,
      reviewText: `o${"\u0334".repeat(3_700)}k`,
    });
    expect(review.ok && review.value).toMatchObject({
      name: "Z\u0335\u0336",
      reviewText: "o\u0334\u0334k",
    });
  });
});
