-- The console's trends count reviews, sign-ups, messages and review requests per week or month:
-- each by its time, so twelve weeks of a large shop are read from an index, not the whole table.
CREATE INDEX IF NOT EXISTS "reviews_public_created" ON "reviews" ("created_at") INCLUDE ("rating") WHERE "hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "newsletter_subscribers_created" ON "newsletter_subscribers" ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_submissions_created" ON "contact_submissions" ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "review_requests_created" ON "review_requests" ("created_at");--> statement-breakpoint
-- The shop's reply to a contact message, written in the console and emailed through the outbox.
ALTER TABLE "contact_submissions" ADD COLUMN IF NOT EXISTS "reply_text" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN IF NOT EXISTS "replied_at" timestamp with time zone;
--> statement-breakpoint
-- Shoppers' page speed: one row per page view (its kind of page and device, and each metric in
-- whole milliseconds, CLS in thousandths), with no address, cookie or identifier. Complete days are
-- rolled up into page_speed_days (how often each value occurred) and the rows removed; nothing is
-- kept past 28 days.
CREATE TABLE IF NOT EXISTS "page_speed_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"page_type" text NOT NULL,
	"device" text NOT NULL,
	"lcp" integer,
	"inp" integer,
	"cls" integer,
	"fcp" integer,
	"ttfb" integer,
	CONSTRAINT "page_speed_views_page_type" CHECK ("page_type" in ('home', 'collection', 'product', 'article', 'other')),
	CONSTRAINT "page_speed_views_device" CHECK ("device" in ('phone', 'desktop'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "page_speed_views_received" ON "page_speed_views" ("received_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "page_speed_days" (
	"day" date NOT NULL,
	"page_type" text NOT NULL,
	"device" text NOT NULL,
	"metric" text NOT NULL,
	"counts" jsonb NOT NULL,
	PRIMARY KEY ("day", "page_type", "device", "metric")
);
