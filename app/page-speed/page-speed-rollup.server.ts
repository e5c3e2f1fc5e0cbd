import type { Database } from "~/db/database.server";
import { errorSummary, logger } from "~/lib/logger.server";
import { rollUpPageSpeed } from "./page-speed.server";

const everyMs = 60 * 60_000;
let timer: NodeJS.Timeout | undefined;

/**
 * Rolls up complete days of page views a minute after start and then every hour (each process;
 * they take turns by an advisory lock), so nothing is kept past 28 days.
 */
export function startPageSpeedRollUp(database: () => Promise<Database>): void {
  if (timer) return;
  const run = async () => {
    try {
      const { days } = await rollUpPageSpeed((await database()).db);
      if (days) logger.info({ event: "page_speed_rolled_up", days });
    } catch (error) {
      logger.error({ event: "page_speed_roll_up_failed", ...errorSummary(error) });
    }
  };
  timer = setTimeout(function again() {
    void run().finally(() => {
      if (timer) timer = setTimeout(again, everyMs).unref();
    });
  }, 60_000).unref();
}

export function stopPageSpeedRollUp(): void {
  clearTimeout(timer);
  timer = undefined;
}
