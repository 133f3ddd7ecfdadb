// Aggregation at ingestion: a beacon only adds to counters in memory (no database work on the
// request, so a flood of beacons never waits on, nor slows, a form's transaction); every
// flush interval the counters are added to the daily tables in one transaction, as upserts
// that add (measurement_views.views + excluded.views), so any number of instances add up.
// Losses: SIGTERM flushes (app.ts closes this before the database); a SIGKILL loses at most
// the counters of one flush interval. A failed flush keeps its counters for the next one.
import { sql } from "drizzle-orm";
import { classifyTouch } from "../../contracts/attribution-rules.ts";
import type { Touch } from "../../contracts/attribution.ts";
import { MAX_ORIGINS_PER_DAY, OTHER_VALUE, UNKNOWN_ORIGIN, type Beacon, type Device } from "../../contracts/measurement.ts";
import { bucketOf, type Vital } from "../../contracts/vitals.ts";
import type { Db, Tx } from "../db/client.ts";
import { measurementViews, measurementVitals } from "../db/schema.ts";
import { routePatternOf } from "./route-pattern.ts";

/**
 * Distinct counter keys held between two flushes; beyond it a beacon's origin is counted as
 * (outras), so memory stays bounded whatever a flood of campaign names sends.
 */
export const MAX_PENDING_KEYS = 5000;
/** Rows per INSERT statement of a flush. */
const ROWS_PER_STATEMENT = 500;
/** Serialises the flushes of every instance, so the day's cap of origins holds across them. */
const FLUSH_LOCK = "tramita:measurement-flush";

interface Origin {
  channel: string;
  source: string;
  medium: string;
  campaign: string;
}
interface ViewCounts {
  views: number;
  entries: number;
  formStarts: number;
}
type ViewKey = Origin & { day: string; route: string; device: Device };
type VitalKey = { day: string; route: string; metric: Vital; device: Device; bucket: number };

const SEP = "\u0000";
const viewKey = (k: ViewKey) => [k.day, k.route, k.channel, k.source, k.medium, k.campaign, k.device].join(SEP);
const parseViewKey = (key: string): ViewKey => {
  const [day, route, channel, source, medium, campaign, device] = key.split(SEP) as [string, string, string, string, string, string, Device];
  return { day, route, channel, source, medium, campaign, device };
};
const vitalKey = (k: VitalKey) => [k.day, k.route, k.metric, k.device, k.bucket].join(SEP);
const parseVitalKey = (key: string): VitalKey => {
  const [day, route, metric, device, bucket] = key.split(SEP) as [string, string, Vital, Device, string];
  return { day, route, metric, device, bucket: Number(bucket) };
};
const originKey = (o: Pick<Origin, "source" | "medium" | "campaign">) => [o.source, o.medium, o.campaign].join(SEP);

/** Where a visit came from, as the attribution rules classify its touch; an unknown origin has its own value. */
export function originOf(touch: Touch | undefined): Origin {
  if (!touch) return { channel: UNKNOWN_ORIGIN, source: UNKNOWN_ORIGIN, medium: UNKNOWN_ORIGIN, campaign: "" };
  const c = classifyTouch(touch);
  return { channel: c.channel, source: c.source, medium: c.medium, campaign: c.campaign ?? "" };
}

const otherOrigin = (channel: string): Origin => ({ channel, source: OTHER_VALUE, medium: OTHER_VALUE, campaign: OTHER_VALUE });

const BRASILIA_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/** The day a beacon counts for, in Brasília (the business's day, as the reports read it). */
export const measurementDay = (now: Date) => new Date(now.getTime() - BRASILIA_OFFSET_MS).toISOString().slice(0, 10);

/** measurementDay, formatted once per day rather than once per beacon. */
function dayReader() {
  let from = 0;
  let to = 0;
  let day = "";
  return (now: Date) => {
    const time = now.getTime();
    if (time < from || time >= to) {
      day = measurementDay(now);
      from = Date.parse(`${day}T00:00:00Z`) + BRASILIA_OFFSET_MS;
      to = from + DAY_MS;
    }
    return day;
  };
}

export interface MeasurementCounters {
  add(beacon: Beacon, now: Date): void;
  /** Adds what is held to the database; what could not be written stays for the next flush. */
  flush(): Promise<void>;
  /** Flushes every `intervalMs` until stop(). */
  start(intervalMs: number): void;
  /** Distinct counters held in memory, waiting for the next flush. */
  pending(): number;
  /** Stops the timer and flushes what is held (SIGTERM). */
  stop(): Promise<void>;
}

