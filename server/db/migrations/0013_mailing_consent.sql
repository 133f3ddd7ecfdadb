ALTER TABLE "attributions" ADD COLUMN "mailing_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attributions" ADD COLUMN "mailing_consent_text" text;--> statement-breakpoint
ALTER TABLE "attributions" ADD COLUMN "mailing_consent_version" text;
