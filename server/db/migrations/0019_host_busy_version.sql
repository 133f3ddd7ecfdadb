-- Each good read of a host's calendars raises busy_version with the busy time it stores, so an
-- instance keeps the busy time in memory and reads it again only when it changed.
ALTER TABLE "host_calendars" ADD COLUMN "busy_version" integer DEFAULT 0 NOT NULL;
