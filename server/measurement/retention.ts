// The measurement's counters and histograms are kept MEASUREMENT_RETENTION_MONTHS (the
// privacy policy's 'Medição agregada'), then deleted by the hourly housekeeping.
import { lt } from "drizzle-orm";
import { MEASUREMENT_RETENTION_MONTHS } from "../../contracts/retention.ts";
import type { Db } from "../db/client.ts";
import { measurementViews, measurementVitals } from "../db/schema.ts";

/** The first day still kept at `now`. */
export function measurementCutoff(now: Date): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - MEASUREMENT_RETENTION_MONTHS);
  return cutoff.toISOString().slice(0, 10);
}

export async function purgeOldMeasurement(db: Db, now: Date) {
  const cutoff = measurementCutoff(now);
  await db.delete(measurementViews).where(lt(measurementViews.day, cutoff));
  await db.delete(measurementVitals).where(lt(measurementVitals.day, cutoff));
}
