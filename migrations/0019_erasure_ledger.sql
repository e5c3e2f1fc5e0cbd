-- Privacy: the store's own secret, which keys every digest it keeps of an address or an email (an
-- HMAC, so a leaked table or backup cannot be checked against guessed addresses), and the erasure
-- ledger: a keyed digest of every email erased, which a restore re-applies to older backups' rows.
-- The key itself is made by the store on first use (app/db/store-secret.server.ts), never here,
-- so a restore that builds this table first still loads the backup's own key into it.
CREATE TABLE IF NOT EXISTS "store_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "erasure_ledger" (
	"digest" text PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Failed webhooks' stored errors could repeat a query's values (an email): from now on only an
-- error's code and message are kept, and what was kept before is withdrawn.
UPDATE "shopify_webhooks" SET "error" = 'error text from an earlier version removed' WHERE "error" IS NOT NULL;
