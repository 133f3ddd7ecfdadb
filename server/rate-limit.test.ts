import type { FastifyInstance } from "fastify";
import { afterEach, expect, it } from "vitest";
import { describeEachEngine, ENGINES, testServer } from "./test/engines.ts";
import { EASY_ALTCHA, solvedAltchaToken, validFields } from "./test/demo-request-fixtures.ts";

const open: FastifyInstance[] = [];
afterEach(async () => {
  while (open.length) await open.pop()!.close();
});

async function post(app: FastifyInstance) {
  return app.inject({ method: "POST", url: "/api/demo-request", payload: { ...validFields(), captchaToken: await solvedAltchaToken(app) } });
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
