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

  it("names passkeys and people instead of their ids, and says what a photo decision was", () => {
    const names = { passkeys: { "AbC-raw_id": "Chrome on macOS" }, people: { "3": "Ada" } };
    expect(auditSubjectWords("passkey AbC-raw_id", names)).toBe("Passkey “Chrome on macOS”");
    expect(auditSubjectWords("passkey gone-id", names)).toBe("A passkey since removed");
    expect(auditSubjectWords("person 3", names)).toBe("Person: Ada");
    expect(
      auditDetailWords("sign-in", { passkey: "AbC-raw_id", person: 3 }, names).map(
        (detail) => detail.text,
      ),
    ).toEqual(["With passkey “Chrome on macOS”", "Person: Ada"]);
    expect(auditActionWords("decide-photo", { approved: true })).toBe("Approved a review photo");
    expect(auditActionWords("decide-photo", { approved: false })).toBe("Rejected a review photo");
    expect(auditDetailWords("decide-photo", { approved: false })[0]!.text).toBe("Kept from view");
  });
});
