import { describe, expect, it } from "vitest";
import { formId, itemForm } from "./console-operations.server";

const form = (fields: Record<string, string>) => {
  const value = new FormData();
  for (const [name, text] of Object.entries(fields)) value.set(name, text);
  return { kind: "form" as const, value };
};
const intents = { reply: "", hide: "" };

describe("a console item's form", () => {
  it("reads the intent, the id and the text typed", () => {
    expect(itemForm(form({ intent: "reply", id: "42", text: "Thank you." }), intents)).toEqual({
      intent: "reply",
      id: 42,
      text: "Thank you.",
    });
    expect(itemForm({ kind: "json", value: { intent: "hide", id: 7 } }, intents)).toEqual({
      intent: "hide",
      id: 7,
      text: "",
    });
  });

  it("is not understood with another intent or without a whole, positive id", () => {
    expect(itemForm(form({ intent: "delete", id: "42" }), intents)).toBeUndefined();
    expect(itemForm(form({ intent: "toString", id: "42" }), intents)).toBeUndefined();
    for (const id of ["", "0", "-1", "1.5", "1e3", "9".repeat(16)]) {
      expect(itemForm(form({ intent: "reply", id }), intents), id).toBeUndefined();
      expect(formId(form({ id }))).toBeUndefined();
    }
  });
});
