import { describe, expect, it, vi } from "vitest";
import { confirmDeletion } from "./confirm";

describe("confirming a deletion", () => {
  const question = "Delete review 4 by Sam?";

  it("needs no question with --yes", async () => {
    const ask = vi.fn();
    expect(await confirmDeletion(question, { yes: true, interactive: false, ask })).toBe(
      "confirmed",
    );
    expect(ask).not.toHaveBeenCalled();
  });

  it("refuses without --yes when there is no terminal to ask on", async () => {
    const ask = vi.fn();
    expect(await confirmDeletion(question, { yes: false, interactive: false, ask })).toBe(
      "no-terminal",
    );
    expect(ask).not.toHaveBeenCalled();
  });

  it.each([
    ["y", "confirmed"],
    ["YES", "confirmed"],
    [" y ", "confirmed"],
    ["", "declined"],
    ["n", "declined"],
    ["yep", "declined"],
  ])("asks on a terminal: %j is %s", async (answer, outcome) => {
    const ask = vi.fn().mockResolvedValue(answer);
    expect(await confirmDeletion(question, { yes: false, interactive: true, ask })).toBe(outcome);
    expect(ask).toHaveBeenCalledWith("Delete review 4 by Sam? [y/N] ");
  });
});
