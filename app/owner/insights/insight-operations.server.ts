import { z } from "zod";
import { env } from "~/env.server";
import { read } from "~/owner/operation-kit.server";
import { ownerOverview } from "~/owner/owner-overview.server";
import type { OwnerOverview } from "~/owner/owner-types";
import { pageSpeedReport, type SpeedReport } from "~/page-speed/page-speed.server";
import { shopTrends, type ShopTrends } from "./shop-trends.server";

/** The console's figures: the overview it opens with, the shop's trends, shoppers' page speed. */
export const insightOperations = {
  overview: read(z.object({}), (database): Promise<OwnerOverview> =>
    ownerOverview(database.db, new Date(), env().BACKUP_EVERY_HOURS),
  ),
  /** The last 12 weeks' (or months') figures, in the shop's time zone, and products by rating. */
  trends: read(
    z.object({ unit: z.enum(["week", "month"]).default("week") }),
    (database, input): Promise<ShopTrends> =>
      // STORE_TIME_ZONE: the configuration checked the name.
      shopTrends(database.db, { unit: input.unit, timeZone: env().STORE_TIME_ZONE }),
  ),
  /** Shoppers' page speed: the last 28 days' 75th percentiles per page type and device, per day. */
  "page-speed": read(z.object({}), (database): Promise<SpeedReport> =>
    pageSpeedReport(database.db),
  ),
};
