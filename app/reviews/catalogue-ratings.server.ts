import { data } from "react-router";
import { catalogue } from "~/catalogue/catalogue";
import { database } from "~/db/connection.server";
import { errorSummary, logger } from "~/lib/logger.server";
import { catalogueRatings, type CatalogueRatings } from "./ratings";
import { reviewCache } from "./review-cache.server";

/**
 * Each product's displayed rating, for product cards. When the database cannot be read, the
 * earlier figures alone, and `complete: false` (the page must not be cached).
 */
export async function readCatalogueRatings(): Promise<{
  ratings: CatalogueRatings;
  complete: boolean;
}> {
  try {
    const stored = await reviewCache.allRatings((await database()).db);
    return { ratings: catalogueRatings(catalogue, stored), complete: true };
  } catch (error) {
    logger.error({ event: "ratings_unreadable", ...errorSummary(error) });
    return { ratings: catalogueRatings(catalogue, new Map()), complete: false };
  }
}

/** Loader of a page of product cards that needs nothing else. */
export async function catalogueRatingsLoader() {
  const { ratings, complete } = await readCatalogueRatings();
  return data({ ratings }, complete ? undefined : { headers: { "Cache-Control": "no-store" } });
}
