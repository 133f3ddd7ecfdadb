// Outbound events on both engines: every event type fed by the real routes reaches its
// destinations signed (verified by a real receiver with the `standardwebhooks` package), a
// destination that fails or refuses connections gets every event once it is back (same
// webhook-id on every retry), a hung destination delays neither the other one nor e-mail,
// the last scheduled failure marks an event dead, and two instances on one PostgreSQL
// deliver each event once.
import { join } from "node:path";
import { asc, count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, expect, it, vi } from "vitest";
import { DEFAULT_ROUTES, eventBodySchema, type EventBody } from "../contracts/events.ts";
import { RETENTION_HOURS } from "../contracts/retention.ts";
import { buildServer } from "./app.ts";
import { loadConfig } from "./config.ts";
import { outbox, webhookDeliveries } from "./db/schema.ts";
import { enforceRetention } from "./retention.ts";
import {
  BOOKING_NOW,
  attendAndMissDemos,
  bookRescheduleCancel,
  createQuote,
  customerJourney,
  JOURNEY_ENV,
  postLead,
  requestMaturityReport,
  resetPassword,
  subscribeAndLeaveNewsletter,
  startTrial,
  TRIAL_PASSWORD,
} from "./test/event-journeys.ts";
import { eraseRights } from "./test/rights-fixtures.ts";
import { describeEachEngine, ENGINES, TEST_PASSWORD_HASHING, testConfig, type Engine } from "./test/engines.ts";
import { phcVerifies } from "./test/phc.ts";
import { startWebhookReceiver, testSecret, type WebhookReceiver } from "./test/webhook-receiver.ts";
import { createWebhookWorker } from "./webhooks/worker.ts";

vi.setConfig({ testTimeout: 90_000 });

const NEW_PASSWORD = "canteiro-de-obras-77";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function receiver(seed: string) {
  const started = await startWebhookReceiver(testSecret(seed));
  cleanups.push(started.close);
  return started;
}

const destinations = (platform: WebhookReceiver, crm: WebhookReceiver) => ({
  PLATFORM_WEBHOOK_URL: platform.url,
  PLATFORM_WEBHOOK_SECRET: testSecret("p"),
  CRM_WEBHOOK_URL: crm.url,
  CRM_WEBHOOK_SECRET: testSecret("c"),
});

/** The bookings' clock of the test's servers (attendAndMissDemos moves it past a demo). */
let clock = BOOKING_NOW;
const setClock = (at: Date) => {
  clock = at;
};

async function server(engine: Engine, env: NodeJS.ProcessEnv, shareWith?: Parameters<typeof testConfig>[2]) {
  const config = testConfig(engine, { ...JOURNEY_ENV, WEBHOOK_RETRY_SCHEDULE: "30ms,30ms,30ms,30ms,30ms", ...env }, shareWith);
  config.now = () => clock;
  const app = await buildServer(config);
  cleanups.push(() => app.close());
  return { app, config };
}

