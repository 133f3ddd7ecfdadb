// A host's calendars over the network, every call through server/http/outbound.ts (a
// timeout, no redirect followed, a capped answer): an ICS feed (the "secret address in iCal
// format" Google Calendar and Outlook publish) is fetched whole; a CalDAV calendar (tsdav) is
// asked for its events in the window, and the site writes each confirmed booking into it as
// an event of its own (put again when rescheduled, deleted when cancelled or erased).
import { deleteCalendarObject, fetchCalendarObjects, updateCalendarObject } from "tsdav";
import { callOutbound, OutboundError, outboundFetch } from "../../http/outbound.ts";
import type { BusySource, Host } from "./hosts-file.ts";
import { CalendarFormatError, mergeIntervals, type BusyInterval } from "./ics-busy.ts";
import { busyFromIcsOffThread } from "./ics-thread.ts";

/** A feed larger than this is refused (a 5 MB feed of years of events is read; a 50 MB one is not). */
export const FEED_MAX_BYTES = 10 * 1024 * 1024;

/** Why a calendar could not be read or written; the message names the source, never its secret URL or password. */
export class CalendarReadError extends Error {}

type CalDavSource = Extract<BusySource, { caldav: unknown }>["caldav"];

export interface CalendarCallOptions {
  timeoutMs: number;
}

const basicAuth = ({ username, password }: CalDavSource) => ({ authorization: `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}` });

/** How the operator's log names a source: its kind and host name (a feed's path is its secret). */
export const sourceLabel = (source: BusySource) => ("ics" in source ? `ICS feed at ${new URL(source.ics).host}` : `CalDAV calendar at ${new URL(source.caldav.url).host}`);

/** A source's iCalendar texts: the feed, or the calendar's events in the window. */
async function readSource(source: BusySource, window: { from: Date; to: Date }, { timeoutMs }: CalendarCallOptions): Promise<string[]> {
  if ("ics" in source) {
    const answer = await callOutbound(source.ics, { method: "GET", headers: { accept: "text/calendar" }, timeoutMs, maxBytes: FEED_MAX_BYTES });
    if (!answer.ok) throw new CalendarReadError(`HTTP ${answer.status}`);
    return [answer.text];
  }
  const objects = await fetchCalendarObjects({
    calendar: { url: source.caldav.url },
    timeRange: { start: window.from.toISOString(), end: window.to.toISOString() },
    headers: basicAuth(source.caldav),
    fetch: outboundFetch({ timeoutMs, maxBytes: FEED_MAX_BYTES }),
  });
  return objects.flatMap((object) => (typeof object.data === "string" && object.data ? [object.data] : []));
}

/**
 * Every busy interval of `host` between `from` and `to` (the site's own bookings in their
 * calendars skipped), parsed on the calendar parser's thread; throws a CalendarReadError saying
 * which source failed and why.
 */
export async function readHostBusy(host: Host, window: { from: Date; to: Date }, options: CalendarCallOptions): Promise<BusyInterval[]> {
  const all: BusyInterval[] = [];
  for (const source of host.busy) {
    try {
      all.push(...(await busyFromIcsOffThread(await readSource(source, window, options), window)));
    } catch (error) {
      const known = error instanceof OutboundError || error instanceof CalendarFormatError || error instanceof CalendarReadError;
      throw new CalendarReadError(`${sourceLabel(source)}: ${known ? error.message : `unreadable answer (${(error as Error).message})`}`, { cause: error });
    }
  }
  return mergeIntervals(all);
}

/** The CalDAV calendar the site writes a host's bookings into: the first one of their sources, if any. */
export const writableCalendar = (host: Pick<Host, "busy">): CalDavSource | null => host.busy.map((source) => ("caldav" in source ? source.caldav : null)).find((c) => c !== null) ?? null;

/** The URL of a booking's event in a CalDAV calendar. */
export const eventUrl = (calendar: CalDavSource, bookingId: string) => new URL(`${bookingId}.ics`, calendar.url.endsWith("/") ? calendar.url : `${calendar.url}/`).href;

/** Creates or replaces a booking's event in the host's calendar. */
export async function putEvent(calendar: CalDavSource, bookingId: string, ics: string, { timeoutMs }: CalendarCallOptions): Promise<void> {
  const response = await updateCalendarObject({
    calendarObject: { url: eventUrl(calendar, bookingId), data: ics },
    headers: basicAuth(calendar),
    fetch: outboundFetch({ timeoutMs }),
  });
  if (!response.ok) throw new CalendarReadError(`CalDAV PUT: HTTP ${response.status}`);
}

/** Removes a booking's event from the host's calendar; one already gone is fine. */
export async function deleteEvent(calendar: CalDavSource, bookingId: string, { timeoutMs }: CalendarCallOptions): Promise<void> {
  const response = await deleteCalendarObject({ calendarObject: { url: eventUrl(calendar, bookingId) }, headers: basicAuth(calendar), fetch: outboundFetch({ timeoutMs }) });
  if (!response.ok && response.status !== 404) throw new CalendarReadError(`CalDAV DELETE: HTTP ${response.status}`);
}
