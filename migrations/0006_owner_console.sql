-- The owner console's sign-in: the people who may run the store, their passkeys, one-time invites,
-- signed-in sessions and the WebAuthn challenges in flight. Secrets (invite tokens, session ids) are
-- stored as sha256 digests only; challenges are random and short-lived, each usable once.
CREATE TABLE IF NOT EXISTS "people" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- A passkey: its credential id (base64url, as the browser names it), public key and signature counter.
CREATE TABLE IF NOT EXISTS "passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" bigint NOT NULL REFERENCES "people" ("id") ON DELETE CASCADE,
	"public_key" bytea NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "passkeys_person" ON "passkeys" USING btree ("person_id");--> statement-breakpoint
-- A one-time invite: whoever opens its URL within 15 minutes registers a passkey as a new person.
CREATE TABLE IF NOT EXISTS "invites" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"person_id" bigint REFERENCES "people" ("id") ON DELETE SET NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "invites_token_hash_unique" ON "invites" USING btree ("token_hash");--> statement-breakpoint
-- A signed-in browser: ends after 12 hours idle, 7 days in all, or at once when its row is deleted.
CREATE TABLE IF NOT EXISTS "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_hash" text NOT NULL,
	"person_id" bigint NOT NULL REFERENCES "people" ("id") ON DELETE CASCADE,
	"passkey_id" text REFERENCES "passkeys" ("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_address" text,
	"user_agent" text
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sessions_id_hash_unique" ON "sessions" USING btree ("id_hash");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessions_person" ON "sessions" USING btree ("person_id");--> statement-breakpoint
-- A WebAuthn challenge handed out and not yet answered; any store process may take the answer.
CREATE TABLE IF NOT EXISTS "webauthn_challenges" (
	"challenge" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"invite_id" bigint REFERENCES "invites" ("id") ON DELETE CASCADE,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webauthn_challenges_purpose_known" CHECK ("purpose" in ('registration', 'authentication'))
);
