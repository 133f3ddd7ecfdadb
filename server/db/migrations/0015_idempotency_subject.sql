-- Every key records whom its submission is about, so an erasure can delete it. Keys recorded
-- before cannot be tied to anyone: they go now (they would expire within 24 hours; a form
-- retried across this upgrade is accepted again).
DELETE FROM "idempotency_keys";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "subject_hash" text NOT NULL;
