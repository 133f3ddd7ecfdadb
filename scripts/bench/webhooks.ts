// Outbound events, on PGlite and on PostgreSQL: how many lead.created events per second the
// server delivers to a local receiver, and the delay from a demo request's 201 to its
// event's arrival (p50, p99). The server runs as its own process (server/main.ts); the
// load generator and the receiver (which verifies every signature) run in this one.
// 1. a backlog: BACKLOG requests with the delivery worker off, then a restart with it on,
//    timed from the first arrival to the last -> delivered per second;
// 2. latency: LIVE requests, CONCURRENCY at a time, with the worker on -> 201-to-delivery.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { DEMO_REQUEST_PATH } from "../../contracts/api-paths.ts";
import type { EventBody } from "../../contracts/events.ts";
import { solvedAltchaToken, validFields } from "../../server/test/demo-request-fixtures.ts";
import { freePort } from "../../server/test/smtp-listener.ts";
import { startWebhookReceiver, testSecret, type WebhookReceiver } from "../../server/test/webhook-receiver.ts";
import { dropSchema, onEachEngine } from "./engines.ts";
import { startSite } from "./site-server.ts";

const BACKLOG = 300;
const LIVE = 200;
const CONCURRENCY = 8;
const DELIVERY_DEADLINE_MS = 120_000;

export interface WebhookBench {
  engine: "pglite" | "postgres";
  backlog: { events: number; seconds: number; deliveredPerSecond: number };
  live: { events: number; requestsPerSecond: number; delayMs: { p50: number; p99: number; max: number } };
}

/** Posts `count` demo requests, `CONCURRENCY` at a time; when each lead's 201 came, and the requests' rate. */
async function postLeads(baseUrl: string, count: number, offset: number): Promise<{ answered: Map<string, number>; perSecond: number }> {
  const bodies: string[] = [];
  for (let i = 0; i < count; i++) {
    bodies.push(JSON.stringify({ ...validFields({ email: `pessoa${offset + i}@empresa.com.br` }), captchaToken: await solvedAltchaToken({ baseUrl }, "demo-request") }));
  }
  const answered = new Map<string, number>();
  const started = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++]!;
        const response = await fetch(`${baseUrl}${DEMO_REQUEST_PATH}`, { method: "POST", headers: { "content-type": "application/json" }, body });
        if (response.status !== 201) throw new Error(`demo request answered ${response.status}: ${await response.text()}`);
        answered.set(((await response.json()) as { id: string }).id, Date.now());
      }
    }),
  );
  return { answered, perSecond: Math.round(count / ((Date.now() - started) / 1000)) };
}

async function arrivals(receiver: WebhookReceiver, leadIds: Iterable<string>): Promise<Map<string, number>> {
  const wanted = new Set(leadIds);
  const deadline = Date.now() + DELIVERY_DEADLINE_MS;
  for (;;) {
    const got = new Map(
      receiver.accepted.map((d) => [(d.body as EventBody<"lead.created">).data.lead_id, d.at] as const).filter(([id]) => wanted.has(id)),
    );
    if (got.size === wanted.size) return got;
    if (Date.now() > deadline) throw new Error(`only ${got.size} of ${wanted.size} events arrived within ${DELIVERY_DEADLINE_MS / 1000} s`);
    await sleep(20);
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function benchEngine(engine: "pglite" | "postgres", url: string | null): Promise<WebhookBench> {
  const receiver = await startWebhookReceiver(testSecret("bench"));
  const schema = `bench_webhooks_${Date.now()}`;
  const env: NodeJS.ProcessEnv = {
    SERVE_CLIENT: "false",
    LOG_LEVEL: "error",
    ...(engine === "postgres" ? { DATABASE_URL: url!, DATABASE_SCHEMA: schema } : {}),
    CRM_WEBHOOK_URL: receiver.url,
    CRM_WEBHOOK_SECRET: testSecret("bench"),
    ALTCHA_MAX_NUMBER: "10",
    DEMO_RATE_LIMIT: "100000",
    // Every body's challenge is fetched beforehand, from one address.
    CAPTCHA_CHALLENGE_RATE_LIMIT: "100000",
  };
  try {
    // 1. The backlog, delivered by a freshly started server.
    // Both starts share one data directory: the second delivers what the first queued.
    const dataDir = { DATA_DIR: mkdtempSync(join(tmpdir(), "tramita-bench-webhooks-")) };
    const idle = await startSite(await freePort(), { ...env, ...dataDir, OUTBOX_WORKER: "false" });
    const backlog = await postLeads(idle.origin, BACKLOG, 0);
    await idle.stop();
    const server = await startSite(await freePort(), { ...env, ...dataDir });
    try {
      const drained = [...(await arrivals(receiver, backlog.answered.keys())).values()];
      const seconds = (Math.max(...drained) - Math.min(...drained)) / 1000;

      // 2. Live: each request's 201 to its event's arrival.
      const live = await postLeads(server.origin, LIVE, BACKLOG);
      const arrived = await arrivals(receiver, live.answered.keys());
      const delays = [...live.answered].map(([id, answeredAt]) => arrived.get(id)! - answeredAt).toSorted((a, b) => a - b);
      return {
        engine,
        backlog: { events: BACKLOG, seconds: Math.round(seconds * 100) / 100, deliveredPerSecond: Math.round((BACKLOG - 1) / seconds) },
        live: { events: LIVE, requestsPerSecond: live.perSecond, delayMs: { p50: percentile(delays, 50), p99: percentile(delays, 99), max: delays.at(-1)! } },
      };
    } finally {
      await server.stop();
    }
  } finally {
    await receiver.close();
    if (engine === "postgres" && url) await dropSchema(url, schema);
  }
}

export const benchWebhooks = () => onEachEngine(benchEngine);

export function describeWebhookRun(r: WebhookBench): string {
  return `${r.engine}: ${r.backlog.deliveredPerSecond} events delivered/s (backlog of ${r.backlog.events} in ${r.backlog.seconds} s); 201 to delivery p50 ${r.live.delayMs.p50} ms, p99 ${r.live.delayMs.p99} ms (${r.live.events} requests at ${r.live.requestsPerSecond}/s)`;
}
