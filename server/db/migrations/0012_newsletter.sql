CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"consent_text" text NOT NULL,
	"consent_version" text NOT NULL,
	"ip_hash" text NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_idx" ON "newsletter_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_confirm_token_hash_idx" ON "newsletter_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
-- The one-click unsubscribe URL of a mailing (List-Unsubscribe, RFC 8058), erased with the contents.
ALTER TABLE "outbox" ADD COLUMN "list_unsubscribe" text;
