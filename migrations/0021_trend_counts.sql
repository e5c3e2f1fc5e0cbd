-- The console's trends read counts the database keeps per week and per month, instead of counting
-- reviews, sign-ups, messages and review requests afresh on every visit.
--
-- trend_counts holds, for each period (a week from Monday or a calendar month, in the shop's time
-- zone): public reviews per rating, sign-ups, contact messages, orders sent a review request, and
-- reviews written through those requests' links (counted in the period the request was sent).
-- Triggers keep it in the transaction of every insert, hide, show, delete or erasure, so the
-- overview reads at most a few hundred rows. Periods depend on the zone: the counts are kept in the
-- zone listed in trend_zones (one at a time; `trend_counts_keep_zone` switches and recounts).
CREATE TABLE IF NOT EXISTS "trend_zones" (
	"zone" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "trend_counts" (
	"zone" text NOT NULL,
	"unit" text NOT NULL,
	"period" date NOT NULL,
	"series" text NOT NULL,
	"rating" smallint DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	PRIMARY KEY ("zone", "unit", "period", "series", "rating"),
	CONSTRAINT "trend_counts_unit" CHECK ("unit" in ('week', 'month')),
	CONSTRAINT "trend_counts_series" CHECK ("series" in ('reviews', 'sign_ups', 'messages', 'requests_sent', 'reviews_from_requests'))
);--> statement-breakpoint
-- The week (Monday) and the month a moment falls in, in each kept zone.
CREATE OR REPLACE FUNCTION "trend_periods_of"("moment" timestamptz) RETURNS TABLE ("zone" text, "unit" text, "period" date) LANGUAGE sql STABLE AS $$
	SELECT z.zone, u.unit, date_trunc(u.unit, moment AT TIME ZONE z.zone)::date
	FROM trend_zones z CROSS JOIN (VALUES ('week'), ('month')) AS u (unit)
$$;--> statement-breakpoint
-- Public reviews by rating, in the period they were written: one statement's rows at a time
-- (statement triggers with transition tables, so a batch is one grouped write).
CREATE OR REPLACE FUNCTION "trend_counts_follow_reviews"() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO trend_counts AS t (zone, unit, period, series, rating, count)
		SELECT z.zone, u.unit, date_trunc(u.unit, n.created_at AT TIME ZONE z.zone)::date, 'reviews', n.rating, count(*)
		FROM new_rows n CROSS JOIN trend_zones z CROSS JOIN (VALUES ('week'), ('month')) AS u (unit)
		WHERE n.hidden_at IS NULL
		GROUP BY 1, 2, 3, 5 ORDER BY 1, 2, 3, 5
		ON CONFLICT (zone, unit, period, series, rating) DO UPDATE SET count = t.count + excluded.count;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO trend_counts AS t (zone, unit, period, series, rating, count)
		SELECT z.zone, u.unit, date_trunc(u.unit, o.created_at AT TIME ZONE z.zone)::date, 'reviews', o.rating, -count(*)
		FROM old_rows o CROSS JOIN trend_zones z CROSS JOIN (VALUES ('week'), ('month')) AS u (unit)
		WHERE o.hidden_at IS NULL
		GROUP BY 1, 2, 3, 5 ORDER BY 1, 2, 3, 5
		ON CONFLICT (zone, unit, period, series, rating) DO UPDATE SET count = t.count + excluded.count;
	ELSE
		-- Only rows whose counted fields changed (not a reply, a vote or a read mark).
		INSERT INTO trend_counts AS t (zone, unit, period, series, rating, count)
		SELECT z.zone, u.unit, date_trunc(u.unit, c.created_at AT TIME ZONE z.zone)::date, 'reviews', c.rating, sum(c.delta)
		FROM (
			SELECT n.created_at, n.rating, 1 AS delta FROM new_rows n JOIN old_rows o ON o.id = n.id
			WHERE n.hidden_at IS NULL AND (n.rating, n.created_at, n.hidden_at IS NULL) IS DISTINCT FROM (o.rating, o.created_at, o.hidden_at IS NULL)
			UNION ALL
			SELECT o.created_at, o.rating, -1 FROM old_rows o JOIN new_rows n ON n.id = o.id
			WHERE o.hidden_at IS NULL AND (n.rating, n.created_at, n.hidden_at IS NULL) IS DISTINCT FROM (o.rating, o.created_at, o.hidden_at IS NULL)
		) AS c CROSS JOIN trend_zones z CROSS JOIN (VALUES ('week'), ('month')) AS u (unit)
		GROUP BY 1, 2, 3, 5 HAVING sum(c.delta) <> 0 ORDER BY 1, 2, 3, 5
		ON CONFLICT (zone, unit, period, series, rating) DO UPDATE SET count = t.count + excluded.count;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- Rows counted by their created_at alone (sign-ups, messages): the series is the trigger's argument.
CREATE OR REPLACE FUNCTION "trend_counts_follow_rows"() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO trend_counts AS t (zone, unit, period, series, rating, count)
		SELECT z.zone, u.unit, date_trunc(u.unit, n.created_at AT TIME ZONE z.zone)::date, TG_ARGV[0], 0, count(*)
		FROM new_rows n CROSS JOIN trend_zones z CROSS JOIN (VALUES ('week'), ('month')) AS u (unit)
		GROUP BY 1, 2, 3, 5 ORDER BY 1, 2, 3, 5
		ON CONFLICT (zone, unit, period, series, rating) DO UPDATE SET count = t.count + excluded.count;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO trend_counts AS t (zone, unit, period, series, rating, count)
		SELECT z.zone, u.unit, date_trunc(u.unit, o.created_at AT TIME ZONE z.zone)::date, TG_ARGV[0], 0, -count(*)
		FROM old_rows o CROSS JOIN trend_zones z CROSS JOIN (VALUES ('week'), ('month')) AS u (unit)
		GROUP BY 1, 2, 3, 5 ORDER BY 1, 2, 3, 5
		ON CONFLICT (zone, unit, period, series, rating) DO UPDATE SET count = t.count + excluded.count;
	ELSE
		-- Only rows whose counted fields changed (not a reply, a vote or a read mark).
		INSERT INTO trend_counts AS t (zone, unit, period, series, rating, count)
		SELECT z.zone, u.unit, date_trunc(u.unit, c.created_at AT TIME ZONE z.zone)::date, TG_ARGV[0], 0, sum(c.delta)
		FROM (
			SELECT n.created_at, 1 AS delta FROM new_rows n JOIN old_rows o ON o.id = n.id
			WHERE n.created_at IS DISTINCT FROM o.created_at
			UNION ALL
			SELECT o.created_at, -1 FROM old_rows o JOIN new_rows n ON n.id = o.id
			WHERE n.created_at IS DISTINCT FROM o.created_at
		) AS c CROSS JOIN trend_zones z CROSS JOIN (VALUES ('week'), ('month')) AS u (unit)
		GROUP BY 1, 2, 3, 5 HAVING sum(c.delta) <> 0 ORDER BY 1, 2, 3, 5
		ON CONFLICT (zone, unit, period, series, rating) DO UPDATE SET count = t.count + excluded.count;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- Review requests changed by one statement (`added` the rows as they are now, `removed` as they
-- were): reviews written through links, by the period the link was sent; and orders sent a
-- request, each counted once per period however many links it has (an order counts in a period
-- when it has a link sent then, before or after the change).
-- (JIT compilation is off in these functions: on small or new tables the planner's guesses make
-- PostgreSQL compile them for seconds, for queries that take a millisecond.)
CREATE OR REPLACE FUNCTION "trend_counts_requests_changed"("added" review_requests[], "removed" review_requests[]) RETURNS void LANGUAGE plpgsql SET jit = off AS $$
BEGIN
	WITH changed AS (
		SELECT a.order_id, a.created_at, a.review_id, 1 AS delta FROM unnest(added) a
		UNION ALL
		SELECT r.order_id, r.created_at, r.review_id, -1 FROM unnest(removed) r
	),
	touched AS (
		SELECT DISTINCT c.order_id, p.zone, p.unit, p.period
		FROM changed c CROSS JOIN LATERAL trend_periods_of(c.created_at) p
	),
	earlier AS (
		SELECT q.order_id, q.created_at FROM review_requests q
		WHERE q.order_id IN (SELECT order_id FROM changed)
			AND q.id NOT IN (SELECT a.id FROM unnest(added) a)
		UNION ALL
		SELECT r.order_id, r.created_at FROM unnest(removed) r
	),
	deltas AS (
		SELECT t.zone, t.unit, t.period, 'requests_sent' AS series,
			(EXISTS (SELECT 1 FROM review_requests q WHERE q.order_id = t.order_id
				AND date_trunc(t.unit, q.created_at AT TIME ZONE t.zone)::date = t.period))::int
			- (EXISTS (SELECT 1 FROM earlier b WHERE b.order_id = t.order_id
				AND date_trunc(t.unit, b.created_at AT TIME ZONE t.zone)::date = t.period))::int AS delta
		FROM touched t
		UNION ALL
		SELECT p.zone, p.unit, p.period, 'reviews_from_requests', c.delta
		FROM changed c CROSS JOIN LATERAL trend_periods_of(c.created_at) p
		WHERE c.review_id IS NOT NULL
	)
	INSERT INTO trend_counts AS t (zone, unit, period, series, rating, count)
	SELECT zone, unit, period, series, 0, sum(delta) FROM deltas
	GROUP BY zone, unit, period, series HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
	ON CONFLICT (zone, unit, period, series, rating) DO UPDATE SET count = t.count + excluded.count;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "trend_counts_follow_requests"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM trend_counts_requests_changed(ARRAY(SELECT ROW(n.*)::review_requests FROM new_rows n), '{}'::review_requests[]);
	ELSIF TG_OP = 'UPDATE' THEN
		-- Only rows whose order, time or review changed (a link claimed or released is skipped).
		PERFORM trend_counts_requests_changed(
			ARRAY(SELECT ROW(n.*)::review_requests FROM new_rows n JOIN old_rows o ON o.id = n.id
				WHERE (n.order_id, n.created_at, n.review_id IS NULL) IS DISTINCT FROM (o.order_id, o.created_at, o.review_id IS NULL)),
			ARRAY(SELECT ROW(o.*)::review_requests FROM old_rows o JOIN new_rows n ON n.id = o.id
				WHERE (n.order_id, n.created_at, n.review_id IS NULL) IS DISTINCT FROM (o.order_id, o.created_at, o.review_id IS NULL)));
	ELSE
		PERFORM trend_counts_requests_changed('{}'::review_requests[], ARRAY(SELECT ROW(o.*)::review_requests FROM old_rows o));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- Every count recounted from the rows, for each kept zone.
CREATE OR REPLACE FUNCTION "trend_counts_recount"() RETURNS void LANGUAGE sql SET jit = off AS $$
	DELETE FROM trend_counts;
	INSERT INTO trend_counts (zone, unit, period, series, rating, count)
	SELECT p.zone, p.unit, p.period, 'reviews', r.rating, count(*)
	FROM reviews r CROSS JOIN LATERAL trend_periods_of(r.created_at) p
	WHERE r.hidden_at IS NULL GROUP BY 1, 2, 3, 5
	UNION ALL
	SELECT p.zone, p.unit, p.period, 'sign_ups', 0, count(*)
	FROM newsletter_subscribers s CROSS JOIN LATERAL trend_periods_of(s.created_at) p GROUP BY 1, 2, 3
	UNION ALL
	SELECT p.zone, p.unit, p.period, 'messages', 0, count(*)
	FROM contact_submissions m CROSS JOIN LATERAL trend_periods_of(m.created_at) p GROUP BY 1, 2, 3
	UNION ALL
	SELECT p.zone, p.unit, p.period, 'requests_sent', 0, count(DISTINCT q.order_id)
	FROM review_requests q CROSS JOIN LATERAL trend_periods_of(q.created_at) p GROUP BY 1, 2, 3
	UNION ALL
	SELECT p.zone, p.unit, p.period, 'reviews_from_requests', 0, count(q.review_id)
	FROM review_requests q CROSS JOIN LATERAL trend_periods_of(q.created_at) p
	WHERE q.review_id IS NOT NULL GROUP BY 1, 2, 3
$$;--> statement-breakpoint
-- Keeps the counts in `wanted` (an IANA zone name): nothing to do when they already are; otherwise,
-- with writers of the counted tables held off (so no write is counted twice or missed), the zone
-- replaces the kept one and everything is recounted in it.
CREATE OR REPLACE FUNCTION "trend_counts_keep_zone"("wanted" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM trend_zones WHERE zone = wanted) THEN
		RETURN;
	END IF;
	LOCK TABLE trend_zones IN SHARE ROW EXCLUSIVE MODE;
	LOCK TABLE reviews, newsletter_subscribers, contact_submissions, review_requests IN SHARE MODE;
	IF EXISTS (SELECT 1 FROM trend_zones WHERE zone = wanted) THEN
		RETURN; -- kept by a visit that took the lock first
	END IF;
	DELETE FROM trend_zones;
	INSERT INTO trend_zones (zone) VALUES (wanted);
	PERFORM trend_counts_recount();
END $$;--> statement-breakpoint
-- Transition tables: a trigger that has them serves one event, so one trigger per event.
DROP TRIGGER IF EXISTS "reviews_trend_counts_insert" ON "reviews";--> statement-breakpoint
CREATE TRIGGER "reviews_trend_counts_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trend_counts_follow_reviews();--> statement-breakpoint
DROP TRIGGER IF EXISTS "reviews_trend_counts_update" ON "reviews";--> statement-breakpoint
CREATE TRIGGER "reviews_trend_counts_update" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trend_counts_follow_reviews();--> statement-breakpoint
DROP TRIGGER IF EXISTS "reviews_trend_counts_delete" ON "reviews";--> statement-breakpoint
CREATE TRIGGER "reviews_trend_counts_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION trend_counts_follow_reviews();--> statement-breakpoint
DROP TRIGGER IF EXISTS "newsletter_subscribers_trend_counts_insert" ON "newsletter_subscribers";--> statement-breakpoint
CREATE TRIGGER "newsletter_subscribers_trend_counts_insert" AFTER INSERT ON "newsletter_subscribers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trend_counts_follow_rows('sign_ups');--> statement-breakpoint
DROP TRIGGER IF EXISTS "newsletter_subscribers_trend_counts_update" ON "newsletter_subscribers";--> statement-breakpoint
CREATE TRIGGER "newsletter_subscribers_trend_counts_update" AFTER UPDATE ON "newsletter_subscribers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trend_counts_follow_rows('sign_ups');--> statement-breakpoint
DROP TRIGGER IF EXISTS "newsletter_subscribers_trend_counts_delete" ON "newsletter_subscribers";--> statement-breakpoint
CREATE TRIGGER "newsletter_subscribers_trend_counts_delete" AFTER DELETE ON "newsletter_subscribers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION trend_counts_follow_rows('sign_ups');--> statement-breakpoint
DROP TRIGGER IF EXISTS "contact_submissions_trend_counts_insert" ON "contact_submissions";--> statement-breakpoint
CREATE TRIGGER "contact_submissions_trend_counts_insert" AFTER INSERT ON "contact_submissions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trend_counts_follow_rows('messages');--> statement-breakpoint
DROP TRIGGER IF EXISTS "contact_submissions_trend_counts_update" ON "contact_submissions";--> statement-breakpoint
CREATE TRIGGER "contact_submissions_trend_counts_update" AFTER UPDATE ON "contact_submissions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trend_counts_follow_rows('messages');--> statement-breakpoint
DROP TRIGGER IF EXISTS "contact_submissions_trend_counts_delete" ON "contact_submissions";--> statement-breakpoint
CREATE TRIGGER "contact_submissions_trend_counts_delete" AFTER DELETE ON "contact_submissions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION trend_counts_follow_rows('messages');--> statement-breakpoint
DROP TRIGGER IF EXISTS "review_requests_trend_counts_insert" ON "review_requests";--> statement-breakpoint
CREATE TRIGGER "review_requests_trend_counts_insert" AFTER INSERT ON "review_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trend_counts_follow_requests();--> statement-breakpoint
DROP TRIGGER IF EXISTS "review_requests_trend_counts_update" ON "review_requests";--> statement-breakpoint
CREATE TRIGGER "review_requests_trend_counts_update" AFTER UPDATE ON "review_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trend_counts_follow_requests();--> statement-breakpoint
DROP TRIGGER IF EXISTS "review_requests_trend_counts_delete" ON "review_requests";--> statement-breakpoint
CREATE TRIGGER "review_requests_trend_counts_delete" AFTER DELETE ON "review_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION trend_counts_follow_requests();--> statement-breakpoint
-- Counts of the rows stored before this migration, in UTC (STORE_TIME_ZONE's default); a shop in
-- another zone has them recounted in its zone on the overview's first visit. An empty store keeps
-- no zone (and so holds no row: a restore's target must be empty) until the overview's first
-- visit, which counts whatever was written by then.
INSERT INTO "trend_zones" ("zone") SELECT 'UTC'
WHERE EXISTS (SELECT 1 FROM "reviews") OR EXISTS (SELECT 1 FROM "newsletter_subscribers")
	OR EXISTS (SELECT 1 FROM "contact_submissions") OR EXISTS (SELECT 1 FROM "review_requests")
ON CONFLICT DO NOTHING;--> statement-breakpoint
SELECT trend_counts_recount();
