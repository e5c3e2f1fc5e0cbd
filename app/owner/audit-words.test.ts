import { describe, expect, it } from "vitest";
import { auditActionWords, auditDetailWords, auditSubjectWords, humanise } from "./audit-words";

describe("audit log in words", () => {
  it("names known actions and humanises new ones", () => {
    expect(auditActionWords("hide-review")).toBe("Hid a review");
    expect(auditActionWords("sign-in")).toBe("Signed in");
    expect(auditActionWords("passkey-added")).toBe("Added a passkey");
    expect(auditActionWords("rotate-secret-key")).toBe("Rotate secret key");
    expect(auditSubjectWords("review 12")).toBe("Review 12");
  });

  it("says an erasure's counts in words, never as raw keys", () => {
    const words = auditDetailWords("erase-personal-data", {
      messages: 2,
      subscribers: 1,
      deliveries: 0,
      sentToKlaviyo: 0,
    }).map((detail) => detail.text);
    expect(words).toEqual([
      "2 messages erased",
      "1 sign-up erased",
      "0 deliveries erased",
      "None had been sent to Klaviyo",
    ]);
    expect(words.join(" ")).not.toMatch(/sentToKlaviyo|: 0/);
  });

  it("reads products by name, replies and handled flags as phrases", () => {
    expect(
      auditDetailWords("reply-review", { product: "no-such-key", reply: "removed" }).map(
        (detail) => detail.text,
      ),
    ).toEqual(["Product: no-such-key", "Reply removed"]);
    expect(auditDetailWords("handle-message", { handled: false })[0]!.text).toBe(
      "Marked not handled",
    );
  });

  it("gives times to the reader's clock and unknown keys readable names", () => {
    expect(auditDetailWords("invite", { expiresAt: "2026-01-05T14:03:00.000Z" })).toEqual([
      { text: "Expires", time: "2026-01-05T14:03:00.000Z" },
    ]);
    expect(
      auditDetailWords("sign-in", {
        deviceName: "Laptop",
        usedAt: "2026-01-05T14:03:00.000Z",
        remembered: true,
        note: null,
      }),
    ).toEqual([
      { text: "Device name: Laptop" },
      { text: "Used at", time: "2026-01-05T14:03:00.000Z" },
      { text: "Remembered: yes" },
      { text: "Note: none" },
    ]);
    expect(humanise("sentToKlaviyo")).toBe("Sent to klaviyo");
  });
});