export function measurementCounters(db: Db, onError: (err: unknown) => void): MeasurementCounters {
  let views = new Map<string, ViewCounts>();
  let vitals = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();
  const dayOf = dayReader();

  const addView = (k: ViewKey, counts: ViewCounts) => {
    let key = viewKey(k);
    if (!views.has(key) && views.size >= MAX_PENDING_KEYS) key = viewKey({ ...k, ...otherOrigin(k.channel) });
    const held = views.get(key) ?? { views: 0, entries: 0, formStarts: 0 };
    views.set(key, { views: held.views + counts.views, entries: held.entries + counts.entries, formStarts: held.formStarts + counts.formStarts });
  };
  const addVital = (key: string, count: number) => vitals.set(key, (vitals.get(key) ?? 0) + count);

  async function write(heldViews: Map<string, ViewCounts>, heldVitals: Map<string, number>) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${FLUSH_LOCK}))`);
      const rows = await cappedViewRows(tx, heldViews);
      for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
        await tx
          .insert(measurementViews)
          .values(rows.slice(i, i + ROWS_PER_STATEMENT))
          .onConflictDoUpdate({
            target: [measurementViews.day, measurementViews.route, measurementViews.channel, measurementViews.source, measurementViews.medium, measurementViews.campaign, measurementViews.device],
            set: {
              views: sql`${measurementViews.views} + excluded.views`,
              entries: sql`${measurementViews.entries} + excluded.entries`,
              formStarts: sql`${measurementViews.formStarts} + excluded.form_starts`,
            },
          });
      }
      const vitalRows = [...heldVitals].map(([key, count]) => ({ ...parseVitalKey(key), count }));
      for (let i = 0; i < vitalRows.length; i += ROWS_PER_STATEMENT) {
        await tx
          .insert(measurementVitals)
          .values(vitalRows.slice(i, i + ROWS_PER_STATEMENT))
          .onConflictDoUpdate({
            target: [measurementVitals.day, measurementVitals.route, measurementVitals.metric, measurementVitals.device, measurementVitals.bucket],
            set: { count: sql`${measurementVitals.count} + excluded.count` },
          });
      }
    });
  }

  async function flushOnce() {
    if (views.size === 0 && vitals.size === 0) return;
    const [heldViews, heldVitals] = [views, vitals];
    [views, vitals] = [new Map(), new Map()];
    try {
      await write(heldViews, heldVitals);
    } catch (err) {
      // Kept for the next flush (bounded: past MAX_PENDING_KEYS they fold into (outras)).
      for (const [key, counts] of heldViews) addView(parseViewKey(key), counts);
      for (const [key, count] of heldVitals) addVital(key, count);
      onError(err);
    }
  }

  const counters: MeasurementCounters = {
    add(beacon, now) {
      const day = dayOf(now);
      const route = routePatternOf(beacon.path);
      if (beacon.kind === "vitals") {
        for (const [metric, value] of Object.entries(beacon.metrics) as [Vital, number | undefined][]) {
          if (value !== undefined) addVital(vitalKey({ day, route, metric, device: beacon.device, bucket: bucketOf(metric, value) }), 1);
        }
        return;
      }
      const entry = beacon.kind === "view" && beacon.entry;
      addView({ day, route, device: beacon.device, ...originOf(beacon.touch) }, { views: beacon.kind === "view" ? 1 : 0, entries: entry ? 1 : 0, formStarts: beacon.kind === "form" ? 1 : 0 });
    },
    flush() {
      // One flush at a time in this instance: the timer's and stop()'s never overlap.
      flushing = flushing.then(flushOnce);
      return flushing;
    },
    pending: () => views.size + vitals.size,
    start(intervalMs) {
      timer = setInterval(() => void counters.flush(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await counters.flush();
    },
  };
  return counters;
}

/**
 * The rows to add, each origin kept only while its day holds fewer than MAX_ORIGINS_PER_DAY
 * distinct ones (those already stored count first); later ones become (outras). Runs under the
 * flush lock, so the cap holds across instances.
 */
async function cappedViewRows(tx: Tx, held: Map<string, ViewCounts>) {
  const keys = [...held].map(([key, counts]) => ({ ...parseViewKey(key), ...counts }));
  const days = [...new Set(keys.map((k) => k.day))];
  const known = new Map<string, Set<string>>();
  for (const day of days) {
    const stored = await tx.selectDistinct({ source: measurementViews.source, medium: measurementViews.medium, campaign: measurementViews.campaign }).from(measurementViews).where(sql`${measurementViews.day} = ${day}`);
    known.set(day, new Set(stored.map(originKey)));
  }
  const merged = new Map<string, ViewKey & ViewCounts>();
  for (const k of keys) {
    const origins = known.get(k.day)!;
    let row = k;
    if (!origins.has(originKey(k))) {
      if (origins.size < MAX_ORIGINS_PER_DAY) origins.add(originKey(k));
      else row = { ...k, ...otherOrigin(k.channel) };
    }
    const key = viewKey(row);
    const before = merged.get(key);
    merged.set(key, before ? { ...row, views: before.views + row.views, entries: before.entries + row.entries, formStarts: before.formStarts + row.formStarts } : row);
  }
  return [...merged.values()];
}
