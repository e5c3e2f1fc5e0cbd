-- Reviews listed by cursor (keyset) for every sort, and each product's summary kept up to date.
--
-- One partial index per sort of a product's public reviews, in the sort's own order, so a page
-- after any cursor is one index range scan: newest (0002's reviews_public_newest), highest, and
-- lowest (lowest rating first, newest first within a rating: the rating negated, so every key
-- column runs the same way and "after the cursor" is one row comparison).
CREATE INDEX IF NOT EXISTS "reviews_public_highest" ON "reviews" USING btree ("product_id","rating" DESC,"created_at" DESC,"id" DESC) WHERE "hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reviews_public_lowest" ON "reviews" USING btree ("product_id",(- "rating") DESC,"created_at" DESC,"id" DESC) WHERE "hidden_at" IS NULL;--> statement-breakpoint
-- Each product's public reviews counted per rating, its newest public review's id, and how many
-- reviews came from the original store (hidden ones included). Kept by the trigger below in the
-- transaction of every insert, hide, show or delete, so reading a summary is one key lookup.
CREATE TABLE IF NOT EXISTS "review_summaries" (
	"product_id" text PRIMARY KEY NOT NULL,
	"rating_1" integer DEFAULT 0 NOT NULL,
	"rating_2" integer DEFAULT 0 NOT NULL,
	"rating_3" integer DEFAULT 0 NOT NULL,
	"rating_4" integer DEFAULT 0 NOT NULL,
	"rating_5" integer DEFAULT 0 NOT NULL,
	"newest_id" bigint DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "review_summaries_count"("product" text, "stars" integer, "public" boolean, "legacy" boolean, "delta" integer, "review_id" bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO review_summaries AS s (product_id, rating_1, rating_2, rating_3, rating_4, rating_5, newest_id, imported)
	VALUES (
		product,
		CASE WHEN public AND stars = 1 THEN delta ELSE 0 END,
		CASE WHEN public AND stars = 2 THEN delta ELSE 0 END,
		CASE WHEN public AND stars = 3 THEN delta ELSE 0 END,
		CASE WHEN public AND stars = 4 THEN delta ELSE 0 END,
		CASE WHEN public AND stars = 5 THEN delta ELSE 0 END,
		CASE WHEN public AND delta > 0 THEN review_id ELSE 0 END,
		CASE WHEN legacy THEN delta ELSE 0 END
	)
	ON CONFLICT (product_id) DO UPDATE SET
		rating_1 = s.rating_1 + excluded.rating_1,
		rating_2 = s.rating_2 + excluded.rating_2,
		rating_3 = s.rating_3 + excluded.rating_3,
		rating_4 = s.rating_4 + excluded.rating_4,
		rating_5 = s.rating_5 + excluded.rating_5,
		newest_id = greatest(s.newest_id, excluded.newest_id),
		imported = s.imported + excluded.imported;
	-- The newest public review went (hidden, deleted, moved): find the newest one left.
	IF public AND delta < 0 THEN
		UPDATE review_summaries SET newest_id = coalesce(
			(SELECT max(id) FROM reviews WHERE reviews.product_id = product AND reviews.hidden_at IS NULL), 0)
		WHERE review_summaries.product_id = product AND newest_id = review_id;
	END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "review_summaries_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD.product_id = NEW.product_id AND OLD.rating = NEW.rating
		AND (OLD.hidden_at IS NULL) = (NEW.hidden_at IS NULL)
		AND (OLD.legacy_id IS NULL) = (NEW.legacy_id IS NULL) THEN
		RETURN NULL; -- nothing the summary counts changed (text, name, a reply)
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM review_summaries_count(OLD.product_id, OLD.rating, OLD.hidden_at IS NULL, OLD.legacy_id IS NOT NULL, -1, OLD.id);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM review_summaries_count(NEW.product_id, NEW.rating, NEW.hidden_at IS NULL, NEW.legacy_id IS NOT NULL, 1, NEW.id);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "reviews_summaries_follow" ON "reviews";--> statement-breakpoint
CREATE TRIGGER "reviews_summaries_follow" AFTER INSERT OR UPDATE OR DELETE ON "reviews" FOR EACH ROW EXECUTE FUNCTION review_summaries_follow();--> statement-breakpoint
-- Summaries of the reviews stored before this migration.
INSERT INTO "review_summaries" ("product_id", "rating_1", "rating_2", "rating_3", "rating_4", "rating_5", "newest_id", "imported")
SELECT "product_id",
	count(*) FILTER (WHERE "hidden_at" IS NULL AND "rating" = 1),
	count(*) FILTER (WHERE "hidden_at" IS NULL AND "rating" = 2),
	count(*) FILTER (WHERE "hidden_at" IS NULL AND "rating" = 3),
	count(*) FILTER (WHERE "hidden_at" IS NULL AND "rating" = 4),
	count(*) FILTER (WHERE "hidden_at" IS NULL AND "rating" = 5),
	coalesce(max("id") FILTER (WHERE "hidden_at" IS NULL), 0),
	count(*) FILTER (WHERE "legacy_id" IS NOT NULL)
FROM "reviews" GROUP BY "product_id"
ON CONFLICT ("product_id") DO NOTHING;--> statement-breakpoint
ANALYZE "reviews";
