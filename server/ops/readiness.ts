// Readiness: may this instance take traffic now? Yes only when the database answers a query
// within READY_TIMEOUT_MS and every migration of this code is applied, and not while it shuts
// down. The delivery queues are reported beside it (an outbox a day behind is for a person to
// look at, not a reason to take the instance out of rotation), with the erasure notices not yet
// delivered among the `alarms`: a person's erasure left undone is an obligation (LGPD art. 18,
// § 6) someone must carry out, often by hand (RD Station without its app's credentials).
//
// /readyz is public (balancers reach it like anyone else), so the checks are shared: requests
// that come while one runs wait for it, and a "ready" answer is given again for
// READY_MAX_AGE_MS, so a flood of requests costs the database at most one check a second. An
// "unready" answer is not kept (the next request checks again, one at a time), so an
// instance is back in rotation as soon as its database is.
import type { Database } from "../db/client.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { deliveryQueues, type DeliveryQueue } from "./delivery-queues.ts";
import { hostCalendarReport, staleHostAlarm, type HostCalendarReport } from "../bookings/hosts/calendar-report.ts";
import type { HostSettings } from "../bookings/hosts/settings.ts";

/** The bound: the database must answer within 1 s. */
export const READY_TIMEOUT_MS = 1000;
/** How long a "ready" answer is given again without a new check. */
export const READY_MAX_AGE_MS = 1000;

export type DatabaseState = "ok" | "timeout" | "unavailable" | "error";

interface QueueSummary {
  pending: number;
  oldestPendingSeconds: number | null;
  dead: number;
}

export interface ReadinessReport {
  status: "ready" | "unready";
  /** What keeps the instance out of rotation, in words for the operator; empty when ready. */
  problems: string[];
  shuttingDown: boolean;
  database: DatabaseState | "not-checked";
  pendingMigrations: number | null;
  /** The delivery queues; null when they could not be read in time (never a reason to be unready). */
  deliveries: { mail: QueueSummary; webhooks: QueueSummary; erasures: { undone: number; oldestSeconds: number | null } } | null;
  /** What a person must act on, in words for the operator; never a reason to be unready. */
  alarms: string[];
  /** Each demo host's calendars (BOOKING_HOSTS_FILE); null without hosts or when they could not be read in time. */
  hostCalendars: HostCalendarReport[] | null;
}

const TIMED_OUT = Symbol("timed out");

/** `work`'s value, or TIMED_OUT after `ms`; a late failure of `work` is swallowed. */
async function within<T>(ms: number, work: Promise<T>): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  work.catch(() => undefined);
  try {
    return await Promise.race([work, new Promise<typeof TIMED_OUT>((resolve) => (timer = setTimeout(resolve, ms, TIMED_OUT)))]);
  } finally {
    clearTimeout(timer);
  }
}

const oldest = (ages: (number | null)[]) => {
  const known = ages.filter((age) => age !== null);
  return known.length > 0 ? Math.max(...known) : null;
};

function summary(queues: DeliveryQueue[], queue: DeliveryQueue["queue"]): QueueSummary {
  const mine = queues.filter((q) => q.queue === queue);
  return {
    pending: mine.reduce((sum, q) => sum + q.pending, 0),
    oldestPendingSeconds: oldest(mine.map((q) => q.oldestPendingSeconds)),
    dead: mine.reduce((sum, q) => sum + q.dead, 0),
  };
}

/** One line per destination that has not carried out an erasure yet. */
const erasureAlarms = (queues: DeliveryQueue[]) =>
  queues
    .filter((q) => q.undoneErasures > 0)
    .map((q) => `${q.undoneErasures} data-subject erasure(s) not yet carried out at ${q.destination}, the oldest asked ${Math.floor((q.oldestUndoneErasureSeconds ?? 0) / 3600)} h ago: \`npm run webhooks -- status\` says what to do`);

/** The demo hosts whose calendars the report includes, and the clock they are judged by (tests fix it). */
export interface ReadinessHosts {
  settings: HostSettings;
  now: () => Date;
}

export async function readiness(database: Database, shuttingDown: boolean, hosts: ReadinessHosts | null = null): Promise<ReadinessReport> {
  // A balancer must stop sending at once: no database call to wait for.
  if (shuttingDown) return { status: "unready", problems: ["the server is shutting down"], shuttingDown, database: "not-checked", pendingMigrations: null, deliveries: null, alarms: [], hostCalendars: null };

  const problems: string[] = [];
  let state: DatabaseState = "ok";
  let pendingMigrations: number | null = null;
  try {
    const answer = await within(READY_TIMEOUT_MS, database.pendingMigrations());
    if (answer === TIMED_OUT) state = "timeout";
    else pendingMigrations = answer;
  } catch (error) {
    state = isDatabaseUnavailable(error) ? "unavailable" : "error";
  }
  if (state === "timeout") problems.push(`the database did not answer within ${READY_TIMEOUT_MS} ms`);
  if (state === "unavailable") problems.push("the database cannot be reached");
  if (state === "error") problems.push("the database answered with an error");
  if (pendingMigrations) problems.push(`${pendingMigrations} migration(s) of this version are not applied`);

  let deliveries: ReadinessReport["deliveries"] = null;
  const alarms: string[] = [];
  if (state === "ok") {
    const queues = await within(READY_TIMEOUT_MS, deliveryQueues(database.db)).catch((): typeof TIMED_OUT => TIMED_OUT);
    if (queues !== TIMED_OUT) {
      const erasures = { undone: queues.reduce((sum, q) => sum + q.undoneErasures, 0), oldestSeconds: oldest(queues.map((q) => q.oldestUndoneErasureSeconds)) };
      deliveries = { mail: summary(queues, "mail"), webhooks: summary(queues, "webhook"), erasures };
      alarms.push(...erasureAlarms(queues));
    }
  }
  let hostCalendars: HostCalendarReport[] | null = null;
  if (state === "ok" && hosts) {
    const report = await within(READY_TIMEOUT_MS, hostCalendarReport(database.db, hosts.settings, hosts.now())).catch((): typeof TIMED_OUT => TIMED_OUT);
    if (report !== TIMED_OUT) {
      hostCalendars = report;
      alarms.push(...report.filter((host) => !host.offersSlots).map(staleHostAlarm));
    }
  }
  return { status: problems.length === 0 ? "ready" : "unready", problems, shuttingDown, database: state, pendingMigrations, deliveries, alarms, hostCalendars };
}

/**
 * readiness() shared by the requests of one server (see the top of this file); shutting down
 * is answered at once, without waiting for a check under way.
 */
export function sharedReadiness(database: Database, hosts: ReadinessHosts | null = null): (shuttingDown: boolean) => Promise<ReadinessReport> {
  let running: Promise<ReadinessReport> | null = null;
  let ready: { report: ReadinessReport; at: number } | null = null;
  return (shuttingDown) => {
    if (shuttingDown) return readiness(database, true, hosts);
    if (ready && performance.now() - ready.at < READY_MAX_AGE_MS) return Promise.resolve(ready.report);
    running ??= readiness(database, false, hosts)
      .then((report) => {
        ready = report.status === "ready" ? { report, at: performance.now() } : null;
        return report;
      })
      .finally(() => (running = null));
    return running;
  };
}
