// What the data-rights view reads (LGPD art. 18, II): for each part of the view
// (contracts/data-rights-view.ts declares its records, their labels and wordings), the
// registry's table it comes from, the rows that are the person's (through the registry's tie
// to the address, unless said otherwise) and the column each field of its records is. A table
// whose rows the page lists as they are declares its part in its registry entry (its `view`,
// and `notShown` for its personal columns no field shows, with why); the parts read another
// way (an account with what hangs on it, a browser's cookie choices, the mail about the
// address...) are declared here. The JSON download holds them in the page's order.
// registry.test.ts fails when a personal column is neither shown nor said why not, or when a
// kind of record has no part of the view.
import { and, Column, eq, getTableColumns, getTableName, gt, is, sql, type AnyColumn, type GetColumnData, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { SubscriptionChangeKind, SubscriptionStatus } from "../../contracts/account-options.ts";
import { VIEW_GROUPS, type DataRightsView, type MailRecord } from "../../contracts/data-rights-view.ts";
import type { BillingPeriod, PlanTierId } from "../../contracts/plan-tiers.ts";
import type { Db } from "../db/client.ts";
import {
  accountInvitations,
  accounts,
  consentRecords,
  erasureSuppressions,
  onboardingProgress,
  outbox,
  sessions,
  subscriptionChanges,
} from "../db/schema.ts";
import { mailAbout, withContents } from "../mail/outbox.ts";
import { recipientShown, sameEmail } from "../rights/subject.ts";
import { lastErasureOf } from "../rights/suppression.ts";
import { recipientsOf } from "../webhooks/recipients.ts";
import { ACCOUNT_TABLES, columns, heldBy, PERSONAL_TABLES, REGISTRY, type PersonalTable } from "./registry.ts";

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
  value(row: R, context: ReadContext): V | Promise<V>;
}

/** How a field is read: a column as stored (a date as ISO 8601), a computation, or nested records. */
type FieldSource<R> = AnyColumn | Computed<R, unknown> | Source<unknown>;

type Json<V> = V extends Date ? string : V;
type ValueOf<F> = F extends AnyColumn ? Json<GetColumnData<F>> : F extends Source<infer S> ? S : F extends Computed<never, infer V> ? V : never;
type RecordOf<F> = { -readonly [K in keyof F]: ValueOf<F[K]> };

export type Fields<T extends PgTable> = Record<string, FieldSource<T["$inferSelect"]>>;

export interface RowsSpec<F> {
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

/** A text column the code only ever writes as one of `T`'s values, read as such. */
function typed<T extends string>(column: AnyColumn): Computed<Row, T> {
  const key = keyOf(column);
  return { reads: [column], value: (row) => row[key] as T };
}

const cookieChoices = records(PERSONAL_TABLES.consentRecords, {
  orderBy: [consentRecords.chosenAt, consentRecords.id],
  fields: columns(consentRecords, "chosenAt", "necessary", "analytics", "marketing", "policyVersion", "ipHash"),
});

type Part = Exclude<keyof DataRightsView, "email" | "readAt">;
type Sources = { [K in Part]: Source<DataRightsView[K]> };

/** The parts the registry's entries declare (their `view`). */
const declaredParts = Object.fromEntries(
  REGISTRY.flatMap((entry) => (entry.view ? [[entry.view.part, entry.view.one ? optionalRecord(entry, entry.view) : records(entry, entry.view)]] : [])),
) as Partial<Sources>;

/** The parts read another way than a table's rows as they are. */
const ownParts: Partial<Sources> = {
  previousErasureAt: {
    from: [PERSONAL_TABLES.erasureSuppressions],
    shows: [erasureSuppressions.erasedAt],
    read: async ({ db, email, suppressionKey }) => (await lastErasureOf(db, email, suppressionKey))?.toISOString() ?? null,
  },
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

for (const part of Object.keys(declaredParts)) if (!(part in VIEW_GROUPS) || part in ownParts) throw new Error(`a registry entry declares ${part}, which is no group of the data-rights page or is read by view.ts`);

/** Every part of the view but whose it is and when it was read: the date of an earlier erasure, then the page's groups in its order. */
export const VIEW_SOURCES = Object.fromEntries(
  ["previousErasureAt", ...Object.keys(VIEW_GROUPS)].map((part) => {
    const source = ownParts[part as Part] ?? declaredParts[part as Part];
    if (!source) throw new Error(`the data-rights view's part ${part} is read by no source (server/privacy/registry.ts view, or view.ts)`);
    return [part, source];
  }),
) as Sources;

/** The personal columns no field of the view shows, each with the reason (the registry's entries say it). */
export const NOT_SHOWN: readonly (readonly [AnyColumn, string])[] = REGISTRY.flatMap((entry) => entry.notShown ?? []);
