import type { Db } from "~/db/database.server";
import { newsletterSubscribers } from "~/db/schema.server";

/** Signs an email up; signing up again (in any letter case) keeps the one existing row. */
export async function subscribe(
  db: Db,
  email: string,
  source = "website",
): Promise<{ created: boolean }> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email, source })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return { created: inserted.length > 0 };
}
