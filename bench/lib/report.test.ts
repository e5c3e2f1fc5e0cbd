import { describe, expect, it } from "vitest";
import {
  assembleDocument,
  parseDocument,
  renderPart,
  table,
  tableOf,
  type BudgetRow,
} from "./report";

const order = [
  { name: "one", title: "Part one" },
  { name: "two", title: "Part two" },
];

/** One part's section, as a run renders it. */
const rendered = (name: "one" | "two", body: string, budgets: BudgetRow[], date: string) =>
  renderPart({ name, title: name === "one" ? "Part one" : "Part two", body, budgets }, date);

const january = "2026-01-01T00:00:00Z";
const february = "2026-02-01T00:00:00Z";

describe("docs/benchmarks.md", () => {
  it("rewrites one part and keeps the others, with a summary of every part's budgets", () => {
    const first = assembleDocument(
      undefined,
      [
        rendered(
          "one",
          "figures --> one",
          [{ budget: "A ≤ 1", measured: "2", status: "not met", note: "too slow" }],
          january,
        ),
        rendered("two", "figures two", [{ budget: "B", measured: "1", status: "met" }], january),
      ],
      { order, intro: "Intro." },
    );
    const second = assembleDocument(
      first,
      [
        rendered(
          "two",
          "new figures two",
          [{ budget: "B", measured: "3", status: "met" }],
          february,
        ),
      ],
      { order, intro: "Intro." },
    );
    expect(second).toContain("figures --> one");
    expect(second).toContain("new figures two");
    expect(second).not.toContain("| figures two");
    expect(second).toMatch(
      /\| A ≤ 1 \| 2 \| ❌ not met \| too slow \| \[Part one\]\(#part-one\) \|/,
    );
    expect(second).toMatch(/\| B \| 3 \| ✅ met \|/);
    const parts = parseDocument(second);
    expect([...parts.keys()]).toEqual(["one", "two"]);
    expect(parts.get("two")!.date).toBe(february);
    expect(parts.get("one")!.budgets[0]!.note).toBe("too slow");
  });

  it("marks parts that have not run", () => {
    const document = assembleDocument(undefined, [], { order, intro: "Intro." });
    expect(document).toContain("Not run yet: `npm run bench -- one`.");
    expect(document).toContain("No part has run yet.");
  });

  it("right-aligns columns of figures and escapes pipes", () => {
    expect(table(["Page", "req/s", "Note"], [["a|b", "1,234", "x"]])).toBe(
      ["| Page | req/s | Note |", "| --- | ---: | --- |", "| a\\|b | 1,234 | x |"].join("\n"),
    );
  });

  it("writes each column's header beside how its cell is made", () => {
    const rows = [
      { page: "/", rate: 1234.4 },
      { page: "/faq", rate: 56 },
    ];
    expect(
      tableOf(rows, [
        ["Page", (row) => row.page],
        ["req/s", (row) => Math.round(row.rate).toLocaleString("en-US")],
      ]),
    ).toBe(["| Page | req/s |", "| --- | ---: |", "| / | 1,234 |", "| /faq | 56 |"].join("\n"));
  });
});
