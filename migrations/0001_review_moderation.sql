-- Store owner's tools: hidden reviews stay in the table for the record; imported reviews keep their
-- original store's id in legacy_id, so importing the same export twice adds nothing.
ALTER TABLE "reviews" ADD COLUMN IF NOT EXISTS "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN IF NOT EXISTS "legacy_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "reviews_legacy_id_unique" ON "reviews" USING btree ("legacy_id");
