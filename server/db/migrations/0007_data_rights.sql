CREATE TABLE "data_rights_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"access_hash" text,
	"access_expires_at" timestamp with time zone,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "erasure_suppressions" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "data_rights_links_access_hash_idx" ON "data_rights_links" USING btree ("access_hash");--> statement-breakpoint
CREATE INDEX "data_rights_links_email_idx" ON "data_rights_links" USING btree ("email");