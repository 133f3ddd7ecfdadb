-- A demo's outcome as its host recorded it, and the token of the host's outcome e-mail.
ALTER TABLE "bookings" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "outcome_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_outcome_token_hash_idx" ON "bookings" USING btree ("outcome_token_hash");--> statement-breakpoint
-- The reminders and outcome requests a confirmed booking planned; each row leaves when its mail is queued.
CREATE TABLE "booking_followups" (
	"booking_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"message" jsonb NOT NULL,
	CONSTRAINT "booking_followups_booking_id_purpose_pk" PRIMARY KEY("booking_id","purpose")
);--> statement-breakpoint
CREATE INDEX "booking_followups_due_at_idx" ON "booking_followups" USING btree ("due_at");
