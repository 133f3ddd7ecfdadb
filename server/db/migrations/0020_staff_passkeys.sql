-- Staff passkeys for /painel (server/staff/passkeys.ts): each credential with the address it
-- signs in, and the ceremonies' single-use challenges, by their SHA-256, shared by every instance.
CREATE TABLE "staff_passkeys" (
	"credential_id" text PRIMARY KEY NOT NULL,
	"public_key" "bytea" NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}'::text[] NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "staff_passkeys_email_idx" ON "staff_passkeys" USING btree ("email");--> statement-breakpoint
CREATE TABLE "staff_passkey_challenges" (
	"challenge_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"session_hash" text,
	"expires_at" timestamp with time zone NOT NULL
);
