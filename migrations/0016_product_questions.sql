-- Shoppers' questions about a product and the store's answers. A question is public only once it is
-- answered and not hidden; its asker may leave an email to be told of the answer once (notified_at
-- is set when that one email is queued, and the address is cleared once it is sent).
CREATE TABLE IF NOT EXISTS "questions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"review_key" text NOT NULL,
	"name" text NOT NULL,
	"question_text" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer_text" text,
	"answered_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"notified_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "questions_public" ON "questions" USING btree ("review_key","answered_at" DESC,"id" DESC) WHERE "hidden_at" IS NULL AND "answer_text" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "questions_newest" ON "questions" USING btree ("created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "questions_email" ON "questions" USING btree (lower("email")) WHERE "email" IS NOT NULL;
