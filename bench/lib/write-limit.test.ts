import { describe, expect, it } from "vitest";
import {
  cpuPerWrite,
  cpuTicksFromStat,
  pgbenchScripts,
  sqlLiteral,
  writeRatio,
} from "./write-limit";

const review = {
  reviewKey: "bone-rock",
  name: "Bench shopper 4",
  rating: 5,
  reviewText: "It's steady.",
};

describe("write-limit scripts", () => {
  it("quotes literals, and refuses a colon pgbench would read as a variable", () => {
    expect(sqlLiteral("It's")).toBe("'It''s'");
    expect(() => sqlLiteral("at 10:30")).toThrow(/colon/);
  });

  it("inserts the posted row and notifies the store's channel in RETURNING", () => {
    const { plain, storeStatement } = pgbenchScripts({ channel: "review_inserted_s1", review });
    expect(plain).toBe(
      "insert into reviews (product_id, name, rating, review_text) values ('bone-rock', 'Bench shopper 4', 5, 'It''s steady.') returning id, pg_notify('review_inserted_s1', cast(json_build_object('id', id, 'reviewKey', product_id) as text));\n",
    );
    expect(storeStatement).toContain("pg_advisory_xact_lock(72657, hashtext('bone-rock'))");
    expect(storeStatement).toContain("'bone-rock', 'Bench shopper 4', 5, 'It''s steady.', false");
    expect(storeStatement).toContain("pg_notify('review_inserted_s1'");
    // One statement per script (pgbench runs each script as its transaction).
    for (const script of [plain, storeStatement]) expect(script.trim().split(";")).toHaveLength(2);
  });

  it("refuses a rating that is not a whole number", () => {
    expect(() => pgbenchScripts({ channel: "c", review: { ...review, rating: 4.5 } })).toThrow();
  });
});

describe("write-limit figures", () => {
  it("divides the store's rate by the database's", () => {
    expect(writeRatio(660, 4712)).toBeCloseTo(0.14, 2);
    expect(writeRatio(660, 0)).toBeNaN();
  });

  it("counts CPU per write without the idle time", () => {
    // 5 s sampled, 20 % idle: 4,000 ms of CPU over 2,000 writes.
    expect(cpuPerWrite({ seconds: 5, idlePercent: 20 }, 2_000)).toBeCloseTo(2);
    expect(cpuPerWrite({ seconds: 5, idlePercent: 20 }, 0)).toBeNaN();
  });
});

describe("a process's CPU time", () => {
  it("reads utime and stime after a command name with spaces and parentheses", () => {
    const stat =
      "4242 (node (a b)) S 1 4242 4242 0 -1 4194304 1000 0 0 0 1234 56 0 0 20 0 11 0 100 0 0";
    expect(cpuTicksFromStat(stat)).toBe(1234 + 56);
    expect(() => cpuTicksFromStat("nonsense")).toThrow();
  });
});
