// /healthz and /readyz on both engines: liveness never waits for the database; readiness is
// 200 only when the database answers within the bound and is migrated, reports the delivery
// queues without failing on them, and turns 503 at once when shutdown begins. Requests share
// one check, and a "ready" answer is given again for READY_MAX_AGE_MS: the clock those tests
// read is performance.now(), faked, so no test waits on the wall clock.
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeEach, expect, it, vi } from "vitest";
import { HEALTH_PATH, READY_PATH } from "../../contracts/api-paths.ts";
import { outbox, webhookDeliveries } from "../db/schema.ts";
import { describeEachEngine, resetData, testServer } from "../test/engines.ts";
import { READY_MAX_AGE_MS, type ReadinessReport } from "./readiness.ts";

// A fresh PGlite server takes seconds to build on a busy machine, and each test builds its own.
vi.setConfig({ testTimeout: 60_000 });

const mail = { kind: "demo-request.sales", to: "comercial@tramita.com.br", subject: "Nova demonstração", text: "..." };
const event = (eventId: string, destination: string) => ({ eventId, destination, eventType: "lead.created", payload: { type: "lead.created", timestamp: "2026-01-01T00:00:00Z", data: {} } as never });

/** A balancer's next poll: later than a kept answer lives, so it sees the database as it is now. */
async function ready(app: FastifyInstance) {
  vi.advanceTimersByTime(READY_MAX_AGE_MS);
  const res = await app.inject(READY_PATH);
  return { status: res.statusCode, report: res.json<ReadinessReport>(), cacheControl: res.headers["cache-control"] };
}

describeEachEngine("health and readiness", (engine) => {
  const apps: FastifyInstance[] = [];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["performance"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  /** One connection on PostgreSQL, so a held transaction blocks every other query, as PGlite's does. */
  const server = async () => {
    const { app, config } = await testServer(engine, { DATABASE_POOL_SIZE: "1" });
    apps.push(app);
    return { app, config };
  };

  it("is ready on a migrated database, and reports the age of the oldest pending mail and event and what was given up on", async () => {
    const { app } = await server();
    const empty = await ready(app);
    expect(empty).toMatchObject({ status: 200, cacheControl: "no-store" });
    expect(empty.report).toEqual({
      status: "ready",
      problems: [],
      shuttingDown: false,
      database: "ok",
      pendingMigrations: 0,
      deliveries: {
        mail: { pending: 0, oldestPendingSeconds: null, dead: 0 },
        webhooks: { pending: 0, oldestPendingSeconds: null, dead: 0 },
        erasures: { undone: 0, oldestSeconds: null },
      },
      alarms: [],
      // No BOOKING_HOSTS_FILE: no hosts' calendars to report.
      hostCalendars: null,
    });

    const { db } = app.database;
    await db.insert(outbox).values([
      { ...mail, createdAt: sql`now() - interval '2 hours'` },
      { ...mail },
      { ...mail, status: "failed" },
      { ...mail, status: "sent" },
    ]);
    await db.insert(webhookDeliveries).values([
      { ...event("e1", "crm"), createdAt: sql`now() - interval '1 day'` },
      { ...event("e1", "platform"), createdAt: sql`now() - interval '3 hours'` },
      { ...event("e2", "crm"), status: "dead" },
      { ...event("e3", "crm"), status: "dead" },
      { ...event("e4", "crm"), status: "delivered" },
    ]);
    const { status, report } = await ready(app);
    // A backlog is for a person to look at: the instance stays in rotation.
    expect(status).toBe(200);
    expect(report.deliveries!.mail).toMatchObject({ pending: 2, dead: 1 });
    expect(report.deliveries!.mail.oldestPendingSeconds).toBeGreaterThanOrEqual(2 * 3600);
    expect(report.deliveries!.mail.oldestPendingSeconds).toBeLessThan(3 * 3600);
    expect(report.deliveries!.webhooks).toMatchObject({ pending: 2, dead: 2 });
    expect(report.deliveries!.webhooks.oldestPendingSeconds).toBeGreaterThanOrEqual(24 * 3600);
    await resetData(app);
  });

  it("answers 503 naming the database when it does not answer within the bound, while /healthz stays 200 without it", async () => {
    const { app } = await server();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // A transaction that keeps the only connection (PGlite: the only session) busy.
    const transaction = app.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
    });
    try {
      const live = await app.inject(HEALTH_PATH);
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: "ok" });
      const { status, report } = await ready(app);
      expect(status).toBe(503);
      expect(report).toMatchObject({ status: "unready", database: "timeout", problems: ["the database did not answer within 1000 ms"], deliveries: null });
    } finally {
      release();
      await transaction;
    }
    // An unready answer is not kept: the very next request checks again.
    expect((await app.inject(READY_PATH)).statusCode).toBe(200);
  });

  it("answers 503 naming the migrations when the database lacks one of this version's", async () => {
    const { app, config } = await server();
    const migrations = sql.identifier(engine === "postgres" ? config.databaseSchema! : "drizzle");
    const { db } = app.database;
    const { rows } = (await db.execute(sql`delete from ${migrations}.__drizzle_migrations where created_at = (select max(created_at) from ${migrations}.__drizzle_migrations) returning hash, created_at`)) as unknown as {
      rows: { hash: string; created_at: string }[];
    };
    try {
      const { status, report } = await ready(app);
      expect(status).toBe(503);
      expect(report).toMatchObject({ status: "unready", database: "ok", pendingMigrations: 1, problems: ["1 migration(s) of this version are not applied"] });
    } finally {
      await db.execute(sql`insert into ${migrations}.__drizzle_migrations (hash, created_at) values (${rows[0]!.hash}, ${rows[0]!.created_at})`);
    }
    expect((await ready(app)).status).toBe(200);
  });

  it("security review 3: /readyz is public, so concurrent requests share one database check and a ready answer is kept at most 1 s (finding: /readyz unlimited)", async () => {
    const { app } = await server();
    // Every check asks the database for the migrations it lacks: counted where the query is made.
    let checks = 0;
    const { database } = app;
    const pendingMigrations = database.pendingMigrations;
    database.pendingMigrations = () => {
      checks++;
      return pendingMigrations();
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => app.inject(READY_PATH)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    expect(checks).toBe(1);
    // Within the second, later requests get the same answer; after it, one new check.
    vi.advanceTimersByTime(READY_MAX_AGE_MS - 1);
    await Promise.all(Array.from({ length: 10 }, () => app.inject(READY_PATH)));
    expect(checks).toBe(1);
    vi.advanceTimersByTime(1);
    await Promise.all(Array.from({ length: 10 }, () => app.inject(READY_PATH)));
    expect(checks).toBe(2);
  });

  it("answers 503 at once when shutdown begins, while liveness stays 200", async () => {
    const { app } = await server();
    app.beginShutdown();
    const { status, report } = await ready(app);
    expect(status).toBe(503);
    expect(report).toEqual({ status: "unready", problems: ["the server is shutting down"], shuttingDown: true, database: "not-checked", pendingMigrations: null, deliveries: null, alarms: [], hostCalendars: null });
    expect((await app.inject(HEALTH_PATH)).statusCode).toBe(200);
  });
});
