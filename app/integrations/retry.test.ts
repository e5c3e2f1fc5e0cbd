import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signupFormRetry, vendorRetry, whenReady } from "./retry";

describe("retry rules", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("opens the signup form at 1,000 ms when the service is there", () => {
    const action = vi.fn();
    whenReady(() => true, action, signupFormRetry);
    vi.advanceTimersByTime(999);
    expect(action).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it("retries every 250 ms and stops as soon as the object appears", () => {
    let present = false;
    const ready = vi.fn(() => present);
    const action = vi.fn();
    whenReady(ready, action, signupFormRetry);
    vi.advanceTimersByTime(1000 + 250 * 3);
    expect(ready).toHaveBeenCalledTimes(4);
    present = true;
    vi.advanceTimersByTime(250);
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(ready).toHaveBeenCalledTimes(5);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it("gives up after 20 tries", () => {
    const ready = vi.fn(() => false);
    const action = vi.fn();
    whenReady(ready, action, vendorRetry);
    vi.advanceTimersByTime(60_000);
    expect(ready).toHaveBeenCalledTimes(20);
    expect(action).not.toHaveBeenCalled();
  });

  it("counts the first wait from an earlier moment, never trying before now", () => {
    const early = vi.fn();
    whenReady(() => true, early, signupFormRetry, 600);
    vi.advanceTimersByTime(399);
    expect(early).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(early).toHaveBeenCalledTimes(1);

    const late = vi.fn();
    whenReady(() => true, late, signupFormRetry, 2500);
    vi.advanceTimersByTime(0);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it("can be cancelled", () => {
    const action = vi.fn();
    const cancel = whenReady(() => true, action, signupFormRetry);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(action).not.toHaveBeenCalled();
  });
});
