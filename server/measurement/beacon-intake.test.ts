// The beacon's two doors answer alike, and a flood of forged beacons is bounded: the request
// path never reaches the database, memory holds at most MAX_PENDING_KEYS counters, and the
// flush locks nothing but the measurement tables, so a form never waits on it (README
// 'Aggregate measurement').
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { Client } from "pg";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANNELS } from "../../contracts/attribution-rules.ts";
import { METRICS_PATH } from "../../contracts/api-paths.ts";
import { BEACON_MAX_BYTES, BEACON_PATH } from "../../contracts/measurement.ts";
import type { Db } from "../db/client.ts";
import { measurementViews } from "../db/schema.ts";
import { describeEachEngine, serverForSuite, testServer } from "../test/engines.ts";
import { EASY_ALTCHA, solvedAltchaToken, validFields } from "../test/demo-request-fixtures.ts";
import { beaconIntake } from "./beacon-intake.ts";
import { MAX_PENDING_KEYS, measurementCounters } from "./counters.ts";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
/** Headers the socket adds to every answer, which an injected one lacks. */
const CONNECTION_HEADERS = ["date", "connection", "keep-alive", "transfer-encoding"];
const comparable = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !CONNECTION_HEADERS.includes(name)).toSorted(([a], [b]) => a.localeCompare(b)));

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

function overTheWire(port: number, path: string, headers: Record<string, string>, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method: "POST", path, headers }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, headers: comparable(res.headers), body: text }));
    });
    // A body too large is refused before it is read whole: the socket may close under the rest.
    req.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error)));
    req.end(body);
  });
}

const view = (extra: object = {}) => JSON.stringify({ kind: "view", path: "/", entry: true, device: "mobile", ...extra });

