import { data } from "react-router";
import { catalogue } from "~/catalogue/catalogue";
import { database } from "~/db/connection.server";
import { errorSummary, logger } from "~/lib/logger.server";
import { catalogueRatings } from "./ratings";
import { cachedAllSummaries } from "./summary-cache.server";

/**
 * Loader of every page that shows product cards: each product's displayed rating. When the
 * database cannot be read, cards show the earlier figures alone and the page is not cached.
 */
export async function catalogueRatingsLoader() {
  try {
    const stored = await cachedAllSummaries((await database()).db);
    return data({ ratings: catalogueRatings(catalogue, stored) });
  } catch (error) {
    logger.error({ event: "ratings_unreadable", ...errorSummary(error) });
    return data(
      { ratings: catalogueRatings(catalogue, new Map()) },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
}
