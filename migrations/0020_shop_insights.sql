-- The console's trends count reviews, sign-ups, messages and review requests per week or month:
-- each by its time, so twelve weeks of a large shop are read from an index, not the whole table.
CREATE INDEX IF NOT EXISTS "reviews_public_created" ON "reviews" ("created_at") INCLUDE ("rating") WHERE "hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "newsletter_subscribers_created" ON "newsletter_subscribers" ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_submissions_created" ON "contact_submissions" ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "review_requests_created" ON "review_requests" ("created_at");--> statement-breakpoint
-- The shop's reply to a contact message, written in the console and emailed through the outbox.
ALTER TABLE "contact_submissions" ADD COLUMN IF NOT EXISTS "reply_text" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN IF NOT EXISTS "replied_at" timestamp with time zone;
