// The attribution a conversion is stored with (contracts/attribution-rules.ts): one row of
// `attributions` per record, built before the write so either engine of the protected-form
// primitive writes it with the record, and read back for the events sent later (a booking
// confirmed from its e-mail, a trial started by its confirmation link).
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { normalizeEmail } from "../../contracts/account-options.ts";
import { NO_ATTRIBUTION, type Attribution, type Conversion } from "../../contracts/attribution-rules.ts";
import type { Db, Tx } from "../db/client.ts";
import { jsonRowsOf, type RowOf } from "../db/json-rows.ts";
import { attributions } from "../db/schema.ts";

export const attributionRows = jsonRowsOf(attributions, ["id", "conversion", "recordId", "email", "createdAt", "channel", "source", "medium", "campaign", "lastTouch", "firstTouch"]);
export type AttributionRow = RowOf<typeof attributionRows>;

/** What ties an attribution to its record and its person. */
export interface AttributedRecord {
  recordId: string;
  email: string;
}

/** The row of `attribution` for `record` of `conversion`. */
export function attributionRow(conversion: Conversion, record: AttributedRecord, attribution: Attribution, now: Date): AttributionRow {
  const last = attribution.last_touch;
  return {
    id: randomUUID(),
    conversion,
    recordId: record.recordId,
    email: normalizeEmail(record.email),
    createdAt: now,
    channel: attribution.channel,
    source: last?.source ?? null,
    medium: last?.medium ?? null,
    campaign: last?.campaign ?? null,
    lastTouch: last,
    firstTouch: attribution.first_touch,
  };
}

/** The attribution stored with a record, or none (a record from before attribution, or erased). */
export async function storedAttribution(db: Db | Tx, conversion: Conversion, recordId: string): Promise<Attribution> {
  const [row] = await db
    .select({ channel: attributions.channel, last: attributions.lastTouch, first: attributions.firstTouch })
    .from(attributions)
    .where(and(eq(attributions.conversion, conversion), eq(attributions.recordId, recordId)));
  return row ? { channel: row.channel, last_touch: row.last, first_touch: row.first } : NO_ATTRIBUTION;
}
