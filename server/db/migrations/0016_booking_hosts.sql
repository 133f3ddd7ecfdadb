CREATE TABLE "booking_host_seats" (
	"host_id" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"booking_id" uuid NOT NULL,
	CONSTRAINT "booking_host_seats_host_id_slot_start_pk" PRIMARY KEY("host_id","slot_start"),
	CONSTRAINT "booking_host_seats_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "host_busy" (
	"host_id" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_calendar_writes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"booking_id" uuid NOT NULL,
	"host_id" text NOT NULL,
	"action" text NOT NULL,
	"body" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "host_calendars" (
	"host_id" text PRIMARY KEY NOT NULL,
	"read_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"failure" text
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "host_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "host_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "host_email" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "meeting_url" text;--> statement-breakpoint
CREATE INDEX "host_busy_host_id_start_idx" ON "host_busy" USING btree ("host_id","start");--> statement-breakpoint
CREATE INDEX "host_calendar_writes_due_idx" ON "host_calendar_writes" USING btree ("next_attempt_at") WHERE "host_calendar_writes"."done_at" is null;--> statement-breakpoint
CREATE INDEX "host_calendar_writes_booking_id_idx" ON "host_calendar_writes" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_host_id_created_at_idx" ON "bookings" USING btree ("host_id","created_at");