-- Helpful votes: readers say which reviews helped them, one vote per client per review. The vote
-- keeps only a digest of the client's rate-limit key (never the address itself), and each review
-- carries its count, so the "Most helpful" order is one index range scan like the other sorts.
ALTER TABLE "reviews" ADD COLUMN IF NOT EXISTS "helpful_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "review_votes" (
	"review_id" bigint NOT NULL REFERENCES "reviews" ("id") ON DELETE CASCADE,
	"voter" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("review_id", "voter")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reviews_public_helpful" ON "reviews" USING btree ("product_id","helpful_count" DESC,"created_at" DESC,"id" DESC) WHERE "hidden_at" IS NULL;
