import { describe, expect, it } from "vitest";
import { selfTimeBySource, shortSource, sourceAt } from "./script-sources";

// Line 0: column 0 from source 0, column 5 from source 1; line 1: column 2 from source 1, then
// column 4 unmapped. ("AAAA": col 0, src 0; "KCAA": col +5, src +1; "EAAA": col 2, src +0;
// "E": col +2, no source.)
const map = {
  version: 3,
  sources: ["../../app/sections/layout/menu-sheet.tsx", "../../node_modules/react-dom/cjs/x.js"],
  mappings: "AAAA,KCAA;EAAA,E",
};

describe("source of a generated position", () => {
  it("finds the segment that starts at or before the column", () => {
    expect(sourceAt(map, 0, 0)).toBe(map.sources[0]);
    expect(sourceAt(map, 0, 4)).toBe(map.sources[0]);
    expect(sourceAt(map, 0, 9)).toBe(map.sources[1]);
    expect(sourceAt(map, 1, 3)).toBe(map.sources[1]);
    expect(sourceAt(map, 1, 7)).toBeNull();
    expect(sourceAt(map, 5, 0)).toBeNull();
  });

  it("shortens a path to the app's file or the package", () => {
    expect(shortSource(map.sources[0]!)).toBe("app/sections/layout/menu-sheet.tsx");
    expect(shortSource(map.sources[1]!)).toBe("react-dom");
    expect(shortSource("../../node_modules/@remix-run/router/x.js")).toBe("@remix-run/router");
  });
});

describe("self time by source", () => {
  const frame = (id: number, functionName: string, url: string, columnNumber = 0) => ({
    id,
    callFrame: { functionName, url, lineNumber: 0, columnNumber },
  });
  const profile = {
    nodes: [
      frame(1, "(root)", ""),
      frame(2, "(idle)", ""),
      frame(3, "render", "http://127.0.0.1:1/assets/entry.client-X.js", 0),
      frame(4, "commit", "http://127.0.0.1:1/assets/entry.client-X.js", 9),
      frame(5, "(garbage collector)", ""),
      frame(6, "other", "http://127.0.0.1:1/assets/unmapped-Y.js"),
      frame(7, "showModal", ""),
    ],
    samples: [2, 3, 4, 4, 5, 6, 7],
    timeDeltas: [50_000, 1_000, 2_000, 3_000, 500, 250, 100],
  };

  it("adds each sampled function's time to its source, idle left out", () => {
    const shares = selfTimeBySource(profile, (url, line, column) =>
      url.includes("entry.client") ? sourceAt(map, line, column) : undefined,
    );
    expect(shares).toEqual([
      { source: "react-dom", ms: 5 },
      { source: "app/sections/layout/menu-sheet.tsx", ms: 1 },
      { source: "(garbage collector)", ms: 0.5 },
      { source: "unmapped-Y.js", ms: 0.25 },
      { source: "showModal (built-in)", ms: 0.1 },
    ]);
  });
});
