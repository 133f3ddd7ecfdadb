// GET /api/bookings/slots for the booking horizon's fullest month with SLOTS_BENCH_HOSTS hosts
// (5) of SLOTS_BENCH_EVENTS events each (1,000), on each database engine: the budget is
// p99 <= 50 ms, answered from the stored busy times. The hosts' ICS feeds are served on loopback by this process and
// read by the server in the background, as in production (the run starts once /readyz says
// every host offers slots), so no feed is parsed on a request. The server runs as its own
// process (`node server/main.ts`) and wrk (a separate process in C) loads it: as configured by
// default (each month's answer kept SLOTS_CACHE_MS, the budgeted figure), then with every
// answer computed (SLOTS_CACHE_MS=0), reported beside it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BOOKING_API, READY_PATH } from "../../contracts/api-paths.ts";
import type { BookingSlotsResponse } from "../../contracts/booking-options.ts";
import { bookableSlots, bookingWindow } from "../../contracts/booking-slots.ts";
import { icsOf } from "../../server/test/calendar-fixtures.ts";
import { freePort } from "../../server/test/smtp-listener.ts";
import { dropSchema, onEachEngine } from "./engines.ts";
import { startSite } from "./site-server.ts";
import { latencyOf, runWrk } from "./wrk.ts";

