import { describe, expect, it, vi } from "vitest";
import { oncePerPageView } from "./load-once";

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
