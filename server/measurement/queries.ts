// What the owners read from the measurement (`npm run report -- funnel | vitals`, /painel):
// sums of the daily counters and histograms, joined to the conversions' attribution rows by
// channel and landing route only. Aggregates in, aggregates out: no row names a person.
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Conversion } from "../../contracts/attribution-rules.ts";
import { UNKNOWN_ORIGIN, type Device } from "../../contracts/measurement.ts";
import { VITAL_BUCKETS, VITALS, type Vital } from "../../contracts/vitals.ts";
import type { Db } from "../db/client.ts";
import { accounts, attributions, bookings, measurementViews, measurementVitals } from "../db/schema.ts";
import { routePatternOf } from "./route-pattern.ts";

/** Days as YYYY-MM-DD: `since` inclusive, `until` exclusive (either may be open). */
export interface DayRange {
  since?: string;
  until?: string;
}

const dayWithin = (column: SQL | AnyPgColumn, { since, until }: DayRange): SQL[] => [...(since ? [sql`${column} >= ${since}`] : []), ...(until ? [sql`${column} < ${until}`] : [])];
/** The same range on a timestamp, read as days in Brasília (measurementDay). */
const timeWithin = (column: SQL, range: DayRange): SQL[] => dayWithin(sql`to_char(${column} AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD')`, range);
/** The Monday of a day's week (YYYY-MM-DD). */
const weekOf = (day: SQL) => sql<string>`to_char(date_trunc('week', (${day})::date), 'YYYY-MM-DD')`;
const whereAll = (parts: SQL[]) => (parts.length > 0 ? and(...parts) : undefined);

/** One line of the funnel: a group's entries down to the demos attended. */
export interface FunnelStage {
  entries: number;
  formStarts: number;
  conversions: number;
  confirmed: number;
  attended: number;
}
export interface FunnelRow extends FunnelStage {
  /** Monday of the week (YYYY-MM-DD), or "" for the whole period. */
  week: string;
  /** A channel (contracts/attribution-rules.ts CHANNELS) or a landing route, by the grouping asked. */
  group: string;
}

export type FunnelGrouping = "channel" | "landing";

const emptyStage = (): FunnelStage => ({ entries: 0, formStarts: 0, conversions: 0, confirmed: 0, attended: 0 });

/** The demos attended among `records`: those whose host answered "Compareceu" (server/bookings/outcome-routes.ts). */
async function attendedDemos(db: Db, recordIds: string[]): Promise<Set<string>> {
  if (recordIds.length === 0) return new Set();
  const rows = await db.select({ id: bookings.id }).from(bookings).where(and(inArray(bookings.id, recordIds), eq(bookings.outcome, "attended")));
  return new Set(rows.map((row) => row.id));
}

/** Conversions whose person confirmed: a booking confirmed by e-mail, a trial whose address was confirmed; other forms count as confirmed (no confirmation step). */
async function confirmedRecords(db: Db, rows: { conversion: Conversion; recordId: string }[]): Promise<Set<string>> {
  const ids = (kind: Conversion) => rows.filter((row) => row.conversion === kind).map((row) => row.recordId);
  const confirmed = new Set(rows.filter((row) => row.conversion !== "booking" && row.conversion !== "trial").map((row) => row.recordId));
  const bookingIds = ids("booking");
  if (bookingIds.length > 0) {
    for (const row of await db.select({ id: bookings.id }).from(bookings).where(and(inArray(bookings.id, bookingIds), sql`${bookings.confirmedAt} IS NOT NULL`))) confirmed.add(row.id);
  }
  const trialIds = ids("trial");
  if (trialIds.length > 0) {
    for (const row of await db.select({ id: accounts.id }).from(accounts).where(and(inArray(accounts.id, trialIds), sql`${accounts.confirmedAt} IS NOT NULL`))) confirmed.add(row.id);
  }
  return confirmed;
}

/**
 * The funnel per channel or per landing route, per week when `weekly`: entries and form
 * starts from the beacons' counters, conversions from the attribution rows (the visit's
 * channel, its landing path as a route pattern), confirmed and attended from their records.
 */
