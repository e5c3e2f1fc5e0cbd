-- Every backup written (scheduled, or by `npm run owner -- backup`): the console shows the newest,
-- and the store processes sharing a PostgreSQL database see through it whether a scheduled backup
-- is due.
CREATE TABLE IF NOT EXISTS "backups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file" text NOT NULL,
	"bytes" bigint NOT NULL,
	"scheduled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "backups_newest" ON "backups" USING btree ("created_at" DESC);
