import { afterEach, describe, expect, it, vi } from "vitest";
import { oncePerPageView, withTimeout } from "./load-once";

describe("oncePerPageView", () => {
  it("shares the first call's promise with every later caller", async () => {
    const load = vi.fn((value: string) => Promise.resolve(value));
    const connect = oncePerPageView(load);
    const first = connect("first");
    const second = connect("second");
    expect(second).toBe(first);
    await expect(second).resolves.toBe("first");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("rejects every waiting caller when the load fails, and never retries it", async () => {
    let fail: (error: Error) => void = () => {};
    const load = vi.fn(
      () =>
        new Promise<string>((_, reject) => {
          fail = reject;
        }),
    );
    const connect = oncePerPageView(load);
    const waiting = [connect(), connect(), connect()];
    fail(new Error("blocked"));
    for (const caller of waiting) await expect(caller).rejects.toThrow("blocked");
    await expect(connect()).rejects.toThrow("blocked");
    expect(load).toHaveBeenCalledTimes(1);
  });
});

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
