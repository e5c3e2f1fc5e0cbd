import { describe, expect, it } from "vitest";
import { highlight, snippet } from "./snippet";

const terms = (...words: string[]) => new Set(words);
const text = (segments: { text: string }[]) => segments.map((segment) => segment.text).join("");

describe("highlight", () => {
  it("marks whole words whose folded form matched, keeping every character", () => {
    expect(highlight("Cleanses & Magnesium, daily", terms("cleanse", "magnesium"))).toEqual([
      { text: "Cleanses", match: true },
      { text: " & " },
      { text: "Magnesium", match: true },
      { text: ", daily" },
    ]);
  });

  it("keeps markup as text, never as HTML", () => {
    const segments = highlight('<img src=x onerror="alert(1)"> zinc', terms("zinc"));
    expect(text(segments)).toBe('<img src=x onerror="alert(1)"> zinc');
    expect(segments.at(-1)).toEqual({ text: "zinc", match: true });
  });
});

describe("snippet", () => {
  const long =
    "Our gentle formula blends twelve botanicals gathered from small farms across the valley. " +
    "Each capsule carries organic magnesium for relaxed muscles and restful sleep every night, " +
    "and the blend is tested by an independent lab before it ships to you.";

  it("starts a few words before the first match, with ellipses where text is cut", () => {
    const segments = snippet([long], terms("magnesium"), 80);
    expect(segments[0]).toEqual({ text: "… Each capsule carries organic " });
    expect(text(segments).endsWith(" …")).toBe(true);
    expect(segments.filter((segment) => segment.match)).toEqual([
      { text: "magnesium", match: true },
    ]);
    expect(text(segments).length).toBeLessThanOrEqual(80 + 4);
  });

  it("takes the first text that holds a match", () => {
    const segments = snippet(["Nothing here.", "Supports restful sleep."], terms("sleep"));
    expect(text(segments)).toBe("Supports restful sleep.");
    expect(segments).toEqual([
      { text: "Supports restful " },
      { text: "sleep", match: true },
      { text: "." },
    ]);
  });

  it("shows the start of the first text when no word matched", () => {
    expect(text(snippet([long], terms("zzz"), 40))).toBe("Our gentle formula blends twelve …");
  });

  it("handles no text at all", () => {
    expect(snippet([], terms("a"))).toEqual([]);
  });
});
