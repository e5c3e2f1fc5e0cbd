-- The owner's records: a contact message is read, then handled; a review may carry the store's
-- public reply; and every change the owner makes (console or command line) is written to the audit
-- log, naming who, what and which record, never the personal data of the record itself.
ALTER TABLE "contact_submissions" ADD COLUMN IF NOT EXISTS "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN IF NOT EXISTS "handled_at" timestamp with time zone;--> statement-breakpoint
-- The inbox's question, "what is unread?", served without reading every message.
CREATE INDEX IF NOT EXISTS "contact_submissions_unread" ON "contact_submissions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "read_at" IS NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN IF NOT EXISTS "reply_text" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN IF NOT EXISTS "replied_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_newest" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);
