// What the data-rights view reads of each table (LGPD art. 18, II): for each part of the view
// (contracts/data-rights-view.ts declares its records, their labels and wordings), the
// registry's table it comes from, the rows that are the person's (through the registry's tie
// to the address, unless said otherwise) and the column each field of its records is. The
// keys follow the JSON download's order. NOT_SHOWN says, for each personal column no field
// shows, why; registry.test.ts fails when a personal column is in neither, or when a kind of
// record has no part of the view.
import { and, Column, eq, getTableColumns, getTableName, gt, is, sql, type AnyColumn, type GetColumnData, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { slotEnd } from "../../contracts/booking-slots.ts";
import type { SubscriptionChangeKind, SubscriptionStatus } from "../../contracts/account-options.ts";
import type { DataRightsView, MailRecord } from "../../contracts/data-rights-view.ts";
import type { BillingPeriod, PlanTierId } from "../../contracts/plan-tiers.ts";
import type { Db } from "../db/client.ts";
import {
  accountInvitations,
  accounts,
  attributions,
  bookings,
  consentRecords,
  dataRightsLinks,
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
import { mailAbout, withContents } from "../mail/outbox.ts";
import { recipientShown, sameEmail } from "../rights/subject.ts";
import { lastErasureOf } from "../rights/suppression.ts";
import { recipientsOf } from "../webhooks/recipients.ts";
import { ACCOUNT_TABLES, heldBy, PERSONAL_TABLES, type PersonalTable } from "./registry.ts";

/** Whose view is read, and what reading it needs. */
export interface ReadContext {
  db: Db;
  /** Trimmed, lower-cased. */
  email: string;
  /** This browser's cookie-consent id, when it sent one. */
  consentId: string | null;
  suppressionKey: string;
  /** The key of the index of which destination received whom. */
  recipientKey: string;
  now: Date;
}

type Row = Record<string, unknown>;

/** Where one part of the view comes from. */
export interface Source<S> {
  /** Its value for the person; `parent`, the row of the record it belongs to (an account's). */
  read: (context: ReadContext, parent?: Row) => Promise<S>;
  /** The registry's tables it reads. */
  from: readonly PersonalTable[];
  /** The columns it shows, its nested parts' included. */
  shows: readonly AnyColumn[];
  /** Its records' fields, in the download's order, when it reads records field by field. */
  fields?: readonly string[];
}

/** A field computed from its row (a checked cast, a derived value), with the columns it shows. */
interface Computed<R, V> {
  reads: readonly AnyColumn[];
  value: (row: R, context: ReadContext) => V | Promise<V>;
}

/** How a field is read: a column as stored (a date as ISO 8601), a computation, or nested records. */
type FieldSource<R> = AnyColumn | Computed<R, unknown> | Source<unknown>;

type Json<V> = V extends Date ? string : V;
type ValueOf<F> = F extends AnyColumn ? Json<GetColumnData<F>> : F extends Source<infer S> ? S : F extends Computed<never, infer V> ? V : never;
type RecordOf<F> = { -readonly [K in keyof F]: ValueOf<F[K]> };

type Fields<T extends PgTable> = Record<string, FieldSource<T["$inferSelect"]>>;

interface RowsSpec<F> {
  /** Which rows, when not those tied to the address (nested: to the parent account). */
  where?: (context: ReadContext) => SQL;
  /** A further condition on them. */
  also?: (context: ReadContext) => SQL;
  orderBy?: readonly (PgColumn | SQL)[];
  fields: F;
}

const isSource = (field: FieldSource<never>): field is Source<unknown> => "read" in field;
const json = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** The property of its table's rows a column is read as. */
function keyOf(column: AnyColumn): string {
  const found = Object.entries(getTableColumns(column.table)).find(([, c]) => c === column);
  if (!found) throw new Error(`${column.name} is not a column of its table`);
  return found[0];
}

/** The person's rows of `entry`, each read as a record field by field. */
function records<T extends PgTable, F extends Fields<T>>(entry: PersonalTable<T>, spec: RowsSpec<F>): Source<RecordOf<F>[]> {
  const fields = Object.entries(spec.fields) as [string, FieldSource<never>][];
  for (const [name, field] of fields) {
    if (is(field, Column) && field.table !== entry.table) throw new Error(`${name}: the column is not one of ${getTableName(entry.table)}'s`);
  }
  const keys = new Map(fields.flatMap(([, field]) => (is(field, Column) ? [[field, keyOf(field)] as const] : [])));
  const tied = (context: ReadContext, parent: Row | undefined): SQL => {
    const { by, column } = entry.tiedBy;
    if (by === "account") return eq(column, parent!.id as string);
    if (by === "consentId") return context.consentId ? eq(column, context.consentId) : sql`false`;
    return heldBy(entry, context.email);
  };
  return {
    from: [entry],
    fields: fields.map(([name]) => name),
    shows: fields.flatMap(([, field]) => (is(field, Column) ? [field] : isSource(field) ? field.shows : (field as Computed<never, unknown>).reads)),
    async read(context, parent) {
      const where = and(spec.where ? spec.where(context) : tied(context, parent), spec.also?.(context));
      const rows = (await context.db
        .select()
        .from(entry.table as PgTable)
        .where(where)
        .orderBy(...(spec.orderBy ?? []))) as Row[];
      const read: RecordOf<F>[] = [];
      for (const row of rows) {
        const values: Row = {};
        for (const [name, field] of fields) {
          if (is(field, Column)) values[name] = json(row[keys.get(field)!]);
          else if (isSource(field)) values[name] = await field.read(context, row);
          else values[name] = await (field as Computed<Row, unknown>).value(row, context);
        }
        read.push(values as RecordOf<F>);
      }
      return read;
    },
  };
}

/** The person's row of `entry` read as one record, or null. */
function optionalRecord<T extends PgTable, F extends Fields<T>>(entry: PersonalTable<T>, spec: RowsSpec<F>): Source<RecordOf<F> | null> {
  const all = records(entry, spec);
  return { ...all, read: async (context, parent) => (await all.read(context, parent))[0] ?? null };
}

/** The columns of `table` named `names`, each read as the field of the same name. */
function columns<T extends PgTable, K extends keyof T["_"]["columns"] & string>(table: T, ...names: K[]): Pick<T["_"]["columns"], K> {
  const all = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<T["_"]["columns"], K>;
}

/** A text column the code only ever writes as one of `T`'s values, read as such. */
function typed<T extends string>(column: AnyColumn): Computed<Row, T> {
  const key = keyOf(column);
  return { reads: [column], value: (row) => row[key] as T };
}

const cookieChoices = records(PERSONAL_TABLES.consentRecords, {
  orderBy: [consentRecords.chosenAt, consentRecords.id],
  fields: columns(consentRecords, "chosenAt", "necessary", "analytics", "marketing", "policyVersion", "ipHash"),
});

/** Every part of the view but whose it is and when it was read, in the download's order. */
export const VIEW_SOURCES: { [K in Exclude<keyof DataRightsView, "email" | "readAt">]: Source<DataRightsView[K]> } = {
  previousErasureAt: {
    from: [PERSONAL_TABLES.erasureSuppressions],
    shows: [erasureSuppressions.erasedAt],
    read: async ({ db, email, suppressionKey }) => (await lastErasureOf(db, email, suppressionKey))?.toISOString() ?? null,
  },
  demoRequests: records(PERSONAL_TABLES.leads, {
    orderBy: [leads.createdAt],
    fields: columns(leads, "id", "createdAt", "name", "email", "phone", "company", "solution", "details", "users", "protocolUsers", "volume", "preferredDay", "preferredTime", "userAgent", "ipHash"),
  }),
  bookings: records(PERSONAL_TABLES.bookings, {
    orderBy: [bookings.slotStart],
    fields: {
      ...columns(bookings, "id", "createdAt", "status", "slotStart"),
      slotEnd: { reads: [bookings.slotStart], value: (b) => slotEnd(b.slotStart.toISOString()) },
      ...columns(bookings, "name", "email", "phone", "company", "topic", "notes", "timeZone", "cancelledAt", "ipHash", "hostName", "meetingUrl"),
    },
  }),
  maturityReports: records(PERSONAL_TABLES.maturityReports, {
    orderBy: [maturityReportLeads.createdAt],
    fields: columns(maturityReportLeads, "id", "createdAt", "name", "company", "email", "consentedAt", "score", "level", "dimensionScores", "userAgent", "ipHash"),
  }),
  quotes: records(PERSONAL_TABLES.quotes, {
    orderBy: [quotes.createdAt],
    fields: {
      ...columns(quotes, "id", "createdAt", "validUntil", "company", "cnpj", "responsible", "email"),
      period: { reads: [quotes.period], value: (q): BillingPeriod => (q.period === "anual" ? "anual" : "mensal") },
      ...columns(quotes, "planTier", "users", "monthlyProtocols", "storageGb", "modules", "totalCents", "ipHash"),
    },
  }),
  newsletter: optionalRecord(PERSONAL_TABLES.newsletter, {
    fields: columns(newsletterSubscriptions, "status", "email", "requestedAt", "confirmedAt", "consentText", "consentVersion", "userAgent", "ipHash"),
  }),
  account: optionalRecord(PERSONAL_TABLES.accounts, {
    fields: {
      ...columns(accounts, "createdAt", "name", "email", "company", "phone"),
      status: typed<SubscriptionStatus>(accounts.status),
      planTier: typed<PlanTierId>(accounts.planTier),
      billingPeriod: typed<BillingPeriod>(accounts.billingPeriod),
      ...columns(accounts, "termsAcceptedAt", "confirmedAt", "trialEndsAt", "ipHash"),
      onboarding: optionalRecord(ACCOUNT_TABLES.onboarding, {
        fields: columns(onboardingProgress, "answers", "currentStep", "completedAt", "updatedAt"),
      }),
      invitationsSent: records(ACCOUNT_TABLES.invitations, { orderBy: [accountInvitations.createdAt], fields: columns(accountInvitations, "email", "createdAt") }),
      subscriptionHistory: records(ACCOUNT_TABLES.subscriptionChanges, {
        orderBy: [subscriptionChanges.createdAt, subscriptionChanges.id],
        fields: {
          at: subscriptionChanges.createdAt,
          kind: typed<SubscriptionChangeKind>(subscriptionChanges.kind),
          planTier: typed<PlanTierId>(subscriptionChanges.planTier),
          billingPeriod: typed<BillingPeriod>(subscriptionChanges.billingPeriod),
          ...columns(subscriptionChanges, "monthlyPriceCents", "reason"),
        },
      }),
      // The sessions still open.
      sessions: records(ACCOUNT_TABLES.sessions, { also: ({ now }) => gt(sessions.expiresAt, now), orderBy: [sessions.createdAt], fields: columns(sessions, "createdAt", "expiresAt") }),
    },
  }),
  attributions: records(PERSONAL_TABLES.attributions, {
    orderBy: [attributions.createdAt],
    fields: columns(attributions, "createdAt", "conversion", "channel", "lastTouch", "firstTouch", "mailingConsent", "mailingConsentText", "mailingConsentVersion"),
  }),
  // Other accounts' invitations to this address, by the team that sent them.
  invitationsReceived: records(ACCOUNT_TABLES.invitations, {
    where: ({ email }) => sameEmail(accountInvitations.email, email),
    orderBy: [accountInvitations.createdAt],
    fields: {
      createdAt: accountInvitations.createdAt,
      company: {
        reads: [accounts.company],
        value: async (invitation, { db }) => (await db.select({ company: accounts.company }).from(accounts).where(eq(accounts.id, invitation.accountId)))[0]!.company,
      },
    },
  }),
  // The messages about the address whose contents are still kept (outbox.ts erases them on its schedule).
  mail: records(PERSONAL_TABLES.outbox, {
    where: ({ email }) => and(mailAbout(email), withContents())!,
    orderBy: [outbox.id],
    fields: {
      createdAt: outbox.createdAt,
      to: { reads: [outbox.to], value: (message, { email }) => recipientShown(message, email) },
      subject: outbox.subject,
      status: typed<MailRecord["status"]>(outbox.status),
      sentAt: outbox.sentAt,
    },
  }),
  accessRequests: records(PERSONAL_TABLES.dataRightsLinks, {
    orderBy: [dataRightsLinks.createdAt],
    fields: columns(dataRightsLinks, "createdAt", "openedAt"),
  }),
  // This browser's choices, by the consent id it sent (never tied to the address).
  cookieConsent: {
    from: cookieChoices.from,
    shows: [consentRecords.consentId, ...cookieChoices.shows],
    fields: ["consentId", "records"],
    read: async (context) => ({ consentId: context.consentId, records: context.consentId ? await cookieChoices.read(context) : [] }),
  },
  // The systems that received events about the address: the index of recipients, and the deliveries still kept.
  sharedWith: {
    from: [PERSONAL_TABLES.destinationRecipients, PERSONAL_TABLES.webhookDeliveries],
    shows: [],
    read: ({ db, email, recipientKey }) => recipientsOf(db, email, recipientKey),
  },
};

/** The personal columns no field of the view shows, each with the reason. */
export const NOT_SHOWN: readonly (readonly [AnyColumn, string])[] = [
  ...[leads.phoneE164, bookings.phoneE164, accounts.phoneE164].map((column) => [column, "the phone as typed is shown; this is the same number in the international format, to dial it"] as const),
  [bookings.hostEmail, "the work address of our colleague who gives the demo, not the visitor's; their name and the call's link are shown"],
  [accounts.passwordHash, "a one-way hash of the password (scrypt): it tells nothing of the password, and shown it would only help to guess it"],
  [maturityReportLeads.answers, "the assessment's answers are shown as what they add up to: the general score, the score of each dimension and the level"],
  ...[attributions.source, attributions.medium, attributions.campaign].map((column) => [column, "copies of the visit's source, medium and campaign, shown in the line of the visit that led to the request"] as const),
  ...[outbox.replyTo, outbox.text, outbox.html, outbox.attachments].map(
    (column) => [column, "a message is listed by its subject, recipient and state; its body and attachments repeat the records shown, or carry a personal link that must not be shown again"] as const,
  ),
  [webhookDeliveries.payload, "the copy of records shown above on its way to another system, which the sharing group names"],
];