const HOSTS = Number(process.env.SLOTS_BENCH_HOSTS ?? 5);
const EVENTS = Number(process.env.SLOTS_BENCH_EVENTS ?? 1000);
const LOAD_SECONDS = Number(process.env.SLOTS_BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
/** How long the server may take to read every feed before the run. */
const READ_TIMEOUT_MS = 120_000;

export const SLOTS_BUDGET = { p99Ms: 50 } as const;

export interface SlotsBench {
  engine: "pglite" | "postgres";
  hosts: number;
  eventsPerHost: number;
  month: string;
  /** Free slots in one answer: the month measured is a full one. */
  slotsInAnswer: number;
  /**
   * The server process's CPU time per answer during the run (Linux's /proc; null elsewhere): on a
   * shared machine the latencies measure the neighbours too, this much less so.
   */
  serverCpuMsPerAnswer: number | null;
  requests: number;
  non2xx: number;
  errors: number;
  perSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  /** The same load with SLOTS_CACHE_MS=0: what computing every answer from the stored busy times costs. */
  everyAnswerComputed: { perSecond: number; latencyMs: { p50: number; p99: number; max: number }; serverCpuMsPerAnswer: number | null };
  pass: boolean;
}

/** EVENTS busy spans of 15 to 90 minutes spread over the booking horizon, different for each host. */
function feedOf(hostIndex: number, now: Date): string {
  const spanMs = 32 * 86_400_000;
  const spans: [string, string][] = [];
  for (let i = 0; i < EVENTS; i++) {
    const start = now.getTime() + Math.floor(((i * 7919 + hostIndex * 104_729) % EVENTS) * (spanMs / EVENTS));
    const minutes = 15 * (1 + ((i + hostIndex) % 6));
    spans.push([new Date(start).toISOString(), new Date(start + minutes * 60_000).toISOString()]);
  }
  return icsOf(spans, { uidPrefix: `host${hostIndex}` });
}

/** The month of the booking horizon with the most bookable slots: the dearest answer (late in a month, the next one). */
function fullestMonth(now: Date): string {
  const { firstDate, lastDate } = bookingWindow(now);
  const perMonth = new Map<string, number>();
  for (const slot of bookableSlots(now, firstDate, lastDate)) perMonth.set(slot.date.slice(0, 7), (perMonth.get(slot.date.slice(0, 7)) ?? 0) + 1);
  return [...perMonth].toSorted((a, b) => b[1] - a[1])[0]![0];
}

/** User and system CPU time a process has used, in milliseconds (Linux), else null. */
function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function untilEveryHostOffersSlots(origin: string) {
  const deadline = Date.now() + READ_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const report = (await (await fetch(`${origin}${READY_PATH}`)).json()) as { hostCalendars: { offersSlots: boolean }[] | null };
    if (report.hostCalendars?.length === HOSTS && report.hostCalendars.every((h) => h.offersSlots)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not read the hosts' feeds in time");
}

async function benchEngine(engine: "pglite" | "postgres", url: string | null): Promise<SlotsBench> {
  const now = new Date();
  const schema = `bench_slots_${Date.now()}`;
  const dataDir = mkdtempSync(join(tmpdir(), "tramita-bench-slots-"));
  const feeds = Array.from({ length: HOSTS }, (_, i) => feedOf(i, now));
  const feedServer = createServer((request, response) => {
    const index = Number(/^\/host(\d+)\.ics$/.exec(request.url ?? "")?.[1] ?? -1);
    if (!feeds[index]) return void response.writeHead(404).end();
    response.writeHead(200, { "content-type": "text/calendar" }).end(feeds[index]);
  });
  const feedPort = await freePort();
  await new Promise<void>((resolve) => feedServer.listen(feedPort, "127.0.0.1", resolve));
  const hostsFile = join(dataDir, "hosts.json");
  const hosts = feeds.map((_, i) => ({ id: `host${i}`, name: `Pessoa ${i}`, email: `pessoa${i}@tramita.test`, busy: [{ ics: `http://127.0.0.1:${feedPort}/host${i}.ics` }] }));
  writeFileSync(hostsFile, JSON.stringify({ hosts }));
  const env: NodeJS.ProcessEnv = {
    SERVE_CLIENT: "false",
    OUTBOX_WORKER: "false",
    BOOKING_HOSTS_FILE: hostsFile,
    // Many times a visitor's share: the run measures the answer, not the limit.
    SLOTS_RATE_LIMIT: "100000",
    DATA_DIR: dataDir,
    ...(engine === "postgres" ? { DATABASE_URL: url!, DATABASE_SCHEMA: schema } : {}),
  };
  const month = fullestMonth(now);
  /** One wrk run against a server started with `extra` settings. */
  async function measure(extra: NodeJS.ProcessEnv) {
    const { stop, origin, child } = await startSite(await freePort(), { ...env, ...extra });
    try {
      await untilEveryHostOffersSlots(origin);
      const answer = (await (await fetch(`${origin}${BOOKING_API.slots}?month=${month}`)).json()) as BookingSlotsResponse;
      const cpuBefore = cpuMsOf(child.pid);
      const run = runWrk(["-t1", `-c${CONNECTIONS}`, `-d${LOAD_SECONDS}s`, "--latency", `${origin}${BOOKING_API.slots}?month=${month}`]);
      const cpuAfter = cpuMsOf(child.pid);
      return {
        run,
        slotsInAnswer: answer.days.reduce((sum, day) => sum + day.slots.length, 0),
        serverCpuMsPerAnswer: cpuBefore === null || cpuAfter === null || run.requests === 0 ? null : Math.round(((cpuAfter - cpuBefore) / run.requests) * 100) / 100,
      };
    } finally {
      await stop();
    }
  }
  try {
    // As configured by default (a month's answer kept SLOTS_CACHE_MS), then every answer computed.
    const { run, slotsInAnswer, serverCpuMsPerAnswer } = await measure({});
    const computed = await measure({ SLOTS_CACHE_MS: "0" });
    const latencyMs = latencyOf(run);
    const clean = run.non2xx === 0 && run.socketErrors === 0;
    return {
      engine,
      hosts: HOSTS,
      eventsPerHost: EVENTS,
      month,
      slotsInAnswer,
      serverCpuMsPerAnswer,
      requests: run.requests,
      non2xx: run.non2xx,
      errors: run.socketErrors,
      perSecond: run.requestsPerSecond,
      latencyMs,
      everyAnswerComputed: { perSecond: computed.run.requestsPerSecond, latencyMs: latencyOf(computed.run), serverCpuMsPerAnswer: computed.serverCpuMsPerAnswer },
      pass: clean && latencyMs.p99 <= SLOTS_BUDGET.p99Ms,
    };
  } finally {
    feedServer.close();
    if (engine === "postgres" && url) await dropSchema(url, schema);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const benchSlots = () => onEachEngine(benchEngine);
