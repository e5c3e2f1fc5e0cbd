-- Every webhook Shopify delivered, by its X-Shopify-Webhook-Id, so a repeated delivery is processed once.
CREATE TABLE IF NOT EXISTS "shopify_webhooks" (
	"webhook_id" text PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"shop_domain" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"error" text,
	CONSTRAINT "shopify_webhooks_status" CHECK ("status" in ('processing', 'processed', 'ignored', 'failed'))
);
