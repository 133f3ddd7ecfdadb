// Throws a few thousand generated bad requests at POST /api/demo-request: every answer
// must be a 4xx with the JSON error shape, never a 5xx, and nothing may be stored.
import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { leads } from "./db/schema.ts";
import { describeEachEngine, testServer } from "./test/engines.ts";
import { validFields } from "./test/demo-request-fixtures.ts";

const CASES = 2500;

/** Small deterministic PRNG (mulberry32), so a failure can be replayed from its seed. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generator(seed: number) {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const strings = ["", " ", "a", "ç".repeat(300), "<script>alert(1)</script>", "'; DROP TABLE leads; --", "\u0000", "😀".repeat(50), "x".repeat(5000), "1-10", "+55 (11) 98765-4321", "null"];
  const value = (depth = 0): unknown => {
    switch (Math.floor(random() * (depth > 2 ? 6 : 9))) {
      case 0: return pick(strings);
      case 1: return Math.floor(random() * 2 ** 40) * (random() < 0.5 ? -1 : 1);
      case 2: return random() * 1e308;
      case 3: return random() < 0.5;
      case 4: return null;
      case 5: return pick(strings) + String(random());
      case 6: return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
      case 7: return Object.fromEntries(Array.from({ length: Math.floor(random() * 4) }, () => [pick(strings), value(depth + 1)]));
      default: return { __proto__: { polluted: true }, constructor: { prototype: { x: 1 } } };
    }
  };
  return () => {
    const kind = random();
    if (kind < 0.1) return { payload: String(value()), contentType: pick(["application/json", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json; charset=latin1"]) };
    if (kind < 0.2) return { payload: JSON.stringify(value()), contentType: "application/json" };
    const body: Record<string, unknown> = { ...validFields(), captchaToken: pick(["", "x", "aGVsbG8=", Buffer.from('{"challenge":{"parameters":{},"signature":"x"},"solution":{}}').toString("base64")]) };
    const fields = Object.keys(body);
    for (let i = 0, n = 1 + Math.floor(random() * 4); i < n; i++) {
      const field = pick(fields);
      if (random() < 0.2) delete body[field];
      else body[field] = value();
    }
    if (random() < 0.1) body.website = pick(strings);
    return { payload: JSON.stringify(body), contentType: "application/json" };
  };
}

describeEachEngine("demo-request fuzzing", (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testServer(engine, { DEMO_RATE_LIMIT: "100000" }));
  });
  afterAll(() => app.close());

  it(`answers ${CASES} generated bad requests with 4xx JSON errors, never 5xx`, async () => {
    const seed = 20261122;
    const next = generator(seed);
    const failures: string[] = [];
    for (let i = 0; i < CASES; i++) {
      const { payload, contentType } = next();
      const res = await app.inject({ method: "POST", url: "/api/demo-request", payload, headers: { "content-type": contentType } });
      const ok = res.statusCode >= 400 && res.statusCode < 500 && typeof res.json().error === "string" && typeof res.json().code === "string";
      if (!ok && failures.length < 5) failures.push(`#${i} (seed ${seed}) ${res.statusCode} ${res.body.slice(0, 200)} <- ${payload.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect((await app.database.db.select({ n: count() }).from(leads))[0]!.n).toBe(0);
  }, 120_000);
});
