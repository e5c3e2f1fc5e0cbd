import { describe, expect, it } from "vitest";
import { validateContact } from "./contact-fields";

const valid = { name: " Ada ", email: "ada@example.com", phone: "", message: "Hello there" };

describe("contact form rules", () => {
  it("accepts a complete message and trims it", () => {
    expect(validateContact(valid)).toEqual({
      ok: true,
      value: { name: "Ada", email: "ada@example.com", phone: "", message: "Hello there" },
    });
  });

  it("requires name, email and message, naming each", () => {
    const result = validateContact({ name: " ", email: "", phone: "", message: "" });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: "Please enter your name.",
        email: "Please enter your email address.",
        message: "Please enter a message.",
      },
    });
  });

  it("rejects a malformed email", () => {
    expect(validateContact({ ...valid, email: "ada@" })).toMatchObject({
      ok: false,
      errors: { email: "Please enter a valid email address, like name@example.com." },
    });
  });

  it("accepts an optional phone and rejects letters in it", () => {
    expect(validateContact({ ...valid, phone: "+1 (313) 555-0100" }).ok).toBe(true);
    expect(validateContact({ ...valid, phone: "call me" })).toMatchObject({
      ok: false,
      errors: { phone: expect.any(String) },
    });
  });

  it("limits the message length", () => {
    expect(validateContact({ ...valid, message: "x".repeat(5001) }).ok).toBe(false);
    expect(validateContact({ ...valid, message: "x".repeat(5000) }).ok).toBe(true);
  });
});
