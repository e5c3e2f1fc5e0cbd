-- Posts sent with an idempotency key (review, contact message, sign-up): the first one's answer,
-- so a retry with the same key and fields is answered the same and stores nothing again. A row
-- without a status is a post being handled now. Rows are kept a day.
CREATE TABLE IF NOT EXISTS "idempotent_writes" (
	"id" text PRIMARY KEY NOT NULL,
	"status" integer,
	"outcome" jsonb,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "idempotent_writes_claimed" ON "idempotent_writes" USING btree ("claimed_at");
