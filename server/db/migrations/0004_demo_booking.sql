CREATE TABLE "booking_seats" (
	"slot_start" timestamp with time zone NOT NULL,
	"seat" integer NOT NULL,
	"booking_id" uuid NOT NULL,
	CONSTRAINT "booking_seats_slot_start_seat_pk" PRIMARY KEY("slot_start","seat"),
	CONSTRAINT "booking_seats_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"phone_e164" text NOT NULL,
	"company" text NOT NULL,
	"topic" text NOT NULL,
	"notes" text,
	"time_zone" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"token_hash" text,
	"ip_hash" text NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
CREATE INDEX "bookings_slot_start_idx" ON "bookings" USING btree ("slot_start");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_token_hash_idx" ON "bookings" USING btree ("token_hash");