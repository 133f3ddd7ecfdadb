ALTER TABLE "outbox" ADD COLUMN "about" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "subject_email" text;--> statement-breakpoint
ALTER TABLE "data_rights_links" ADD COLUMN "erasure_told" text[];--> statement-breakpoint
CREATE TABLE "destination_recipients" (
	"destination" text NOT NULL,
	"email_hash" text NOT NULL,
	"first_delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "destination_recipients_destination_email_hash_pk" PRIMARY KEY("destination","email_hash")
);
--> statement-breakpoint
CREATE INDEX "outbox_about_idx" ON "outbox" USING gin ("about");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_subject_email_idx" ON "webhook_deliveries" USING btree ("subject_email");--> statement-breakpoint
-- Whom the mail already queued is about, from its structured fields only: the visitor a
-- sales notice replies to, the recipient of any other message, and the accounts that sent
-- an invitation. Mail whose contents were erased is about nobody.
UPDATE "outbox" SET "about" = ARRAY[lower(trim("reply_to"))] WHERE "kind" LIKE '%.sales' AND "reply_to" IS NOT NULL AND "subject" <> '[apagado]';--> statement-breakpoint
UPDATE "outbox" SET "about" = ARRAY[lower(trim("to_address"))] WHERE "kind" NOT LIKE '%.sales' AND "subject" <> '[apagado]';--> statement-breakpoint
UPDATE "outbox" SET "about" = "about" || coalesce((SELECT array_agg(DISTINCT a."email_normalized") FROM "account_invitations" i JOIN "accounts" a ON a."id" = i."account_id" WHERE lower(i."email") = lower(trim("outbox"."to_address"))), '{}'::text[]) WHERE "kind" = 'account.invitation' AND "subject" <> '[apagado]';--> statement-breakpoint
UPDATE "webhook_deliveries" SET "subject_email" = lower(trim("payload"->'data'->>'email')) WHERE "payload"->'data' ? 'email';
