// The personal-data registry: every table that holds personal data, declared once with its
// kind (whose pt-BR name, purpose, legal basis and retention are in
// contracts/personal-data.ts), the column tying a row to a person, when a row expires and how
// it is removed. The retention job (server/retention.ts) deletes what expired, the erasure
// (server/rights/erasure.ts) deletes what is tied to the address, and the data-rights view
// (view.ts: which column shows as which field of the page) selects through the same ties.
// registry.test.ts fails when a table with a personal column is not declared here, or when
// one of its personal columns is neither shown by the view nor said why not.
import { eq, getTableColumns, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Conversion } from "../../contracts/attribution-rules.ts";
import type { DataRightsView } from "../../contracts/data-rights-view.ts";
import type { PersonalDataKindId } from "../../contracts/personal-data.ts";
import { slotEnd } from "../../contracts/booking-slots.ts";
import type { BillingPeriod } from "../../contracts/plan-tiers.ts";
import { hoursBefore, monthsBefore, RETENTION_HOURS, RETENTION_MONTHS } from "../../contracts/retention.ts";
import type { Tx } from "../db/client.ts";
import {
  accountInvitations,
  accounts,
  accountTokens,
  attributions,
  bookingFollowups,
  bookings,
  bookingHostSeats,
  bookingSeats,
  consentRecords,
  dataRightsLinks,
  destinationRecipients,
  erasureSuppressions,
  leads,
  maturityReportLeads,
  newsletterSubscriptions,
  onboardingProgress,
  outbox,
  quotes,
  sessions,
  subscriptionChanges,
  webhookDeliveries,
} from "../db/schema.ts";
import { sameEmail } from "../rights/subject.ts";
import { queueEventRemovals } from "../bookings/hosts/calendar-writes.ts";
import type { Fields, RowsSpec } from "./view.ts";

/** How a row is tied to a person. */
type Tie =
  /** An address as the person typed it: matched trimmed and lower-cased (server/rights/subject.ts). */
  | { by: "email"; column: AnyColumn }
  /** An address stored trimmed and lower-cased. */
  | { by: "normalizedEmail"; column: AnyColumn }
  /** The normalised addresses a message is about (outbox.about). */
  | { by: "mentions"; column: AnyColumn }
  /** The keyed hash (HMAC) of the normalised address. */
  | { by: "emailHash"; column: AnyColumn }
  /** The trial account (accounts.id): removed with it. */
  | { by: "account"; column: AnyColumn }
  /** The anonymous cookie-consent id of a browser, never tied to an address. */
  | { by: "consentId"; column: AnyColumn };

/**
 * What an erasure at the person's request does with the table's rows: "deleted" by the
 * registry (rows tied by address go through `remove`; rows tied by account go with their
 * account), "kept" by law (contracts/data-rights-options.ts, ERASURE_EXCEPTIONS), or "own"
 * when the erasure treats them itself (erasure.ts, or the data-rights links).
 */
type OnErasure = "deleted" | "kept" | "own";

export interface PersonalTable<T extends PgTable = PgTable> {
  kind: PersonalDataKindId;
  table: T;
  tiedBy: Tie;
  /** Rows older than this are deleted by the hourly retention job; absent when another rule removes them. */
  expires?: { after: AnyColumn | SQL; cutoff: (now: Date) => Date };
  onErasure: OnErasure;
  /** Deletes the rows matching `where` with what hangs on them (default: just those rows). */
  remove?: (tx: Tx, where: SQL) => Promise<void>;
  /**
   * The part of the data-rights view (its group in contracts/data-rights-view.ts) that lists
   * the person's rows, each read field by field (view.ts); `one`: the person has one row at
   * most. Absent when a part of view.ts reads the table its own way.
   */
  view?: { part: Exclude<keyof DataRightsView, "email" | "readAt">; one?: true } & RowsSpec<Fields<T>>;
  /** Its personal columns no field of the view shows, each with the reason (registry.test.ts). */
  notShown?: readonly (readonly [AnyColumn, string])[];
}

const declare = <T extends PgTable>(entry: PersonalTable<T>) => entry;

/** The columns of `table` named `names`, each read as the field of the same name. */
export function columns<T extends PgTable, K extends keyof T["_"]["columns"] & string>(table: T, ...names: K[]): Pick<T["_"]["columns"], K> {
  const all = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<T["_"]["columns"], K>;
}