export async function funnel(db: Db, range: DayRange, grouping: FunnelGrouping, weekly: boolean): Promise<FunnelRow[]> {
  const groupColumn = grouping === "channel" ? measurementViews.channel : measurementViews.route;
  const week = weekly ? weekOf(sql`${measurementViews.day}`) : sql<string>`''`;
  // Entries count where the visit landed; form starts where the form was.
  const counted = await db
    .select({ week, group: groupColumn, entries: sql<string>`sum(${measurementViews.entries})`, formStarts: sql<string>`sum(${measurementViews.formStarts})` })
    .from(measurementViews)
    .where(whereAll(dayWithin(measurementViews.day, range)))
    .groupBy(...(weekly ? [week, groupColumn] : [groupColumn]));
  const rows = new Map<string, FunnelRow>();
  const rowFor = (w: string, group: string) => {
    const key = `${w}\u0000${group}`;
    if (!rows.has(key)) rows.set(key, { week: w, group, ...emptyStage() });
    return rows.get(key)!;
  };
  for (const row of counted) Object.assign(rowFor(row.week, row.group), { entries: Number(row.entries), formStarts: Number(row.formStarts) });

  const createdDay = sql`${attributions.createdAt} AT TIME ZONE 'America/Sao_Paulo'`;
  const conversions = await db
    .select({ conversion: attributions.conversion, recordId: attributions.recordId, channel: attributions.channel, landing: sql<string | null>`${attributions.lastTouch}->>'landing_path'`, week: weekly ? weekOf(createdDay) : sql<string>`''` })
    .from(attributions)
    .where(whereAll(timeWithin(sql`${attributions.createdAt}`, range)));
  const confirmed = await confirmedRecords(db, conversions);
  const attended = await attendedDemos(db, conversions.filter((row) => row.conversion === "booking").map((row) => row.recordId));
  for (const row of conversions) {
    const group = grouping === "channel" ? (row.channel ?? UNKNOWN_ORIGIN) : row.landing ? routePatternOf(row.landing) : UNKNOWN_ORIGIN;
    const target = rowFor(row.week, group);
    target.conversions += 1;
    if (confirmed.has(row.recordId)) target.confirmed += 1;
    if (attended.has(row.recordId)) target.attended += 1;
  }
  return [...rows.values()].toSorted((a, b) => a.week.localeCompare(b.week) || b.entries - a.entries || a.group.localeCompare(b.group));
}

/** A rate as a share of 1, or null when there is nothing to divide by. */
export const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** Visits (page views) and entries per channel over the range. */
export async function visitsByChannel(db: Db, range: DayRange) {
  const rows = await db
    .select({ channel: measurementViews.channel, views: sql<string>`sum(${measurementViews.views})`, entries: sql<string>`sum(${measurementViews.entries})` })
    .from(measurementViews)
    .where(whereAll(dayWithin(measurementViews.day, range)))
    .groupBy(measurementViews.channel);
  return rows.map((row) => ({ channel: row.channel, views: Number(row.views), entries: Number(row.entries) })).toSorted((a, b) => b.entries - a.entries || b.views - a.views);
}

/** Conversions per kind of form over the range. */
export async function conversionsByForm(db: Db, range: DayRange) {
  const rows = await db
    .select({ conversion: attributions.conversion, conversions: sql<string>`count(*)` })
    .from(attributions)
    .where(whereAll(timeWithin(sql`${attributions.createdAt}`, range)))
    .groupBy(attributions.conversion);
  return rows.map((row) => ({ conversion: row.conversion, conversions: Number(row.conversions) })).toSorted((a, b) => b.conversions - a.conversions);
}

export interface VitalSummary {
  route: string;
  device: Device;
  metric: Vital;
  /** Page loads measured. */
  count: number;
  /** The 75th percentile, as the upper bound of the bucket it falls in. */
  p75: number;
  good: boolean;
}

/** The 75th percentile of a histogram: the upper bound of the first bucket reaching 75% of the loads. */
export function p75Of(metric: Vital, buckets: { bucket: number; count: number }[]): number {
  const total = buckets.reduce((sum, b) => sum + b.count, 0);
  let seen = 0;
  for (const b of buckets.toSorted((x, y) => x.bucket - y.bucket)) {
    seen += b.count;
    if (seen >= 0.75 * total) return VITAL_BUCKETS[metric][b.bucket]!;
  }
  return Number.NaN;
}

/** p75 of each metric per route and device over the range, against "good". */
export async function vitalsSummary(db: Db, range: DayRange, metrics: readonly Vital[] = ["LCP", "INP", "CLS"]): Promise<VitalSummary[]> {
  const rows = await db
    .select({ route: measurementVitals.route, device: measurementVitals.device, metric: measurementVitals.metric, bucket: measurementVitals.bucket, count: sql<string>`sum(${measurementVitals.count})` })
    .from(measurementVitals)
    .where(whereAll([...dayWithin(measurementVitals.day, range), inArray(measurementVitals.metric, [...metrics])]))
    .groupBy(measurementVitals.route, measurementVitals.device, measurementVitals.metric, measurementVitals.bucket);
  const groups = new Map<string, { route: string; device: Device; metric: Vital; buckets: { bucket: number; count: number }[] }>();
  for (const row of rows) {
    const key = `${row.route}\u0000${row.device}\u0000${row.metric}`;
    if (!groups.has(key)) groups.set(key, { route: row.route, device: row.device as Device, metric: row.metric as Vital, buckets: [] });
    groups.get(key)!.buckets.push({ bucket: row.bucket, count: Number(row.count) });
  }
  return [...groups.values()]
    .map(({ route, device, metric, buckets }) => {
      const p75 = p75Of(metric, buckets);
      return { route, device, metric, count: buckets.reduce((sum, b) => sum + b.count, 0), p75, good: p75 <= VITALS[metric].good };
    })
    .toSorted((a, b) => a.route.localeCompare(b.route) || a.device.localeCompare(b.device) || metrics.indexOf(a.metric) - metrics.indexOf(b.metric));
}
