// Hosts' iCalendar texts are parsed on a worker thread of their own (ics-worker.ts), never on
// the thread that answers visitors: ical.js parses synchronously, and a 5 MB feed takes seconds.
// One worker, started when first needed and not keeping the process alive while idle, parses
// one batch at a time; the others wait their turn. A batch not parsed PARSE_TIMEOUT_MS after it
// was sent ends the worker, failing as unreadable with what the worker still had; the next
// batch starts a new one.
import { Worker } from "node:worker_threads";
import { CalendarFormatError, type BusyInterval } from "./ics-busy.ts";
import type { ParseReply, ParseRequest } from "./ics-worker.ts";

/** Far beyond a 5 MB feed's parse on a busy machine; a parse this long is a pathological feed. */
export const PARSE_TIMEOUT_MS = 120_000;

const WORKER_URL = new URL("./ics-worker.ts", import.meta.url);

interface Pending {
  resolve: (busy: BusyInterval[]) => void;
  reject: (error: Error) => void;
  deadline: ReturnType<typeof setTimeout>;
}

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

/** Fails every batch the worker still had, and lets the next batch start a new worker. */
function abandon(stopped: Worker, error: Error) {
  if (worker !== stopped) return;
  worker = null;
  for (const [id, job] of pending) {
    clearTimeout(job.deadline);
    job.reject(error);
    pending.delete(id);
  }
}

function started(): Worker {
  if (worker) return worker;
  const thread = new Worker(WORKER_URL);
  thread.on("message", (reply: ParseReply) => {
    const job = pending.get(reply.id);
    if (!job) return;
    pending.delete(reply.id);
    clearTimeout(job.deadline);
    if (pending.size === 0) thread.unref();
    if (!reply.ok) return job.reject(reply.format ? new CalendarFormatError(reply.message) : new Error(reply.message));
    job.resolve(Array.from(reply.starts, (start, i) => ({ start: new Date(start), end: new Date(reply.ends[i]!) })));
  });
  thread.on("error", (error) => abandon(thread, error));
  thread.on("exit", (code) => abandon(thread, new Error(`the calendar parser stopped (exit code ${code})`)));
  return (worker = thread);
}

/**
 * The busy time of iCalendar texts between `from` and `to`, merged and in time order, the site's
 * own bookings skipped (busyFromIcs, on the worker thread). Rejects with a CalendarFormatError
 * when a text is not iCalendar.
 */
export function busyFromIcsOffThread(texts: string[], { from, to }: { from: Date; to: Date }): Promise<BusyInterval[]> {
  if (texts.length === 0) return Promise.resolve([]);
  const thread = started();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => {
      abandon(thread, new CalendarFormatError(`not parsed within ${PARSE_TIMEOUT_MS / 1000} s`));
      void thread.terminate();
    }, PARSE_TIMEOUT_MS);
    deadline.unref();
    pending.set(id, { resolve, reject, deadline });
    thread.ref();
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread, not a window
    thread.postMessage({ id, texts, from: from.getTime(), to: to.getTime() } satisfies ParseRequest);
  });
}
