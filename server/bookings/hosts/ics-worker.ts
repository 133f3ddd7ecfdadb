// The worker thread of ics-thread.ts: turns each batch of iCalendar texts it is sent into busy
// time (ics-busy.ts), one batch at a time, so that parsing a feed of megabytes (seconds of
// ical.js) never holds up the server's event loop, and so no visitor's request waits on it.
import { parentPort } from "node:worker_threads";
import { isSiteBookingUid } from "../icalendar.ts";
import { busyFromIcs, CalendarFormatError, mergeIntervals } from "./ics-busy.ts";

export interface ParseRequest {
  id: number;
  texts: string[];
  /** The window, in epoch milliseconds. */
  from: number;
  to: number;
}

export type ParseReply =
  | { id: number; ok: true; starts: Float64Array; ends: Float64Array }
  | { id: number; ok: false; message: string; format: boolean };

const port = parentPort;
if (!port) throw new Error("ics-worker.ts runs as a worker thread of ics-thread.ts");

port.on("message", ({ id, texts, from, to }: ParseRequest) => {
  try {
    // The site's own events in a host's calendar are skipped: their bookings already hold the host's seat.
    const window = { from: new Date(from), to: new Date(to), skipUid: isSiteBookingUid };
    const busy = mergeIntervals(texts.flatMap((text) => busyFromIcs(text, window)));
    const starts = Float64Array.from(busy, (interval) => interval.start.getTime());
    const ends = Float64Array.from(busy, (interval) => interval.end.getTime());
    port.postMessage({ id, ok: true, starts, ends } satisfies ParseReply, [starts.buffer, ends.buffer]);
  } catch (error) {
    port.postMessage({ id, ok: false, message: (error as Error).message, format: error instanceof CalendarFormatError } satisfies ParseReply);
  }
});
