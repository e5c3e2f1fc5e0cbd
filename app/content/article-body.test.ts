import { describe, expect, it } from "vitest";
import { headingTag, parseArticleBody } from "./article-body";

describe("article body format", () => {
  it("turns one, two or three hash marks into headings of three levels", () => {
    expect(parseArticleBody("# One\n## Two\n### Three")).toEqual([
      { type: "heading", level: 1, text: "One" },
      { type: "heading", level: 2, text: "Two" },
      { type: "heading", level: 3, text: "Three" },
    ]);
  });

  it("drops trailing hash marks from a heading", () => {
    expect(parseArticleBody("## Sleep well ##")).toEqual([
      { type: "heading", level: 2, text: "Sleep well" },
    ]);
  });

  it("keeps four hash marks, or hashes without a space, as a paragraph", () => {
    expect(parseArticleBody("#### Too deep\n#hashtag")).toEqual([
      { type: "paragraph", text: "#### Too deep" },
      { type: "paragraph", text: "#hashtag" },
    ]);
  });

  it("turns a wholly bold line into a bold paragraph", () => {
    expect(parseArticleBody("**Drink water first.**")).toEqual([
      { type: "bold", text: "Drink water first." },
    ]);
  });

  it("keeps partly bold lines and a bare ** as paragraphs", () => {
    expect(parseArticleBody("**Tip:** rest\n**\n**a** and **b**")).toEqual([
      { type: "paragraph", text: "**Tip:** rest" },
      { type: "paragraph", text: "**" },
      { type: "paragraph", text: "**a** and **b**" },
    ]);
  });

  it("groups consecutive dash lines into one list", () => {
    expect(parseArticleBody("- Oats\n- Berries\n\n- Walnuts")).toEqual([
      { type: "list", items: ["Oats", "Berries"] },
      { type: "break" },
      { type: "list", items: ["Walnuts"] },
    ]);
  });

  it("collapses blank lines into one break and trims the ends", () => {
    expect(parseArticleBody("\n\nFirst\n\n\n\nSecond\n\n")).toEqual([
      { type: "paragraph", text: "First" },
      { type: "break" },
      { type: "paragraph", text: "Second" },
    ]);
  });

  it("keeps markup as plain text", () => {
    expect(parseArticleBody('<script>alert("x")</script>')).toEqual([
      { type: "paragraph", text: '<script>alert("x")</script>' },
    ]);
  });

  it("handles Windows line endings and mixed content", () => {
    expect(parseArticleBody("## Why\r\nBecause.\r\n- a\r\n**Note**")).toEqual([
      { type: "heading", level: 2, text: "Why" },
      { type: "paragraph", text: "Because." },
      { type: "list", items: ["a"] },
      { type: "bold", text: "Note" },
    ]);
  });

  it("maps the body's top heading level to h2", () => {
    expect(headingTag(2, 2)).toBe("h2");
    expect(headingTag(3, 2)).toBe("h3");
    expect(headingTag(1, 1)).toBe("h2");
    expect(headingTag(3, 1)).toBe("h4");
  });
});
