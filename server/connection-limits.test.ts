import { describe, expect, it } from "vitest";
import { openFileLimit, reservedFiles, totalConnectionCap } from "./connection-limits";

const limits = `Limit                     Soft Limit           Hard Limit           Units
Max cpu time              unlimited            unlimited            seconds
Max open files            1024                 524288               files
`;

describe("the total connection cap", () => {
  it("reads the soft open-file limit", () => {
    expect(openFileLimit(limits)).toBe(1024);
    expect(openFileLimit("nothing here")).toBeUndefined();
  });

  it("keeps the setting when the open-file limit allows it, and stays under the limit otherwise", () => {
    expect(totalConnectionCap(12_000, 20_000)).toBe(12_000);
    expect(totalConnectionCap(12_000, 1024)).toBe(1024 - reservedFiles);
    expect(totalConnectionCap(12_000, undefined)).toBe(12_000);
    expect(totalConnectionCap(12_000, 100)).toBe(1);
  });
});
