CREATE TABLE "attributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversion" text NOT NULL,
	"record_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"channel" text,
	"source" text,
	"medium" text,
	"campaign" text,
	"last_touch" jsonb,
	"first_touch" jsonb
);
--> statement-breakpoint
CREATE UNIQUE INDEX "attributions_record_idx" ON "attributions" USING btree ("conversion","record_id");--> statement-breakpoint
CREATE INDEX "attributions_email_idx" ON "attributions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "attributions_created_at_idx" ON "attributions" USING btree ("created_at");