describe("the beacon on a listening server", () => {
  const METRICS_TOKEN = "a-metrics-token-of-enough-length";
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    ({ app } = await testServer("pglite", { MEASUREMENT_FLUSH_MS: "60000", METRICS_TOKEN }));
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  /** Beacons Fastify's route has answered, from its request histogram; and the intake's tally. */
  const seen = async () => {
    const text = (await app.inject({ url: METRICS_PATH, headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).payload;
    const byFastify = [...text.matchAll(/^http_request_duration_seconds_count\{[^}]*route="\/api\/beacon"[^}]*\} (\d+)$/gm)].reduce((n, m) => n + Number(m[1]), 0);
    const byOutcome = Object.fromEntries([...text.matchAll(/^tramita_beacons_total\{outcome="(\w+)"\} (\d+)$/gm)].map((m) => [m[1]!, Number(m[2])]));
    return { byFastify, answered: Object.values(byOutcome).reduce((n, v) => n + v, 0) };
  };

  const cases: [string, Record<string, string>, string][] = [
    ["a page view", { "content-type": "application/json", "user-agent": BROWSER }, view()],
    ["a bot's", { "content-type": "application/json", "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }, view()],
    ["no user agent", { "content-type": "application/json" }, view()],
    ["not JSON", { "content-type": "application/json", "user-agent": BROWSER }, "não é json"],
    ["an array", { "content-type": "application/json", "user-agent": BROWSER }, "[1,2]"],
    ["an unknown metric", { "content-type": "application/json", "user-agent": BROWSER }, JSON.stringify({ kind: "vitals", path: "/", device: "mobile", metrics: { FID: 3 } })],
    ["a query string in the path", { "content-type": "application/json", "user-agent": BROWSER }, view({ path: "/?token=abc" })],
    ["another media type", { "content-type": "text/plain", "user-agent": BROWSER }, view()],
    ["too large", { "content-type": "application/json", "user-agent": BROWSER }, view({ pad: "x".repeat(BEACON_MAX_BYTES) })],
  ];

  it.each(cases)("%s: answered before Fastify, as Fastify's route answers it", async (_name, headers, body) => {
    const before = await seen();
    const wire = await overTheWire(port, BEACON_PATH, headers, body);
    expect(await seen()).toEqual({ byFastify: before.byFastify, answered: before.answered + 1 });
    const injected = await app.inject({ method: "POST", url: BEACON_PATH, headers, payload: body });
    expect(wire.status).toBeLessThan(500);
    expect({ status: wire.status, body: wire.body }).toEqual({ status: injected.statusCode, body: injected.payload });
    expect(wire.headers).toEqual(comparable(injected.headers));
  });

  it("a beacon with a query string in its URL goes on to Fastify, which answers it the same", async () => {
    const before = await seen();
    const wire = await overTheWire(port, `${BEACON_PATH}?x=1`, { "content-type": "application/json", "user-agent": BROWSER }, view());
    expect(wire.status).toBe(204);
    expect((await seen()).byFastify).toBe(before.byFastify + 1);
  });

  it("the two doors count into the same counters", async () => {
    // What the cases above counted, out of the way.
    await app.measurement!.flush();
    await resetViews(app);
    await overTheWire(port, BEACON_PATH, { "content-type": "application/json", "user-agent": BROWSER }, view({ path: "/sobre" }));
    await app.inject({ method: "POST", url: BEACON_PATH, headers: { "content-type": "application/json", "user-agent": BROWSER }, payload: view({ path: "/sobre" }) });
    await app.measurement!.flush();
    expect((await app.database.db.select().from(measurementViews)).map((r) => [r.route, r.views])).toEqual([["/sobre", 2]]);
  });
});

const resetViews = (app: FastifyInstance) => app.database.db.execute(sql`DELETE FROM measurement_views`);

/** A database that fails the test on any use: the request path must not reach it. */
const untouchable = new Proxy({} as Db, {
  get(_target, property) {
    throw new Error(`the beacon's request path used the database (${String(property)})`);
  },
});

/** A forged beacon: a made-up path and origin of its own. */
const forged = (i: number) => view({ path: `/${i}/${i}`, touch: { utm_source: `s${i}`, utm_medium: `m${i}`, utm_campaign: `c${i}` } });

it("a flood of forged beacons never reaches the database on the request path, and memory holds at most MAX_PENDING_KEYS counters", () => {
  const counters = measurementCounters(untouchable, () => {});
  const intake = beaconIntake({ counters });
  for (let i = 0; i < 30_000; i += 1) expect(intake.take(forged(i), "application/json", BROWSER).status).toBe(204);
  expect(intake.outcomes()).toMatchObject({ counted: 30_000 });
  // Past the cap, a beacon folds into its channel's (outras) counter of its day, route and device.
  expect(counters.pending()).toBeLessThanOrEqual(MAX_PENDING_KEYS + Object.keys(CHANNELS).length);
});

describeEachEngine("the flush beside the forms", (engine) => {
  let app: FastifyInstance;
  serverForSuite(engine, { ...EASY_ALTCHA, DEMO_RATE_LIMIT: "1000", MEASUREMENT_FLUSH_MS: "60000" }, (built) => (app = built));

  // PostgreSQL: a flush held mid-transaction (its row waited on by another connection) holds
  // locks on the measurement tables alone, and a demo request commits meanwhile.
  it.runIf(engine === "postgres")("a flush waiting in its transaction locks only the measurement tables, and a form commits meanwhile", async () => {
    const home = { kind: "view", path: "/", entry: true, device: "mobile" } as const;
    app.measurement!.add(home, new Date());
    await app.measurement!.flush();
    const [row] = await app.database.db.select().from(measurementViews);
    const blocker = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await blocker.connect();
    try {
      const schema = ((await app.database.db.execute(sql`select current_schema() as s`)) as unknown as { rows: { s: string }[] }).rows[0]!.s;
      await blocker.query(`SET search_path = "${schema}"`);
      await blocker.query("BEGIN");
      await blocker.query("SELECT 1 FROM measurement_views WHERE day = $1 AND route = $2 FOR UPDATE", [row!.day, row!.route]);
      app.measurement!.add(home, new Date());
      const flushing = app.measurement!.flush();
      // The flush now waits on the row; what does its transaction hold?
      let held: string[] = [];
      await expect
        .poll(async () => {
          const { rows } = await blocker.query<{ relation: string }>(
            `SELECT DISTINCT c.relname AS relation FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
             JOIN pg_stat_activity a ON a.pid = l.pid
             WHERE a.pid <> pg_backend_pid() AND a.wait_event_type = 'Lock' AND l.granted AND c.relnamespace = $1::regnamespace`,
            [schema],
          );
          held = rows.map((r) => r.relation).toSorted();
          return held.length;
        })
        .toBeGreaterThan(0);
      expect(held.every((relation) => relation.startsWith("measurement_"))).toBe(true);
      const form = await app.inject({ method: "POST", url: "/api/demo-request", headers: { "content-type": "application/json" }, payload: { ...validFields(), captchaToken: await solvedAltchaToken(app, "demo-request") } });
      expect(form.statusCode).toBe(201);
      await blocker.query("COMMIT");
      await flushing;
    } finally {
      await blocker.end();
    }
    expect((await app.database.db.select().from(measurementViews)).map((r) => r.views)).toEqual([2]);
  });
});
