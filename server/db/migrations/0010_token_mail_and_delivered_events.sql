ALTER TABLE "outbox" ADD COLUMN "carries_token" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Mail already queued: the kinds whose builders now mark carries_token (a working token link).
UPDATE "outbox" SET "carries_token" = true WHERE "kind" IN ('account.confirm-email', 'account.duplicate-signup', 'account.password-reset', 'account.magic-link', 'data-rights.link', 'booking.booked.visitor', 'booking.rescheduled.visitor');--> statement-breakpoint
-- Delivered events keep no platform-only field (contracts/events.ts PLATFORM_ONLY_FIELDS).
UPDATE "webhook_deliveries" SET "payload" = "payload" #- '{data,password_hash}' WHERE "status" = 'delivered' AND "event_type" = 'trial.started' AND "payload" -> 'data' ? 'password_hash';
