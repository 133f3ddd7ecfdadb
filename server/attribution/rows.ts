// The attribution a conversion is stored with (contracts/attribution-rules.ts): one row of
// `attributions` per record, built before the write so either engine of the protected-form
// primitive writes it with the record, and read back for the events sent later (a booking
// confirmed from its e-mail, a trial started by its confirmation link).
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { normalizeEmail } from "../../contracts/account-options.ts";
import { NO_ATTRIBUTION, type Attribution, type Conversion } from "../../contracts/attribution-rules.ts";
import { MAILING_CONSENT_TEXT, MAILING_CONSENT_VERSION, NO_MAILING_CONSENT, type MailingConsent } from "../../contracts/mailing-consent.ts";
import type { Db, Tx } from "../db/client.ts";
import { jsonRowsOf, type RowOf } from "../db/json-rows.ts";
import { attributions } from "../db/schema.ts";

export const attributionRows = jsonRowsOf(attributions, ["id", "conversion", "recordId", "email", "createdAt", "channel", "source", "medium", "campaign", "lastTouch", "firstTouch", "mailingConsent", "mailingConsentText", "mailingConsentVersion"]);
export type AttributionRow = RowOf<typeof attributionRows>;

/** What ties an attribution to its record and its person. */
export interface AttributedRecord {
  recordId: string;
  email: string;
}

/** The mailing opt-in of a submission: its choice and the version of the text beside the box; not asked (declined, no version) when the body had no box's answer. */
export const mailingConsentOf = (answer: boolean | undefined): MailingConsent => (answer === undefined ? NO_MAILING_CONSENT : { granted: answer, text_version: MAILING_CONSENT_VERSION });

/** The row of `attribution` for `record` of `conversion`, with the proof of its mailing opt-in (the text shown, its version, the choice). */
export function attributionRow(conversion: Conversion, record: AttributedRecord, attribution: Attribution, mailingConsent: MailingConsent, now: Date): AttributionRow {
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
    mailingConsent: mailingConsent.granted,
    mailingConsentText: mailingConsent.text_version === MAILING_CONSENT_VERSION ? MAILING_CONSENT_TEXT : null,
    mailingConsentVersion: mailingConsent.text_version,
  };
}

/** The attribution stored with a record, or none (a record from before attribution, or erased). */
export async function storedAttribution(db: Db | Tx, conversion: Conversion, recordId: string): Promise<Attribution> {
  return (await storedConversion(db, conversion, recordId)).attribution;
}

/** The attribution and the mailing opt-in stored with a record, as its events carry them; none for a record from before attribution, or erased. */
export async function storedConversion(db: Db | Tx, conversion: Conversion, recordId: string): Promise<{ attribution: Attribution; mailing_consent: MailingConsent }> {
  const [row] = await db
    .select({ channel: attributions.channel, last: attributions.lastTouch, first: attributions.firstTouch, granted: attributions.mailingConsent, version: attributions.mailingConsentVersion })
    .from(attributions)
    .where(and(eq(attributions.conversion, conversion), eq(attributions.recordId, recordId)));
  if (!row) return { attribution: NO_ATTRIBUTION, mailing_consent: NO_MAILING_CONSENT };
  return { attribution: { channel: row.channel, last_touch: row.last, first_touch: row.first }, mailing_consent: { granted: row.granted, text_version: row.version } };
}
