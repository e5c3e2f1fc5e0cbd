import { describe, expect, it } from "vitest";
import { processSlot } from "./process-slot.server";

describe("process slot", () => {
  it("starts once and shares the result", async () => {
    const slot = processSlot<number>("__testSlotOnce");
    let starts = 0;
    const start = async () => ++starts;
    expect(await Promise.all([slot.get(start), slot.get(start)])).toEqual([1, 1]);
    expect(starts).toBe(1);
  });

  it("forgets a failed start so the next call tries again", async () => {
    const slot = processSlot<string>("__testSlotRetry");
    await expect(slot.get(() => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await Promise.resolve();
    expect(await slot.get(async () => "up")).toBe("up");
  });

  it("hands back and empties on take", async () => {
    const slot = processSlot<string>("__testSlotTake");
    slot.set(Promise.resolve("given"));
    expect(await slot.take()).toBe("given");
    expect(slot.take()).toBeUndefined();
  });
});
