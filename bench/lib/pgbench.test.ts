import { describe, expect, it } from "vitest";
import { latenciesFromLog, schemaOptions, summaryFromOutput } from "./pgbench";

describe("pgbench's output", () => {
  it("reads each transaction's latency from its log, counting failed ones", () => {
    const log = [
      "0 1 1500 0 1795000000 1",
      "1 1 2250 0 1795000000 2",
      "0 2 failed 0 1795000000 3",
      "",
      "short line",
    ].join("\n");
    expect(latenciesFromLog(log)).toEqual({ latencies: [1.5, 2.25], failed: 1 });
  });

  it("reads the rate without connection time and the failed count from the summary", () => {
    const output = [
      "number of transactions actually processed: 7670",
      "number of failed transactions: 2 (0.026%)",
      "tps = 767.123456 (without initial connection time)",
    ].join("\n");
    expect(summaryFromOutput(output)).toEqual({ tps: 767.123456, failed: 2 });
    expect(() => summaryFromOutput("nothing")).toThrow(/No rate/);
  });

  it("sets the search path only to a plain schema name", () => {
    expect(schemaOptions("bench_write_1")).toBe("-c search_path=bench_write_1");
    expect(() => schemaOptions("x; drop table reviews")).toThrow(/Not a schema name/);
  });
});
