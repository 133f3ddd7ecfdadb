// The background read of hosts' calendars (ARCHITECTURE.md 'Bookings'): every few seconds
// each instance looks for hosts whose calendars are due (BOOKING_BUSY_REFRESH_SECONDS since
// the last good read), takes the turn through the database's lease, reads them and stores the
// busy time. A failed read keeps the last good busy time, is retried a minute later, and its
// reason is logged once per change (the stored reason is the memory, shared by instances).
// A feed is parsed on the calendar parser's own thread (ics-thread.ts), never on the thread that
// answers visitors: the free slots come from the stored busy time only.
import type { FastifyBaseLogger } from "fastify";
import { bookingWindow, BOOKING_TIME_ZONE } from "../../../contracts/booking-slots.ts";
import { addDays, instantOf } from "../../../contracts/zoned-time.ts";
import type { Db } from "../../db/client.ts";
import { wakeableLoop } from "../../wakeable-loop.ts";
import { claimRead, storeFailure, storeRead } from "./busy-store.ts";
import { readHostBusy } from "./calendars.ts";
import { PARSE_TIMEOUT_MS } from "./ics-thread.ts";
import type { Host } from "./hosts-file.ts";
import type { HostSettings } from "./settings.ts";

/** How often an instance looks for hosts whose calendars are due. */
const TICK_MS = 5_000;
/** After a failed read, the wait before the next try. */
const RETRY_MS = 60_000;

export interface BusyRefresher {
  start(): void;
  stop(): Promise<void>;
  /** Reads every due host's calendars now (the loop's step). */
  refreshDue(): Promise<void>;
  /** Reads one host's calendars now, due or not, unless another instance is reading them; true when a read succeeded. */
  refreshHost(host: Host): Promise<boolean>;
}

export interface RefresherOptions {
  db: Db;
  settings: HostSettings;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Told of each failed read (metrics). */
  onFailure?: (hostId: string) => void;
}

/** The span read: from a day back (a demo under way) to the end of the booking horizon's last day. */
function readWindow(at: Date) {
  const last = bookingWindow(at).lastDate;
  return { from: new Date(at.getTime() - 86_400_000), to: instantOf(addDays(last, 1), 0, BOOKING_TIME_ZONE) };
}

export function createBusyRefresher({ db, settings, log, now = () => new Date(), onFailure }: RefresherOptions): BusyRefresher {
  const readable = settings.hosts.filter((host) => host.busy.length > 0);
  // A lease outlives the slowest possible read: every source at its timeout, and its parse at the parser's.
  const leaseFor = (host: Host) => (host.busy.length + 1) * settings.timeoutMs + host.busy.length * PARSE_TIMEOUT_MS;

  async function read(host: Host): Promise<boolean> {
    const at = now();
    try {
      const busy = await readHostBusy(host, readWindow(at), { timeoutMs: settings.timeoutMs });
      const ended = await storeRead(db, host.id, busy, now());
      if (ended) log.info({ hostId: host.id }, "host's calendars are readable again");
      return true;
    } catch (error) {
      const reason = (error as Error).message;
      onFailure?.(host.id);
      const before = await storeFailure(db, host.id, reason, now(), RETRY_MS);
      if (before !== reason) log.warn({ hostId: host.id, reason }, "host's calendars could not be read; their last good read is used until it is BOOKING_BUSY_MAX_STALE_SECONDS old, then the host offers no slots");
      return false;
    }
  }

  async function refreshDue() {
    for (const host of readable) {
      if (await claimRead(db, host.id, now(), { refreshSeconds: settings.refreshSeconds, leaseMs: leaseFor(host) })) await read(host);
    }
  }

  const loop = wakeableLoop(refreshDue, TICK_MS, (err) => log.warn({ err }, "hosts' calendars: the refresh could not run; will retry"));
  return {
    start: () => loop.start(),
    stop: () => loop.stop(),
    refreshDue,
    async refreshHost(host) {
      if (host.busy.length === 0) return true;
      if (!(await claimRead(db, host.id, now(), { refreshSeconds: 0, leaseMs: leaseFor(host) }))) return false;
      return read(host);
    },
  };
}
