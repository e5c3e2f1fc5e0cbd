import { describe, expect, it } from "vitest";
import { GenerationalCache } from "./generational-cache";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("generational cache", () => {
  it("loads once for everyone asking at the same time, then answers from memory", async () => {
    const cache = new GenerationalCache<string>();
    let loads = 0;
    const pending = deferred<string>();
    const load = () => {
      loads++;
      return pending.promise;
    };
    const asked = Array.from({ length: 50 }, () => cache.get("bone-rock", "newest", load));
    pending.resolve("page");
    expect(await Promise.all(asked)).toEqual(Array(50).fill("page"));
    expect(cache.get("bone-rock", "newest", load)).toBe("page");
    expect(loads).toBe(1);
  });

  it("never keeps a value whose load began before its group was forgotten", async () => {
    const cache = new GenerationalCache<string>();
    const before = deferred<string>();
    const first = cache.get("bone-rock", "newest", () => before.promise);
    cache.forget("bone-rock");
    // Asked after the change: a load of its own, not the one that began before it.
    const after = cache.get("bone-rock", "newest", () => Promise.resolve("after"));
    before.resolve("before");
    expect(await first).toBe("before");
    expect(await after).toBe("after");
    expect(await cache.get("bone-rock", "newest", () => Promise.resolve("again"))).toBe("after");
  });

  it("forgets one group, or every group", async () => {
    const cache = new GenerationalCache<string>();
    await cache.get("a", "newest", () => Promise.resolve("a1"));
    await cache.get("b", "newest", () => Promise.resolve("b1"));
    cache.forget("a");
    expect(await cache.get("a", "newest", () => Promise.resolve("a2"))).toBe("a2");
    expect(await cache.get("b", "newest", () => Promise.resolve("b2"))).toBe("b1");
    const loading = deferred<string>();
    const pending = cache.get("b", "highest", () => loading.promise);
    cache.forget("*");
    loading.resolve("stale");
    await pending;
    expect(await cache.get("a", "newest", () => Promise.resolve("a3"))).toBe("a3");
    expect(await cache.get("b", "highest", () => Promise.resolve("b3"))).toBe("b3");
  });

  it("keeps no failure: the next caller loads again", async () => {
    const cache = new GenerationalCache<string>();
    await expect(
      cache.get("a", "newest", () => Promise.reject(new Error("database down"))),
    ).rejects.toThrow("database down");
    expect(await cache.get("a", "newest", () => Promise.resolve("back"))).toBe("back");
    expect(cache.size).toBe(1);
  });
});
