-- The outbox: every message the store promises to send (the owner's email about a contact message,
-- a sign-up for the marketing list), written in the same transaction as the record it belongs to and
-- delivered by a worker in the store process. The payload names the record; personal data stays in
-- the record's own table, and last_error never holds any.
CREATE TABLE IF NOT EXISTS "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_status_known" CHECK ("status" in ('pending', 'sent', 'failed'))
);--> statement-breakpoint
-- The worker's question, "what is due now?", and the owner's, "what is waiting or failed?".
CREATE INDEX IF NOT EXISTS "outbox_pending_due" ON "outbox" USING btree ("next_attempt_at","id") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_failed" ON "outbox" USING btree ("id") WHERE "status" = 'failed';
