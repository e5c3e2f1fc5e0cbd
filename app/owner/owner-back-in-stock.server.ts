import { asc, ilike, or } from "drizzle-orm";
import { findProductBySlug } from "~/catalogue/lookup";
import type { Db } from "~/db/database.server";
import { backInStockRequests } from "~/db/schema.server";
import { containsPattern } from "./owner-messages.server";
import type { OwnerBackInStock } from "./owner-types";

export function toOwnerBackInStock(row: typeof backInStockRequests.$inferSelect): OwnerBackInStock {
  return {
    id: row.id,
    email: row.email,
    product: row.productSlug,
    productName: findProductBySlug(row.productSlug)?.name ?? row.productSlug,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every back-in-stock request (or those whose email or product contains `search`), oldest first. */
export async function listBackInStock(
  db: Db,
  { search }: { search?: string } = {},
): Promise<OwnerBackInStock[]> {
  const rows = await db
    .select()
    .from(backInStockRequests)
    .where(
      search
        ? or(
            ilike(backInStockRequests.email, containsPattern(search)),
            ilike(backInStockRequests.productSlug, containsPattern(search)),
          )
        : undefined,
    )
    .orderBy(asc(backInStockRequests.id));
  return rows.map(toOwnerBackInStock);
}
