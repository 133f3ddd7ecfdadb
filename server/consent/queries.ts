// The consent route's one query: the proof of a cookie choice.
import type { Db } from "../db/client.ts";
import { consentRecords } from "../db/schema.ts";

export async function recordConsent(db: Db, record: typeof consentRecords.$inferInsert) {
  await db.insert(consentRecords).values(record);
}
