import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect, it } from "vitest";
import { buildServer } from "../app.ts";
import type { ServerConfig } from "../config.ts";
import { BEACON_PATH, MAX_ORIGINS_PER_DAY, OTHER_VALUE } from "../../contracts/measurement.ts";
import { VITAL_BUCKETS } from "../../contracts/vitals.ts";
import { measurementViews, measurementVitals } from "../db/schema.ts";
import { describeEachEngine, serverForSuite, testConfig, testServer } from "../test/engines.ts";
import { p75Of, vitalsSummary } from "./queries.ts";
import { MEASURED_ROUTES } from "./route-pattern.ts";
import { purgeOldMeasurement } from "./retention.ts";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

const beacon = (app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url: BEACON_PATH, headers: { "content-type": "application/json", "user-agent": BROWSER, ...headers }, payload: typeof body === "string" ? body : JSON.stringify(body) });

const view = (path: string, extra: object = {}) => ({ kind: "view", path, entry: true, device: "mobile", ...extra });

const viewRows = (app: FastifyInstance) => app.database.db.select().from(measurementViews).orderBy(measurementViews.route, measurementViews.channel, measurementViews.campaign, measurementViews.device);

describeEachEngine("aggregate measurement", (engine) => {
  let app: FastifyInstance;
  serverForSuite(engine, {}, (ready) => (app = ready));

  it("a page view adds one view and one entry to its day, route pattern, channel and device, with no trace of the request", async () => {
    expect((await beacon(app, view("/", { touch: { utm_source: "Newsletter", utm_medium: "email", utm_campaign: "black-friday", landing_path: "/" } }))).statusCode).toBe(204);
    expect((await beacon(app, view("/", { entry: false, touch: { utm_source: "Newsletter", utm_medium: "email", utm_campaign: "black-friday", landing_path: "/" } }))).statusCode).toBe(204);
    expect(await viewRows(app)).toEqual([]); // nothing written before a flush
    await app.measurement!.flush();
    const rows = await viewRows(app);
    expect(rows).toEqual([expect.objectContaining({ route: "/", channel: "email", source: "newsletter", medium: "email", campaign: "black-friday", device: "mobile", views: 2, entries: 1, formStarts: 0 })]);
  });

  it("a blog post counts for /blog/:slug and an unknown path for 'outra', so made-up paths add no row", async () => {
    for (const path of ["/blog/malote-digital-o-que-e", "/blog/qualquer-coisa", "/nao-existe", "/x/y/z", "/wp-admin.php"]) expect((await beacon(app, view(path))).statusCode).toBe(204);
    await app.measurement!.flush();
    const rows = await viewRows(app);
    expect(rows.map((r) => [r.route, r.views])).toEqual([["/blog/:slug", 2], ["outra", 3]]);
    expect(rows.every((r) => MEASURED_ROUTES.includes(r.route))).toBe(true);
  });

  it("a visit with no known origin is counted apart, and a form start adds to its page", async () => {
    await beacon(app, view("/agendamento", { entry: false }));
    await beacon(app, { kind: "form", path: "/agendamento", device: "desktop" });
    await app.measurement!.flush();
    expect((await viewRows(app)).map((r) => [r.route, r.channel, r.device, r.views, r.formStarts])).toEqual([
      ["/agendamento", "(desconhecida)", "desktop", 0, 1],
      ["/agendamento", "(desconhecida)", "mobile", 1, 0],
    ]);
  });

  it("bots and requests without a user agent are answered 204 and counted nowhere", async () => {
    expect((await beacon(app, view("/"), { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" })).statusCode).toBe(204);
    const anonymous = await app.inject({ method: "POST", url: BEACON_PATH, headers: { "content-type": "application/json" }, payload: JSON.stringify(view("/")) });
    expect(anonymous.statusCode).toBe(204);
    await app.measurement!.flush();
    expect(await viewRows(app)).toEqual([]);
  });

  it("bad beacons are refused with a 4xx and a pt-BR message, never a 5xx, and count nothing", async () => {
    const cases: [unknown, number][] = [
      ["não é json", 400],
      ["[1,2]", 400],
      [JSON.stringify({ ...view("/"), pad: "x".repeat(3000) }), 413],
      [{ kind: "vitals", path: "/", device: "mobile", metrics: { FID: 12 } }, 422],
      [{ kind: "vitals", path: "/", device: "mobile", metrics: { LCP: -1 } }, 422],
      [{ kind: "vitals", path: "/", device: "mobile", metrics: { LCP: 10 * 3_600_000 } }, 422],
      [{ kind: "vitals", path: "/", device: "mobile", metrics: { CLS: 1e9 } }, 422],
      [{ kind: "vitals", path: "/", device: "mobile", metrics: {} }, 422],
      [{ kind: "click", path: "/", device: "mobile" }, 422],
      [view("/?token=abc"), 422],
      [view("sem-barra"), 422],
      [view("/", { device: "fridge" }), 422],
      [view("/", { visitor: "abc" }), 422],
    ];
    for (const [body, status] of cases) {
      const response = await beacon(app, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(response.json().error).toMatch(/[a-zà-ú]/);
    }
    await app.measurement!.flush();
    expect(await viewRows(app)).toEqual([]);
    expect(await app.database.db.select().from(measurementVitals)).toEqual([]);
  });

  it("a touch's junk values are cleaned as a conversion's are, not refused", async () => {
    expect((await beacon(app, view("/", { touch: { utm_source: "a\u0000b", utm_campaign: "c".repeat(500), unknown: 1 } }))).statusCode).toBe(204);
    await app.measurement!.flush();
    const [row] = await viewRows(app);
    expect(row).toMatchObject({ source: "a b", campaign: "c".repeat(200) });
  });

  it("10,000 distinct campaign names keep at most MAX_ORIGINS_PER_DAY rows of their own; the rest count under (outras), all views kept", async () => {
    for (let i = 0; i < 10_000; i += 1) app.measurement!.add({ kind: "view", path: "/", entry: true, device: "mobile", touch: { utm_source: "flood", utm_medium: "cpc", utm_campaign: `campanha-${i}` } }, new Date());
    await app.measurement!.flush();
    // A later flush (another instance's) cannot add new origins to a full day either.
    app.measurement!.add({ kind: "view", path: "/", entry: true, device: "mobile", touch: { utm_source: "flood", utm_medium: "cpc", utm_campaign: "mais-uma" } }, new Date());
    await app.measurement!.flush();
    const rows = await viewRows(app);
    expect(rows.length).toBeLessThanOrEqual(MAX_ORIGINS_PER_DAY + 1);
    expect(rows.reduce((n, r) => n + r.views, 0)).toBe(10_001);
    expect(rows.find((r) => r.campaign === OTHER_VALUE)).toMatchObject({ channel: "paid-search", source: OTHER_VALUE });
  });

  it("counters older than 25 months are deleted by the housekeeping, younger ones kept", async () => {
    const now = new Date("2026-11-28T12:00:00Z");
    const home = { kind: "view", path: "/", entry: true, device: "mobile" } as const;
    app.measurement!.add(home, new Date("2024-10-27T12:00:00Z"));
    app.measurement!.add(home, new Date("2024-10-29T12:00:00Z"));
    await app.measurement!.flush();
    await purgeOldMeasurement(app.database.db, now);
    expect((await viewRows(app)).map((r) => r.day)).toEqual(["2024-10-29"]);
  });

  it("field speed goes into fixed buckets, and p75 is read from them against 'good'", async () => {
    for (const lcp of [1000, 1200, 1400, 3100]) await beacon(app, { kind: "vitals", path: "/", device: "mobile", metrics: { LCP: lcp, CLS: 0.02, INP: 120, FCP: 800, TTFB: 90 } });
    await app.measurement!.flush();
    const summary = await vitalsSummary(app.database.db, {});
    expect(summary.map((s) => [s.route, s.device, s.metric, s.count, s.p75, s.good])).toEqual([
      ["/", "mobile", "LCP", 4, 1400, true],
      ["/", "mobile", "INP", 4, 150, true],
      ["/", "mobile", "CLS", 4, 0.02, true],
    ]);
    const [{ n }] = (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(measurementVitals)) as [{ n: number }];
    expect(n).toBe(8); // LCP's four buckets, and one for each other metric: same bucket, one row
  });
});

describeEachEngine("measurement across instances and shutdown", (engine) => {
  // PGlite is one process's database: several instances share PostgreSQL only.
  it.runIf(engine === "postgres")("two instances' counters add up in the same rows, and closing an instance (SIGTERM) flushes what it held", async () => {
    const first = await testServer(engine);
    const second = await buildServer(testConfig(engine, {}, first.config));
    try {
      await beacon(first.app, view("/sobre"));
      await beacon(second, view("/sobre"));
      await first.app.measurement!.flush();
      await beacon(second, view("/sobre", { entry: false }));
      await second.close(); // its onClose flushes
      const rows = await viewRows(first.app);
      expect(rows.map((r) => [r.route, r.views, r.entries])).toEqual([["/sobre", 3, 2]]);
    } finally {
      await first.app.close();
    }
  });

  it("closing the server (SIGTERM) flushes the counters it holds before the database closes", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "tramita-measure-"));
    const env = { DATA_DIR: dataDir, MEASUREMENT_FLUSH_MS: "60000" };
    const persistent = (config: ServerConfig) => ({ ...config, pgliteDir: join(dataDir, "db") });
    const config = persistent(testConfig(engine, env));
    const app = await buildServer(config);
    await beacon(app, view("/faq"));
    await app.close();
    const reopened = await buildServer(config);
    try {
      expect((await viewRows(reopened)).map((r) => [r.route, r.views])).toEqual([["/faq", 1]]);
    } finally {
      await reopened.close();
    }
    // Two starts of a PGlite kept on disk (created, migrated, then reopened): slow on a busy machine.
  }, 90_000);

  it("MEASUREMENT=off: the beacon's path is not found and nothing is counted", async () => {
    const { app } = await testServer(engine, { MEASUREMENT: "off" });
    try {
      expect((await beacon(app, view("/"))).statusCode).toBe(404);
      expect(app.measurement).toBeNull();
    } finally {
      await app.close();
    }
  });
});

// ARCHITECTURE.md 'Measurement without consent': no column for an IP, a user agent, an id or a hash of them.
it("the measurement tables have no column that could hold an address, a user agent, an id or a hash", () => {
  const migration = readFileSync(join(import.meta.dirname, "../db/migrations/0018_measurement.sql"), "utf8");
  const tables = [...migration.matchAll(/CREATE TABLE "(measurement_\w+)" \(([\s\S]*?)\n\);/g)];
  expect(tables.map(([, name]) => name)).toEqual(["measurement_views", "measurement_vitals"]);
  for (const [, , body] of tables) {
    const columns = [...body!.matchAll(/^\s*"(\w+)"/gm)].map(([, column]) => column!);
    expect(columns.length).toBeGreaterThan(4);
    for (const column of columns) expect(column).not.toMatch(/ip|addr|agent|ua$|^id$|_id$|hash|session|visitor|token|cookie|fingerprint|email/i);
  }
});

it("p75 is the bound of the bucket where three quarters of the loads are reached", () => {
  expect(p75Of("LCP", [{ bucket: 0, count: 1 }, { bucket: 30, count: 3 }])).toBe(VITAL_BUCKETS.LCP[30]);
  expect(p75Of("CLS", [{ bucket: 9, count: 3 }, { bucket: 20, count: 1 }])).toBe(VITAL_BUCKETS.CLS[9]);
});
