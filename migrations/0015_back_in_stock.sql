-- Shoppers who asked to be told when a sold-out product is back: kept for the owner (console list
-- and CSV export) and, with Klaviyo configured, subscribed through the outbox. One request per
-- email and product; asking again refreshes it.
CREATE TABLE IF NOT EXISTS "back_in_stock_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"product_slug" text NOT NULL,
	"variant_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "back_in_stock_requests_email_product" ON "back_in_stock_requests" USING btree (lower("email"),"product_slug");