/** Why an E.164 copy of a phone is not shown. */
const DIALABLE = "the phone as typed is shown; this is the same number in the international format, to dial it";
const months = (n: number) => (now: Date) => monthsBefore(now, n);
const hours = (n: number) => (now: Date) => hoursBefore(now, n);

const leadsTable = declare({
  kind: "demoRequests",
  table: leads,
  tiedBy: { by: "email", column: leads.email },
  expires: { after: leads.createdAt, cutoff: months(RETENTION_MONTHS.demoRequestsAndBookings) },
  onErasure: "deleted",
  view: {
    part: "demoRequests",
    orderBy: [leads.createdAt],
    fields: columns(leads, "id", "createdAt", "name", "email", "phone", "company", "solution", "details", "users", "protocolUsers", "volume", "preferredDay", "preferredTime", "userAgent", "ipHash"),
  },
  notShown: [[leads.phoneE164, DIALABLE]],
});

const bookingsTable = declare({
  kind: "bookings",
  table: bookings,
  tiedBy: { by: "email", column: bookings.email },
  // Counted from the demo's time; unconfirmed bookings go sooner (server/bookings/holds.ts).
  expires: { after: bookings.slotStart, cutoff: months(RETENTION_MONTHS.demoRequestsAndBookings) },
  onErasure: "deleted",
  async remove(tx, where) {
    const ids = (await tx.select({ id: bookings.id }).from(bookings).where(where)).map((b) => b.id);
    // The seat goes with its booking, so the slot is offered again; its planned reminders, mail about the visitor, too.
    await tx.delete(bookingSeats).where(inArray(bookingSeats.bookingId, ids));
    await tx.delete(bookingFollowups).where(inArray(bookingFollowups.bookingId, ids));
    await tx.delete(bookingHostSeats).where(inArray(bookingHostSeats.bookingId, ids));
    // Its event leaves the host's CalDAV calendar too: it names the person.
    await queueEventRemovals(tx, ids);
    await tx.delete(bookings).where(where);
  },
  view: {
    part: "bookings",
    orderBy: [bookings.slotStart],
    fields: {
      ...columns(bookings, "id", "createdAt", "status", "slotStart"),
      slotEnd: { reads: [bookings.slotStart], value: (b) => slotEnd(b.slotStart.toISOString()) },
      ...columns(bookings, "name", "email", "phone", "company", "topic", "notes", "timeZone", "cancelledAt", "ipHash", "hostName", "meetingUrl"),
    },
  },
  notShown: [
    [bookings.phoneE164, DIALABLE],
    [bookings.hostEmail, "the work address of our colleague who gives the demo, not the visitor's; their name and the call's link are shown"],
  ],
});

const maturityReportsTable = declare({
  kind: "maturityReports",
  table: maturityReportLeads,
  tiedBy: { by: "email", column: maturityReportLeads.email },
  expires: { after: maturityReportLeads.createdAt, cutoff: months(RETENTION_MONTHS.maturityReports) },
  onErasure: "deleted",
  view: {
    part: "maturityReports",
    orderBy: [maturityReportLeads.createdAt],
    fields: columns(maturityReportLeads, "id", "createdAt", "name", "company", "email", "consentedAt", "score", "level", "dimensionScores", "userAgent", "ipHash"),
  },
  notShown: [[maturityReportLeads.answers, "the assessment's answers are shown as what they add up to: the general score, the score of each dimension and the level"]],
});

const quotesTable = declare({
  kind: "quotes",
  table: quotes,
  tiedBy: { by: "email", column: quotes.email },
  expires: { after: quotes.createdAt, cutoff: months(RETENTION_MONTHS.quotes) },
  onErasure: "deleted",
  view: {
    part: "quotes",
    orderBy: [quotes.createdAt],
    fields: {
      ...columns(quotes, "id", "createdAt", "validUntil", "company", "cnpj", "responsible", "email"),
      period: { reads: [quotes.period], value: (q): BillingPeriod => (q.period === "anual" ? "anual" : "mensal") },
      ...columns(quotes, "planTier", "users", "monthlyProtocols", "storageGb", "modules", "totalCents", "ipHash"),
    },
  },
});

