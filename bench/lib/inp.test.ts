import { describe, expect, it } from "vitest";
import {
  describeScript,
  mainThreadBetween,
  metricsOf,
  scriptFile,
  summarizeInp,
  worstReport,
  type InpReport,
} from "./inp";

const report = (value: number, script?: InpReport["script"]): InpReport => ({
  value,
  inputDelay: 1,
  processing: value - 2,
  presentation: 1,
  script,
});

describe("INP figures", () => {
  it("takes p75 by nearest rank and the maximum, counting runs without a report", () => {
    expect(summarizeInp([40, 120, 56, 64, 48])).toEqual({ p75: 64, max: 120, missing: 0 });
    const missing = summarizeInp([40, undefined, 56]);
    expect(missing.missing).toBe(1);
    expect(missing.max).toBe(56);
    expect(summarizeInp([undefined]).p75).toBeNaN();
  });

  it("keeps a page's worst report", () => {
    expect(worstReport([report(8), report(144), report(56)])?.value).toBe(144);
    expect(worstReport([])).toBeUndefined();
  });

  it("turns Performance.getMetrics' seconds into milliseconds spent between two readings", () => {
    const before = metricsOf({
      metrics: [
        { name: "TaskDuration", value: 1 },
        { name: "ScriptDuration", value: 0.5 },
        { name: "LayoutDuration", value: 0.1 },
        { name: "RecalcStyleDuration", value: 0.1 },
      ],
    });
    const after = { ...before, TaskDuration: 1.25, ScriptDuration: 0.6, LayoutDuration: 0.11 };
    const spent = mainThreadBetween(before, after);
    expect(spent.task).toBeCloseTo(250);
    expect(spent.script).toBeCloseTo(100);
    expect(spent.layout).toBeCloseTo(10);
    expect(spent.style).toBe(0);
  });

  it("names the longest script by invoker, function, file and part of the interaction", () => {
    expect(scriptFile("http://127.0.0.1:5/assets/entry.client-X.js")).toBe("entry.client-X.js");
    expect(scriptFile("")).toMatch(/no URL/);
    expect(
      describeScript(
        report(144, {
          invoker: "BUTTON.onclick",
          source: "http://127.0.0.1:5/assets/entry.client-X.js",
          functionName: "_h",
          duration: 90.4,
          subpart: "processing-duration",
        }),
      ),
    ).toBe("BUTTON.onclick: _h (entry.client-X.js) 90 ms in processing-duration");
    expect(describeScript(report(40))).toBe("no script over 5 ms");
  });
});
