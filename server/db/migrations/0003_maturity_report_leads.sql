CREATE TABLE "maturity_report_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"email" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"answers" text NOT NULL,
	"score" integer NOT NULL,
	"level" text NOT NULL,
	"dimension_scores" jsonb NOT NULL,
	"ip_hash" text NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE INDEX "maturity_report_leads_created_at_idx" ON "maturity_report_leads" USING btree ("created_at");