/** What hangs on a trial account: removed with it, whatever removes the account. */
export const ACCOUNT_TABLES = {
  sessions: declare({ kind: "trialAccounts", table: sessions, tiedBy: { by: "account", column: sessions.accountId }, onErasure: "deleted" }),
  tokens: declare({ kind: "trialAccounts", table: accountTokens, tiedBy: { by: "account", column: accountTokens.accountId }, onErasure: "deleted" }),
  subscriptionChanges: declare({ kind: "trialAccounts", table: subscriptionChanges, tiedBy: { by: "account", column: subscriptionChanges.accountId }, onErasure: "deleted" }),
  onboarding: declare({ kind: "trialAccounts", table: onboardingProgress, tiedBy: { by: "account", column: onboardingProgress.accountId }, onErasure: "deleted" }),
  // The colleague's address is theirs too: the erasure of that address removes the
  // invitations to it from other accounts (erasure.ts).
  invitations: declare({ kind: "trialAccounts", table: accountInvitations, tiedBy: { by: "account", column: accountInvitations.accountId }, onErasure: "deleted" }),
};
const accountTables: readonly PersonalTable[] = Object.values(ACCOUNT_TABLES);

const accountsTable = declare({
  kind: "trialAccounts",
  table: accounts,
  tiedBy: { by: "normalizedEmail", column: accounts.emailNormalized },
  // A never-confirmed account has no trial end: it counts from its creation.
  expires: { after: sql`coalesce(${accounts.trialEndsAt}, ${accounts.createdAt})`, cutoff: months(RETENTION_MONTHS.trialAccounts) },
  onErasure: "deleted",
  async remove(tx, where) {
    const ids = (await tx.select({ id: accounts.id }).from(accounts).where(where)).map((a) => a.id);
    await removeAccounts(tx, ids);
  },
  // What the view shows of an account is read with what hangs on it (view.ts).
  notShown: [
    [accounts.phoneE164, DIALABLE],
    [accounts.passwordHash, "a one-way hash of the password (scrypt): it tells nothing of the password, and shown it would only help to guess it"],
  ],
});

/** Deletes the accounts `ids` with every record tied to them. */
export async function removeAccounts(tx: Tx, ids: string[]) {
  if (ids.length === 0) return;
  for (const { table, tiedBy } of accountTables) await tx.delete(table).where(inArray(tiedBy.column, ids));
  await tx.delete(accounts).where(inArray(accounts.id, ids));
}

/** Each conversion's record table: an attribution lives as long as its record. */
const CONVERSION_RECORDS = { "demo-request": leads, booking: bookings, "maturity-report": maturityReportLeads, quote: quotes, trial: accounts } satisfies Record<Conversion, PgTable & { id: AnyColumn }>;
const recordGone = sql.join(
  Object.entries(CONVERSION_RECORDS).map(([conversion, table]) => sql`(${attributions.conversion} = ${conversion} AND NOT EXISTS (SELECT 1 FROM ${table} WHERE ${table.id} = ${attributions.recordId}))`),
  sql` OR `,
);

const attributionsTable = declare({
  kind: "attributions",
  table: attributions,
  tiedBy: { by: "normalizedEmail", column: attributions.email },
  // Kept as long as its record: once the record is gone (its retention, or its account's), the next run removes it.
  expires: { after: sql`CASE WHEN ${recordGone} THEN ${attributions.createdAt} ELSE 'infinity'::timestamptz END`, cutoff: (now) => now },
  onErasure: "deleted",
  view: {
    part: "attributions",
    orderBy: [attributions.createdAt],
    fields: columns(attributions, "createdAt", "conversion", "channel", "lastTouch", "firstTouch", "mailingConsent", "mailingConsentText", "mailingConsentVersion"),
  },
  notShown: [attributions.source, attributions.medium, attributions.campaign].map((column) => [column, "copies of the visit's source, medium and campaign, shown in the line of the visit that led to the request"] as const),
});

const newsletterTable = declare({
  kind: "newsletterSubscriptions",
  table: newsletterSubscriptions,
  tiedBy: { by: "normalizedEmail", column: newsletterSubscriptions.email },
  // A request never confirmed goes when its link stops working; a confirmed one stays until
  // its subscriber unsubscribes (the row is deleted then, server/newsletter/routes.ts).
  expires: {
    after: sql`case when ${newsletterSubscriptions.status} = 'pending' then ${newsletterSubscriptions.requestedAt} else 'infinity'::timestamptz end`,
    cutoff: hours(RETENTION_HOURS.unconfirmedNewsletter),
  },
  onErasure: "deleted",
  view: {
    part: "newsletter",
    one: true,
    fields: columns(newsletterSubscriptions, "status", "email", "requestedAt", "confirmedAt", "consentText", "consentVersion", "userAgent", "ipHash"),
  },
});