const rows = (app: FastifyInstance) => app.database.db.select().from(webhookDeliveries).orderBy(asc(webhookDeliveries.id));

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting until ${what}`);
}

/** The body of the first accepted delivery of `type`. */
const body = <T extends EventBody["type"]>(r: WebhookReceiver, type: T) => r.accepted.find((d) => d.body.type === type)!.body as EventBody<T>;

describeEachEngine("outbound events", (engine) => {
  it("delivers every event type from the real routes to its destinations, signed per Standard Webhooks", async () => {
    const platform = await receiver("p");
    const crm = await receiver("c");
    const { app } = await server(engine, destinations(platform, crm));

    await postLead(app);
    await bookRescheduleCancel(app);
    await attendAndMissDemos(app, setClock);
    await requestMaturityReport(app);
    await createQuote(app);
    await subscribeAndLeaveNewsletter(app);
    await customerJourney(app, await startTrial(app));
    await resetPassword(app, "rafaela@construtoraprumo.com.br", NEW_PASSWORD);
    while ((await app.webhooks.drainOnce()) > 0);
    // The trial's owner reached both destinations (trial.started): an erasure tells each.
    await eraseRights(app, "rafaela@construtoraprumo.com.br");
    while ((await app.webhooks.drainOnce()) > 0);

    expect(platform.unverified).toEqual([]);
    expect(crm.unverified).toEqual([]);
    expect(crm.types()).toEqual([
      "lead.created",
      "booking.created",
      "booking.rescheduled",
      "booking.cancelled",
      "booking.created",
      "booking.created",
      "booking.attended",
      "booking.no_show",
      "maturity_report.requested",
      "quote.created",
      "newsletter.subscribed",
      "newsletter.unsubscribed",
      "trial.started",
      "data_subject.erased",
    ]);
    expect(platform.types()).toEqual([
      "trial.started",
      "onboarding.completed",
      "subscription.changed",
      "subscription.cancelled",
      "subscription.reactivated",
      "account.password_changed",
      "data_subject.erased",
    ]);
    expect(new Set(crm.types())).toEqual(new Set(DEFAULT_ROUTES.crm));
    expect(new Set(platform.types())).toEqual(new Set(DEFAULT_ROUTES.platform));

    // Each body matches its published schema; the signed timestamp is this attempt's.
    for (const delivery of [...crm.accepted, ...platform.accepted]) {
      expect(eventBodySchema(delivery.body.type).safeParse(delivery.body).error).toBeUndefined();
      expect(Math.abs(delivery.timestamp - Date.now() / 1000)).toBeLessThan(120);
      expect(delivery.id).toMatch(/^evt_[0-9a-f]{32}$/);
    }

    expect(body(crm, "lead.created").data).toMatchObject({ name: "Mariana Lopes", company: "Contábil Horizonte", phone_e164: "+5511987654321", users: 25, protocol_users: "11-20", preferred_day: "terca" });
    expect(body(crm, "booking.rescheduled").data).toMatchObject({ sequence: 1, previous_slot_start: "2026-11-24T17:00:00.000Z", slot_start: "2026-11-25T13:00:00.000Z" });
    expect(body(crm, "booking.cancelled").data).toMatchObject({ status: "cancelled", sequence: 2 });
    expect(body(crm, "maturity_report.requested").data).toMatchObject({ consent: true, email: "renata@albuquerquecontabil.com.br" });
    expect(body(crm, "quote.created").data).toMatchObject({ cnpj: "11222333000181", period: "anual" });
    expect(body(platform, "onboarding.completed").data).toMatchObject({ answers: { segment: "construtoras", team_size: "21-50" }, invitations: ["joao@construtoraprumo.com.br"] });
    expect(body(platform, "subscription.changed").data).toMatchObject({ plan: { tier: "ouro", period: "anual" }, previous_plan: { tier: "diamante", period: "mensal" } });
    expect(body(platform, "subscription.cancelled").data).toMatchObject({ status: "canceled", reason: "Vamos reavaliar no próximo ano." });
    expect(body(platform, "subscription.reactivated").data).toMatchObject({ status: "trialing" });

    // trial.started: one event id for both; only the platform gets the password, as a PHC hash.
    const toPlatform = platform.accepted.find((d) => d.body.type === "trial.started")!;
    const toCrm = crm.accepted.find((d) => d.body.type === "trial.started")!;
    expect(toPlatform.id).toBe(toCrm.id);
    const trial = toPlatform.body as EventBody<"trial.started">;
    expect(trial.data).toMatchObject({ email: "rafaela@construtoraprumo.com.br", plan: { tier: "diamante", period: "mensal" } });
    expect(trial.data.password_hash).toMatch(new RegExp(`^\\$scrypt\\$ln=${Math.log2(TEST_PASSWORD_HASHING.N)},r=8,p=1\\$`));
    expect(phcVerifies(trial.data.password_hash!, TRIAL_PASSWORD)).toBe(true);
    expect(phcVerifies(trial.data.password_hash!, "outra-senha-qualquer")).toBe(false);
    expect(JSON.stringify(toCrm.body)).not.toContain("password");
    // account.password_changed: the new password's hash, to the platform alone.
    const changed = body(platform, "account.password_changed");
    expect(changed.data).toMatchObject({ account_id: trial.data.account_id, email: "rafaela@construtoraprumo.com.br" });
    expect(phcVerifies(changed.data.password_hash, NEW_PASSWORD)).toBe(true);
    expect(phcVerifies(changed.data.password_hash, TRIAL_PASSWORD)).toBe(false);
    expect(JSON.stringify(crm.accepted)).not.toContain("password_changed");
    expect(JSON.stringify([...platform.attempts, ...crm.attempts])).not.toContain(TRIAL_PASSWORD);
    expect(JSON.stringify([...platform.attempts, ...crm.attempts])).not.toContain(NEW_PASSWORD);

    expect((await rows(app)).every((r) => r.status === "delivered" && r.attempts === 1)).toBe(true);
  });

  it("keeps events while a destination fails or refuses connections, then delivers each once, retrying with the same webhook-id", async () => {
    const platform = await receiver("p");
    const crm = await receiver("c");
    const { app } = await server(engine, destinations(platform, crm));
    crm.setMode("fail");
    const leads = [await postLead(app, "um@exemplo.com.br"), await postLead(app, "dois@exemplo.com.br")];

    expect(await app.webhooks.drainOnce()).toBe(0);
    await crm.close();
    await new Promise((r) => setTimeout(r, 50));
    expect(await app.webhooks.drainOnce()).toBe(0);
    const waiting = await rows(app);
    expect(waiting.map((r) => [r.status, r.attempts])).toEqual([["pending", 2], ["pending", 2]]);
    expect(waiting[0]!.lastError).toMatch(/ECONNREFUSED/);

    crm.setMode("accept");
    await crm.reopen();
    await new Promise((r) => setTimeout(r, 50));
    expect(await app.webhooks.drainOnce()).toBe(2);
    await new Promise((r) => setTimeout(r, 50));
    expect(await app.webhooks.drainOnce()).toBe(0);

    // Attempt 1 got a 500, attempt 2 a refused connection, attempt 3 went through.
    expect(crm.attempts.filter((a) => a.status === 500)).toHaveLength(2);
    // Several deliveries are in flight at once: they arrive in any order.
    expect(crm.accepted.map((d) => (d.body as EventBody<"lead.created">).data.lead_id).toSorted()).toEqual(leads.toSorted());
    const ids = crm.accepted.map((d) => d.id);
    expect(new Set(ids).size).toBe(2);
    expect(new Set(crm.attempts.map((a) => a.id))).toEqual(new Set(ids));
    expect((await rows(app)).map((r) => [r.status, r.attempts, r.lastError])).toEqual([["delivered", 3, null], ["delivered", 3, null]]);
    expect(platform.attempts).toHaveLength(0); // lead.created is not the platform's
  });

  it("marks an event dead after the last scheduled attempt, with its last error", async () => {
    const platform = await receiver("p");
    const crm = await receiver("c");
    const { app } = await server(engine, { ...destinations(platform, crm), WEBHOOK_RETRY_SCHEDULE: "20ms,20ms" });
    crm.setMode("fail");
    await postLead(app);
    for (let round = 0; round < 6; round++) {
      await app.webhooks.drainOnce();
      await new Promise((r) => setTimeout(r, 40));
    }
    const [row] = await rows(app);
    expect(row).toMatchObject({ status: "dead", attempts: 3, lockedUntil: null, lastError: "HTTP 500: temporarily unavailable" });
    expect(crm.attempts).toHaveLength(3);
  });

  it("a hung destination delays neither the other destination nor e-mail", async () => {
    const platform = await receiver("p");
    const crm = await receiver("c");
    const { app } = await server(engine, destinations(platform, crm));
    crm.setMode("hang");
    // Its own worker on the server's database, with the production timeout (10 s).
    const worker = createWebhookWorker({ db: app.database.db, settings: loadConfig(destinations(platform, crm)).webhooks, recipientKey: "chave-de-teste", pollMs: 50 });
    cleanups.push(() => worker.stop(), crm.close);
    worker.start();

    await startTrial(app);
    await until(() => crm.attempts.length === 1, "the CRM attempt is under way");
    await until(() => platform.accepted.length === 1, "the platform got trial.started");
    expect(await app.outbox.drainOnce()).toBeGreaterThan(0);
    const [{ n }] = (await app.database.db.select({ n: count() }).from(outbox).where(eq(outbox.status, "sent"))) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
    expect(crm.accepted).toHaveLength(0);
    const hung = (await rows(app)).find((r) => r.destination === "crm")!;
    expect(hung).toMatchObject({ status: "pending", attempts: 1, lastError: null });
    expect(hung.lockedUntil).not.toBeNull();
  });

  it("deletes the copies of sent events 30 days after delivery (retention)", async () => {
    const platform = await receiver("p");
    const crm = await receiver("c");
    const { app, config } = await server(engine, destinations(platform, crm));
    await postLead(app);
    expect(await app.webhooks.drainOnce()).toBe(1);
    const day = 86_400_000;
    await enforceRetention(app.database.db, { mailDir: join(config.dataDir, "mail"), now: new Date(Date.now() + (RETENTION_HOURS.sentEvents / 24 - 1) * day) });
    expect(await rows(app)).toHaveLength(1);
    await enforceRetention(app.database.db, { mailDir: join(config.dataDir, "mail"), now: new Date(Date.now() + (RETENTION_HOURS.sentEvents / 24 + 1) * day) });
    expect(await rows(app)).toEqual([]);
  });

  it("writes no event for a refused request, and none when no destination is configured", async () => {
    const platform = await receiver("p");
    const crm = await receiver("c");
    const { app } = await server(engine, destinations(platform, crm));
    const refused = await app.inject({ method: "POST", url: "/api/demo-request", payload: { name: "x" } });
    expect(refused.statusCode).toBe(422);
    expect(await rows(app)).toEqual([]);

    const { app: unconfigured } = await server(engine, {});
    await postLead(unconfigured);
    expect(await rows(unconfigured)).toEqual([]);
  });
});

it.runIf(ENGINES.includes("postgres"))("two instances on one PostgreSQL deliver each event once [postgres]", async () => {
  const platform = await receiver("p");
  const crm = await receiver("c");
  const env = { ...destinations(platform, crm), OUTBOX_POLL_MS: "50" };
  const first = await server("postgres", env);
  const second = await server("postgres", env, first.config);
  for (let i = 0; i < 6; i++) await startTrial(first.app, `pessoa${i}@exemplo.com.br`);
  for (let i = 0; i < 6; i++) await postLead(second.app, `lead${i}@exemplo.com.br`);

  first.app.webhooks.start();
  second.app.webhooks.start();
  await until(() => crm.accepted.length === 12 && platform.accepted.length === 6, "every event is delivered");
  await new Promise((r) => setTimeout(r, 300));
  expect(crm.accepted).toHaveLength(12);
  expect(platform.accepted).toHaveLength(6);
  expect(new Set(crm.attempts.map((a) => a.id)).size).toBe(crm.attempts.length);
  expect(new Set(platform.attempts.map((a) => a.id)).size).toBe(platform.attempts.length);
  expect((await rows(first.app)).every((r) => r.status === "delivered" && r.attempts === 1)).toBe(true);
});
