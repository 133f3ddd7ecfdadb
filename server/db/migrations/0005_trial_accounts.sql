CREATE TABLE "account_invitations" (
	"account_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_invitations_account_id_email_pk" PRIMARY KEY("account_id","email")
);
--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_normalized" text NOT NULL,
	"company" text NOT NULL,
	"phone" text NOT NULL,
	"phone_e164" text NOT NULL,
	"password_hash" text NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"plan_tier" text NOT NULL,
	"billing_period" text NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"ip_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_progress" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"current_step" text NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"plan_tier" text NOT NULL,
	"billing_period" text NOT NULL,
	"monthly_price_cents" integer NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE INDEX "account_tokens_account_idx" ON "account_tokens" USING btree ("account_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_normalized_idx" ON "accounts" USING btree ("email_normalized");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "subscription_changes_account_idx" ON "subscription_changes" USING btree ("account_id","created_at");