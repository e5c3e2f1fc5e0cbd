import { sql } from "drizzle-orm";
import { rowsOf, type SqlRunner } from "./store-tables.server";

/**
 * Rows the database keeps from other rows by trigger, rebuilt from their sources after a restore
 * (the triggers are off while rows are loaded): each product's review summary from its reviews.
 */
export async function rebuildDerivedRows(tx: SqlRunner): Promise<void> {
  const [present] = await rowsOf<{ summaries: boolean; reviews: boolean }>(
    tx,
    sql`select to_regclass('review_summaries') is not null as summaries,
               to_regclass('reviews') is not null as reviews`,
  );
  if (!present?.summaries || !present.reviews) return;
  await tx.execute(sql`delete from review_summaries`);
  await tx.execute(sql`
    insert into review_summaries
      (product_id, rating_1, rating_2, rating_3, rating_4, rating_5, newest_id, imported)
    select product_id,
      count(*) filter (where hidden_at is null and rating = 1),
      count(*) filter (where hidden_at is null and rating = 2),
      count(*) filter (where hidden_at is null and rating = 3),
      count(*) filter (where hidden_at is null and rating = 4),
      count(*) filter (where hidden_at is null and rating = 5),
      coalesce(max(id) filter (where hidden_at is null), 0),
      count(*) filter (where legacy_id is not null)
    from reviews group by product_id`);
}
