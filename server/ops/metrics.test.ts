// GET /metrics on both engines: absent without METRICS_TOKEN, refused without the token, and
// with it the families an operator watches, counting what really happened.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO_REQUEST_PATH, METRICS_PATH } from "../../contracts/api-paths.ts";
import { webhookDeliveries } from "../db/schema.ts";
import { EASY_ALTCHA, solvedAltchaToken, validFields } from "../test/demo-request-fixtures.ts";
import { describeEachEngine, testServer } from "../test/engines.ts";

const TOKEN = "a-metrics-token-of-enough-length";

/** The value of the sample of `name` whose labels include `labels`; undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describeEachEngine("metrics", (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testServer(engine, { ...EASY_ALTCHA, METRICS_TOKEN: TOKEN, DEMO_RATE_LIMIT: "1" }));
  });
  afterAll(() => app?.close());

  const scrape = async () => {
    const res = await app.inject({ url: METRICS_PATH, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };
  const demoRequest = async (captchaToken: string) =>
    app.inject({ method: "POST", url: DEMO_REQUEST_PATH, payload: { ...validFields(), captchaToken }, headers: { "content-type": "application/json" } });

  it("is not served without METRICS_TOKEN", async () => {
    const { app: open } = await testServer(engine);
    try {
      expect((await open.inject(METRICS_PATH)).statusCode).toBe(404);
    } finally {
      await open.close();
    }
  });

  it("refuses a request without the token, or with another one, with 401", async () => {
    for (const authorization of [undefined, "Bearer wrong-token-of-some-length", `Basic ${TOKEN}`, TOKEN]) {
      const res = await app.inject({ url: METRICS_PATH, headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(res.json()).toEqual({ error: "Acesso não autorizado.", code: "UNAUTHORIZED" });
      expect(res.body).not.toContain("tramita_");
    }
  });

  it("counts requests by route pattern, method and status, conversions per kind, captcha and rate-limit refusals, and reports queues, pools and the process", async () => {
    expect((await demoRequest("not-a-token")).statusCode).toBe(400);
    expect((await demoRequest(await solvedAltchaToken(app, "demo-request"))).statusCode).toBe(201);
    expect((await demoRequest(await solvedAltchaToken(app, "demo-request"))).statusCode).toBe(429);
    await app.database.db.insert(webhookDeliveries).values({ eventId: "e1", destination: "crm", eventType: "lead.created", payload: {} as never, status: "dead", attempts: 8 });

    const text = await scrape();
    expect(sample(text, "http_request_duration_seconds_count", { method: "POST", route: DEMO_REQUEST_PATH, status_code: "201" })).toBe(1);
    expect(sample(text, "http_request_duration_seconds_count", { method: "POST", route: DEMO_REQUEST_PATH, status_code: "429" })).toBe(1);
    expect(sample(text, "http_request_duration_seconds_bucket", { method: "POST", route: DEMO_REQUEST_PATH, status_code: "201", le: "+Inf" })).toBe(1);
    expect(sample(text, "tramita_conversions_total", { kind: "demo-request" })).toBe(1);
    expect(sample(text, "tramita_captcha_refusals_total", { reason: "invalid" })).toBe(1);
    expect(sample(text, "tramita_rate_limit_refusals_total", { route: DEMO_REQUEST_PATH })).toBe(1);
    // The lead's two e-mails wait in the outbox (no worker runs in tests).
    expect(sample(text, "tramita_delivery_pending", { queue: "mail", destination: "mail" })).toBe(2);
    expect(sample(text, "tramita_delivery_oldest_pending_seconds", { queue: "mail", destination: "mail" })).toBeGreaterThanOrEqual(0);
    expect(sample(text, "tramita_delivery_pending_attempts", { queue: "mail", destination: "mail" })).toBe(0);
    expect(sample(text, "tramita_delivery_dead", { queue: "webhook", destination: "crm" })).toBe(1);
    expect(sample(text, "tramita_pdf_renders", { state: "drawing" })).toBe(0);
    expect(sample(text, "tramita_pdf_renders", { state: "queued" })).toBe(0);
    // PostgreSQL's pool: connections idle after the requests, none in use, none waited for; PGlite has none.
    const pool = (state: string) => sample(text, "tramita_db_pool_connections", { state });
    expect([pool("in_use"), pool("waiting"), (pool("idle") ?? 0) > 0]).toEqual(engine === "postgres" ? [0, 0, true] : [undefined, undefined, false]);
    expect(sample(text, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
    expect(sample(text, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    // Only the API's routes: not the scrape itself, not the probes (nor, with a build, each page and file).
    expect((await app.inject("/healthz")).statusCode).toBe(200);
    const again = await scrape();
    expect(again).not.toContain(`route="${METRICS_PATH}"`);
    expect(again).not.toContain('route="/healthz"');
  });
});
