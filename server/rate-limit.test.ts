import type { FastifyInstance } from "fastify";
import { afterEach, expect, it, vi } from "vitest";
import { ACCOUNT_API, ALTCHA_CHALLENGE_PATH, BOOKING_API, PRICING_CALCULATE_PATH } from "../contracts/api-paths.ts";
import type { Db } from "./db/client.ts";
import { rateLimits } from "./db/schema.ts";
import { requestCounter } from "./rate-limit.ts";
import { ORIGIN, sessionCookie, signUpAndConfirm } from "./test/account-fixtures.ts";
import { describeEachEngine, ENGINES, testServer } from "./test/engines.ts";
import { EASY_ALTCHA, solvedAltchaToken, validFields } from "./test/demo-request-fixtures.ts";

// Each test starts its own server; a fresh PGlite one takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const open: FastifyInstance[] = [];
afterEach(async () => {
  while (open.length) await open.pop()!.close();
});

async function post(app: FastifyInstance) {
  return app.inject({ method: "POST", url: "/api/demo-request", payload: { ...validFields(), captchaToken: await solvedAltchaToken(app, "demo-request") } });
}

describeEachEngine("rate limit per client IP", (engine) => {
  it("answers 429 with Retry-After and a pt-BR message once the limit is reached", async () => {
    const { app } = await testServer(engine, { ...EASY_ALTCHA, DEMO_RATE_LIMIT: "2", DEMO_RATE_WINDOW_SECONDS: "600" });
    open.push(app);
    expect((await post(app)).statusCode).toBe(201);
    expect((await post(app)).statusCode).toBe(201);
    const limited = await post(app);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(limited.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(limited.json().error).toMatch(/^Você enviou muitas solicitações seguidas\. Tente novamente em \d+ minutos?\.$/);
  });
});

it.runIf(ENGINES.includes("postgres"))("the limit holds across two server instances on one database [postgres]", async () => {
  const env = { ...EASY_ALTCHA, DEMO_RATE_LIMIT: "3", DEMO_RATE_WINDOW_SECONDS: "600" };
  const a = await testServer("postgres", env);
  const b = await testServer("postgres", env, a.config);
  open.push(a.app, b.app);
  expect((await post(a.app)).statusCode).toBe(201);
  expect((await post(b.app)).statusCode).toBe(201);
  expect((await post(a.app)).statusCode).toBe(201);
  expect((await post(b.app)).statusCode).toBe(429);
  expect((await post(a.app)).statusCode).toBe(429);
});

it("in memory, a full counter sweeps only windows that have ended: an hour's count survives a flood of minute windows", async () => {
  const hits = requestCounter({ engine: "pglite", db: {} as Db });
  const start = new Date("2026-11-29T10:00:00Z");
  const hourly = { max: 2, windowSeconds: 3600 };
  const perMinute = { max: 1, windowSeconds: 60 };
  expect([await hits("link", hourly, start), await hits("link", hourly, start)]).toEqual([{ allowed: true }, { allowed: true }]);
  for (let i = 0; i < 50_000; i++) await hits(`flood:${i}`, perMinute, start);
  const twoMinutesLater = new Date(start.getTime() + 120_000);
  expect(await hits("flood:1", perMinute, twoMinutesLater)).toEqual({ allowed: true });
  expect(await hits("link", hourly, twoMinutesLater)).toEqual({ allowed: false, retryAfterSeconds: 3480 });
});

/** The free slots asked for from one address on `app`: its status. */
const slotsFrom = async (app: FastifyInstance) => (await app.inject({ url: BOOKING_API.slots, remoteAddress: "198.51.100.7" })).statusCode;

it.runIf(ENGINES.includes("postgres"))("the calls without a captcha are counted in the database on PostgreSQL: two instances share one limit [postgres]", async () => {
  const a = await testServer("postgres", { SLOTS_RATE_LIMIT: "3" });
  const b = await testServer("postgres", { SLOTS_RATE_LIMIT: "3" }, a.config);
  open.push(a.app, b.app);
  expect([await slotsFrom(a.app), await slotsFrom(b.app), await slotsFrom(a.app), await slotsFrom(b.app), await slotsFrom(a.app)]).toEqual([200, 200, 200, 429, 429]);
  expect(await a.app.database.db.select().from(rateLimits)).toHaveLength(1);
});

it("the calls without a captcha are counted in memory on PGlite, which one process holds: the same limit, no write per call [pglite]", async () => {
  const { app } = await testServer("pglite", { SLOTS_RATE_LIMIT: "3" });
  open.push(app);
  expect([await slotsFrom(app), await slotsFrom(app), await slotsFrom(app), await slotsFrom(app)]).toEqual([200, 200, 200, 429]);
  expect(await app.database.db.select().from(rateLimits)).toEqual([]);
});

describeEachEngine("review 3: the calls without a captcha have a per-address limit (slots, challenges, pricing and subscription had none)", (engine) => {
  const LIMITED = { ...EASY_ALTCHA, SLOTS_RATE_LIMIT: "3", CAPTCHA_CHALLENGE_RATE_LIMIT: "3", PRICING_RATE_LIMIT: "3", SUBSCRIPTION_RATE_LIMIT: "3", ACCOUNT_MIN_RESPONSE_MS: "0" };
  const pricing = { pricing: { users: 5, monthly_protocols: 150, storage_gb: 4, modules: [] } };

  type Answer = { statusCode: number; headers: Record<string, unknown>; json: () => { code?: string; error?: string } };
  type Call = (app: FastifyInstance, remoteAddress: string) => Promise<Answer>;

  /** Four calls from one /64 (the last from another address of it), then one from another /64 and one from an IPv4 address. */
  async function callFromSixAddresses(call: (remoteAddress: string) => Promise<Answer>) {
    const answers: Answer[] = [];
    for (const remoteAddress of ["2001:db8:7:1::10", "2001:db8:7:1::10", "2001:db8:7:1::10", "2001:db8:7:1::99", "2001:db8:7:2::10", "198.51.100.4"]) answers.push(await call(remoteAddress));
    return answers;
  }

  /** The outcomes in order: three answered, the fourth (same /64) refused, another /64 and another address answered. */
  const LIMITED_AFTER_THREE = ["answered", "answered", "answered", 429, "answered", "answered"];
  const outcomes = (answers: Answer[]) => answers.map((answer) => (answer.statusCode < 300 ? "answered" : answer.statusCode));

  /** The refusal: Retry-After within the minute, and the pt-BR message. */
  const expectRefusal = (limited: Answer) => {
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json()).toMatchObject({ code: "RATE_LIMITED", error: "Você enviou muitas solicitações seguidas. Tente novamente em 1 minuto." });
  };

  it.each<[string, Call]>([
    ["GET /api/bookings/slots", (app, remoteAddress) => app.inject({ url: BOOKING_API.slots, remoteAddress })],
    ["GET /api/captcha/challenge", (app, remoteAddress) => app.inject({ url: `${ALTCHA_CHALLENGE_PATH}?form=booking`, remoteAddress })],
    ["POST /api/v1/pricing/calculate", (app, remoteAddress) => app.inject({ method: "POST", url: PRICING_CALCULATE_PATH, remoteAddress, payload: pricing })],
  ])("%s", async (_route, call) => {
    const { app } = await testServer(engine, LIMITED);
    open.push(app);
    const answers = await callFromSixAddresses((remoteAddress) => call(app, remoteAddress));
    expect(outcomes(answers)).toEqual(LIMITED_AFTER_THREE);
    expectRefusal(answers[3]!);
  });

  it("the subscription's calls, counted together", async () => {
    const { app } = await testServer(engine, LIMITED);
    open.push(app);
    const cookie = sessionCookie(await signUpAndConfirm(app));
    const headers = { origin: ORIGIN, cookie };
    expect((await app.inject({ url: ACCOUNT_API.subscription, headers, remoteAddress: "203.0.113.5" })).statusCode).toBe(200);
    expect((await app.inject({ method: "POST", url: ACCOUNT_API.subscriptionChange, headers, remoteAddress: "203.0.113.5", payload: { tier: "ouro", period: "anual" } })).statusCode).toBe(200);
    expect((await app.inject({ method: "POST", url: ACCOUNT_API.subscriptionCancel, headers, remoteAddress: "203.0.113.5", payload: {} })).statusCode).toBe(200);
    const limited = await app.inject({ method: "POST", url: ACCOUNT_API.subscriptionReactivate, headers, remoteAddress: "203.0.113.5", payload: {} });
    expect(limited.statusCode).toBe(429);
    expectRefusal(limited);
    const answers = await callFromSixAddresses((remoteAddress) => app.inject({ url: ACCOUNT_API.subscription, headers, remoteAddress }));
    expect(outcomes(answers)).toEqual(LIMITED_AFTER_THREE);
    expectRefusal(answers[3]!);
  });

  it("a bad request is refused before the limit, and spends none of it", async () => {
    const { app } = await testServer(engine, LIMITED);
    open.push(app);
    for (let i = 0; i < 5; i++) expect((await app.inject({ method: "POST", url: PRICING_CALCULATE_PATH, payload: { pricing: { users: -1 } } })).statusCode).toBe(422);
    for (let i = 0; i < 5; i++) expect((await app.inject({ url: `${ALTCHA_CHALLENGE_PATH}?form=nenhum` })).statusCode).toBe(422);
    expect((await app.inject({ method: "POST", url: PRICING_CALCULATE_PATH, payload: pricing })).statusCode).toBe(200);
    expect((await app.inject({ url: `${ALTCHA_CHALLENGE_PATH}?form=booking` })).statusCode).toBe(200);
  });
});
