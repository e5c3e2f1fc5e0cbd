import { afterEach, describe, expect, it } from "vitest";
import { env } from "~/env.server";
import { inReadSlot, resetReadBudget } from "./read-budget.server";

describe("the process's places for expensive reads", () => {
  afterEach(resetReadBudget);

  it("runs at most READS_AT_ONCE reads at a time and the rest in the order they came", async () => {
    resetReadBudget();
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const reads = Array.from({ length: 6 }, (_, index) =>
      inReadSlot(async () => {
        started.push(index);
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return index;
      }),
    );
    // Let the first reads start, then finish them one by one.
    for (let finished = 0; finished < 6; finished++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(running).toBeLessThanOrEqual(env().READS_AT_ONCE);
      releases.shift()?.();
    }
    expect(await Promise.all(reads)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(env().READS_AT_ONCE);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("gives the place back when a read fails", async () => {
    resetReadBudget();
    const failing = Array.from({ length: env().READS_AT_ONCE }, () =>
      inReadSlot(() => Promise.reject(new Error("database gone"))),
    );
    await Promise.allSettled(failing);
    await expect(inReadSlot(async () => "read")).resolves.toBe("read");
  });
});
