-- Review photos: up to three per review, re-encoded to WebP with no metadata and stored as files
-- under unguessable names (file_key). A photo waits for the owner's approval; the review's
-- approved photos are copied to reviews.photos, so every reader of a review (pages, API, live
-- feed) has them without another query.
CREATE TABLE IF NOT EXISTS "review_photos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"review_id" bigint NOT NULL REFERENCES "reviews" ("id") ON DELETE CASCADE,
	"file_key" text NOT NULL,
	"alt" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "review_photos_status_known" CHECK ("status" in ('pending', 'approved', 'rejected'))
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "review_photos_file_key" ON "review_photos" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "review_photos_review" ON "review_photos" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "review_photos_pending" ON "review_photos" USING btree ("id") WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN IF NOT EXISTS "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;
