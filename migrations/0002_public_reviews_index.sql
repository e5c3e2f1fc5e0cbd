-- Serves "this product's public reviews, newest first" from the index alone (hidden ones excluded).
CREATE INDEX IF NOT EXISTS "reviews_public_newest" ON "reviews" USING btree ("product_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "hidden_at" IS NULL;--> statement-breakpoint
ANALYZE "reviews";
