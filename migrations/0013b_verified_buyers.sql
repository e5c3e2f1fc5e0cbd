-- Verified buyers. Shopify's order webhooks leave one row per order with only what review requests
-- need: the order's id, the buyer's email and first name, the products bought (our review keys)
-- and when it was fulfilled. A request is queued once per order (request_queued_at), and sends one
-- link per product: a random token stored as its sha256 only, usable once, until it expires. A
-- review posted through a link is marked verified.
ALTER TABLE "reviews" ADD COLUMN IF NOT EXISTS "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reviews_public_verified" ON "reviews" USING btree ("product_id","created_at" DESC,"id" DESC) WHERE "hidden_at" IS NULL AND "verified";--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "shop_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shopify_order_id" text NOT NULL,
	"email" text,
	"first_name" text,
	"review_keys" text[] DEFAULT '{}' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fulfilled_at" timestamp with time zone,
	"request_queued_at" timestamp with time zone,
	"unsubscribe_hash" text
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "shop_orders_shopify_order_id" ON "shop_orders" USING btree ("shopify_order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shop_orders_email" ON "shop_orders" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "shop_orders_unsubscribe_hash" ON "shop_orders" USING btree ("unsubscribe_hash");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "review_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL REFERENCES "shop_orders" ("id") ON DELETE CASCADE,
	"review_key" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"review_id" bigint REFERENCES "reviews" ("id") ON DELETE SET NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "review_requests_token_hash" ON "review_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "review_requests_order" ON "review_requests" USING btree ("order_id");--> statement-breakpoint
-- Buyers who asked for no more review requests: a digest of the address only, so the choice is
-- honoured for later orders without keeping the address itself.
CREATE TABLE IF NOT EXISTS "review_request_opt_outs" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
