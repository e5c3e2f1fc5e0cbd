import { describe, expect, it } from "vitest";
import { counted, erasureSentence } from "./erasure-words";

describe("an erasure in words", () => {
  it("puts each count's noun in the right number, never “(s)”", () => {
    const sentence = erasureSentence(
      {
        messages: 1,
        subscribers: 0,
        questions: 2,
        backInStock: 1,
        deliveries: 2,
        orders: 1,
        reviewRequests: 3,
        reviews: 1,
        photos: 0,
        errorTexts: 0,
        sentToKlaviyo: 1,
      },
      "ada@shop.test",
    );
    expect(sentence).toBe(
      "Erased 1 message, 0 sign-ups, 2 questions, 1 back-in-stock request, 1 order with 3 review " +
        "links, 1 review posted through them (with 0 photos), 0 stored error texts and 2 delivery " +
        "records about ada@shop.test. 1 sign-up or request had reached Klaviyo: remove the person " +
        "there too.",
    );
    expect(sentence).not.toContain("(s)");
    expect(counted(2, "review link", "review links")).toBe("2 review links");
  });
});
