import { afterEach, describe, expect, it, vi } from "vitest";
import { withTimeout } from "./with-timeout";

describe("withTimeout", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("passes a result through when it comes in time", async () => {
    vi.useFakeTimers();
    const result = withTimeout(Promise.resolve("loaded"), 10_000, "too slow");
    await expect(result).resolves.toBe("loaded");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("passes a failure through when it comes in time", async () => {
    await expect(
      withTimeout(Promise.reject(new Error("offline")), 10_000, "too slow"),
    ).rejects.toThrow("offline");
  });

  it("rejects once the time is up", async () => {
    vi.useFakeTimers();
    const result = withTimeout(new Promise<never>(() => {}), 10_000, "too slow");
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toThrow("too slow");
  });
});