const consentRecordsTable = declare({
  kind: "consentRecords",
  table: consentRecords,
  tiedBy: { by: "consentId", column: consentRecords.consentId },
  expires: { after: consentRecords.receivedAt, cutoff: months(RETENTION_MONTHS.consentRecords) },
  onErasure: "kept",
});

const outboxTable = declare({
  kind: "mailContents",
  table: outbox,
  tiedBy: { by: "mentions", column: outbox.about },
  // Its contents are erased, not its rows, on their own schedule (server/outbox/mail-erasure.ts).
  onErasure: "own",
  notShown: [outbox.replyTo, outbox.text, outbox.html, outbox.attachments].map(
    (column) => [column, "a message is listed by its subject, recipient and state; its body and attachments repeat the records shown, or carry a personal link that must not be shown again"] as const,
  ),
});

const webhookDeliveriesTable = declare({
  kind: "sentEvents",
  table: webhookDeliveries,
  tiedBy: { by: "normalizedEmail", column: webhookDeliveries.subjectEmail },
  expires: {
    // An erasure notice (RD Station's removal holds the address it must remove) stays until delivered: an operator carries it out.
    after: sql`case when ${webhookDeliveries.eventType} = 'data_subject.erased' and ${webhookDeliveries.status} <> 'delivered' then 'infinity'::timestamptz else coalesce(${webhookDeliveries.deliveredAt}, ${webhookDeliveries.createdAt}) end`,
    cutoff: hours(RETENTION_HOURS.sentEvents),
  },
  // The erasure keeps the removal events still under way, and takes the address out of other accounts' events.
  onErasure: "own",
  notShown: [[webhookDeliveries.payload, "the copy of records shown above on its way to another system, which the sharing group names"]],
});

const dataRightsLinksTable = declare({
  kind: "dataRightsRequests",
  table: dataRightsLinks,
  tiedBy: { by: "normalizedEmail", column: dataRightsLinks.email },
  expires: { after: dataRightsLinks.createdAt, cutoff: hours(RETENTION_HOURS.dataRightsLinks) },
  // The link that erased keeps what it told, without the address (server/rights/links.ts).
  onErasure: "own",
  view: { part: "accessRequests", orderBy: [dataRightsLinks.createdAt], fields: columns(dataRightsLinks, "createdAt", "openedAt") },
});

const erasureSuppressionsTable = declare({
  kind: "erasureSuppressions",
  table: erasureSuppressions,
  tiedBy: { by: "emailHash", column: erasureSuppressions.emailHash },
  expires: { after: erasureSuppressions.erasedAt, cutoff: months(RETENTION_MONTHS.erasureSuppressions) },
  onErasure: "kept",
});

const destinationRecipientsTable = declare({
  kind: "recipients",
  table: destinationRecipients,
  tiedBy: { by: "emailHash", column: destinationRecipients.emailHash },
  // Forgotten once each destination was told of the erasure (server/webhooks/recipients.ts).
  onErasure: "own",
});

/** Every table holding personal data, by table. */
export const PERSONAL_TABLES = {
  leads: leadsTable,
  bookings: bookingsTable,
  maturityReports: maturityReportsTable,
  quotes: quotesTable,
  accounts: accountsTable,
  attributions: attributionsTable,
  newsletter: newsletterTable,
  consentRecords: consentRecordsTable,
  outbox: outboxTable,
  webhookDeliveries: webhookDeliveriesTable,
  dataRightsLinks: dataRightsLinksTable,
  erasureSuppressions: erasureSuppressionsTable,
  destinationRecipients: destinationRecipientsTable,
};

export const REGISTRY: readonly PersonalTable[] = [...Object.values(PERSONAL_TABLES), ...accountTables];

/** The rows of `entry` tied to `email` (trimmed, lower-cased) by an address column. */
export function heldBy(entry: PersonalTable, email: string): SQL {
  const { by, column } = entry.tiedBy;
  if (by === "email") return sameEmail(column, email);
  if (by === "normalizedEmail") return eq(column, email);
  throw new Error(`${by} does not name an address`);
}

/** Deletes the rows of `entry` matching `where`, with what hangs on them. */
export async function removeRows(tx: Tx, entry: PersonalTable, where: SQL) {
  if (entry.remove) await entry.remove(tx, where);
  else await tx.delete(entry.table).where(where);
}
