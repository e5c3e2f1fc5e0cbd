-- Shoppers' questions about a product and the store's answers. A question is public only once it is
-- answered and not hidden; its asker may leave an email to be told of the answer once (notified_at
-- is set when that one email is queued, and the address is cleared once it is sent). live_id orders
-- what open pages are sent: each time a question becomes public or its answer changes it takes the
-- next number, one product's at a time, so a page catching up asks for everything after the last.
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
	"notified_at" timestamp with time zone,
	"live_id" bigint
);--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "questions_live_id_seq" OWNED BY "questions"."live_id";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "questions_public" ON "questions" USING btree ("review_key","answered_at" DESC,"id" DESC) WHERE "hidden_at" IS NULL AND "answer_text" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "questions_live" ON "questions" USING btree ("review_key","live_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "questions_newest" ON "questions" USING btree ("created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "questions_email" ON "questions" USING btree (lower("email")) WHERE "email" IS NOT NULL;
