CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"company" text NOT NULL,
	"cnpj" text NOT NULL,
	"responsible" text NOT NULL,
	"email" text NOT NULL,
	"period" text NOT NULL,
	"plan_tier" text NOT NULL,
	"users" integer NOT NULL,
	"monthly_protocols" integer NOT NULL,
	"storage_gb" integer NOT NULL,
	"modules" jsonb NOT NULL,
	"monthly_total_cents" integer NOT NULL,
	"annual_total_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"quote" jsonb NOT NULL,
	"ip_hash" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "quotes_created_at_idx" ON "quotes" USING btree ("created_at");