import { describe, expect, it } from "vitest";
import { metaDescription } from "./seo";

describe("metaDescription", () => {
  it("keeps a short text as it is", () => {
    expect(metaDescription("A short  description.")).toBe("A short description.");
  });
  it("keeps whole sentences that fit", () => {
    const first = "First sentence that is reasonably long, about supplements and daily habits.";
    const second =
      "Second sentence that would push the whole text well past the limit that search results show in full, so it is left out.";
    expect(metaDescription(`${first} ${second}`)).toBe(first);
  });
  it("cuts one long sentence at a word, with an ellipsis", () => {
    const text = `${"word ".repeat(60)}end.`;
    const cut = metaDescription(text);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/word…$/);
  });
});
