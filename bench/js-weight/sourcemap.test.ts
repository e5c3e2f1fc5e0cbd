import { describe, expect, it } from "vitest";
import { bytesBySource, decodeVlqSegment, generatedSpans } from "./sourcemap";

describe("decodeVlqSegment", () => {
  it("decodes single digits, negatives and continuations", () => {
    expect(decodeVlqSegment("A")).toEqual([0]);
    expect(decodeVlqSegment("C")).toEqual([1]);
    expect(decodeVlqSegment("D")).toEqual([-1]);
    expect(decodeVlqSegment("gB")).toEqual([16]);
    expect(decodeVlqSegment("AAgBC")).toEqual([0, 0, 16, 1]);
  });

  it("rejects characters outside base64 and truncated values", () => {
    expect(() => decodeVlqSegment("A!")).toThrow(/Invalid/);
    expect(() => decodeVlqSegment("g")).toThrow(/Truncated/);
  });
});

describe("generatedSpans", () => {
  const map = {
    version: 3,
    sources: ["../node_modules/react/index.js", "../../app/x.ts"],
    // Line 0: col 0 → source 0, col 3 → source 1; line 1: col 0 → source 1, col 1 unmapped.
    mappings: "AAAA,GCAA;AAAA,C",
  };

  it("attributes each run of bytes to the segment that starts it", () => {
    expect(generatedSpans("aaabbb\ncc", map)).toEqual([
      { source: 0, bytes: 3 },
      { source: 1, bytes: 3 },
      { source: null, bytes: 1 },
      { source: 1, bytes: 1 },
      { source: null, bytes: 1 },
    ]);
  });

  it("counts UTF-8 bytes, not UTF-16 columns", () => {
    const { bySource } = bytesBySource("aé€bbb\ncc", map);
    expect(bySource.get("../node_modules/react/index.js")).toBe(1 + 2 + 3);
  });

  it("counts bytes before the first segment as unmapped", () => {
    const { bySource, unmapped } = bytesBySource("xyz", {
      version: 3,
      sources: ["a.ts"],
      mappings: "EAAA",
    });
    expect(bySource.get("a.ts")).toBe(1);
    expect(unmapped).toBe(2);
  });
});
