-- Aggregate measurement (contracts/measurement.ts): daily counters and histograms added to by
-- every instance, never a row per visit. No column may hold an address, a user agent, an id
-- or a hash of them (server/measurement/schema-privacy.test.ts reads this file).
CREATE TABLE "measurement_views" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"channel" text NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"device" text NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"entries" bigint DEFAULT 0 NOT NULL,
	"form_starts" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "measurement_views_pk" PRIMARY KEY("day","route","channel","source","medium","campaign","device")
);
--> statement-breakpoint
CREATE TABLE "measurement_vitals" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"metric" text NOT NULL,
	"device" text NOT NULL,
	"bucket" integer NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "measurement_vitals_pk" PRIMARY KEY("day","route","metric","device","bucket")
);
--> statement-breakpoint
CREATE TABLE "staff_sign_ins" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"session_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
