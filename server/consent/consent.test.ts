import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect, it } from "vitest";
import { CONSENT_API_PATH } from "../../contracts/api-paths.ts";
import { CONSENT_POLICY_VERSION } from "../../contracts/consent.ts";
import { consentRecords } from "../db/schema.ts";
import { describeEachEngine, serverForSuite, testServer } from "../test/engines.ts";

const record = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  necessary: true,
  analytics: true,
  marketing: false,
  version: CONSENT_POLICY_VERSION,
  timestamp: new Date().toISOString(),
  ...overrides,
});

describeEachEngine("POST /api/consent", (engine) => {
  let app: FastifyInstance;
  serverForSuite(engine, { GA_MEASUREMENT_ID: "G-TESTE123" }, (built) => (app = built));

  const post = (payload: unknown) => app.inject({ method: "POST", url: CONSENT_API_PATH, payload: payload as object, headers: { "content-type": "application/json" } });

  it("stores each choice with the anonymous id, the policy version and the time, and no IP in clear", async () => {
    const first = record();
    expect((await post(first)).statusCode).toBe(201);
    expect((await post({ ...first, analytics: false, marketing: true, timestamp: new Date().toISOString() })).statusCode).toBe(201);
    const rows = await app.database.db.select().from(consentRecords).where(eq(consentRecords.consentId, first.id)).orderBy(consentRecords.id);
    expect(rows.map((r) => [r.necessary, r.analytics, r.marketing, r.policyVersion])).toEqual([
      [true, true, false, CONSENT_POLICY_VERSION],
      [true, false, true, CONSENT_POLICY_VERSION],
    ]);
    expect(JSON.stringify(rows)).not.toContain("127.0.0.1");
  });

  it("dates the record by the server's clock, not the browser's", async () => {
    const claimed = record({ timestamp: new Date(Date.now() - 20 * 3_600_000).toISOString() });
    const before = Date.now();
    expect((await post(claimed)).statusCode).toBe(201);
    const after = Date.now();
    const [row] = await app.database.db.select().from(consentRecords).where(eq(consentRecords.consentId, claimed.id));
    for (const at of [row!.chosenAt, row!.receivedAt]) {
      expect(at.getTime()).toBeGreaterThanOrEqual(before);
      expect(at.getTime()).toBeLessThanOrEqual(after);
    }
  });

  it("accepts only the published policy version, with a pt-BR message", async () => {
    for (const version of ["2020-01-01", "2099-12-31", `${CONSENT_POLICY_VERSION} `, "x".repeat(40)]) {
      const res = await post(record({ version }));
      expect(res.statusCode, version).toBe(422);
      expect(res.json().fields.version).toBe("Esta versão da política de cookies não é a publicada. Recarregue a página e faça sua escolha de novo.");
    }
    expect(await app.database.db.select().from(consentRecords)).toHaveLength(0);
  });

  it("rejects malformed records with 4xx and pt-BR messages", async () => {
    expect((await post([1])).statusCode).toBe(400);
    const cases: [unknown, string][] = [
      [record({ id: "abc" }), "id"],
      [record({ necessary: false }), "necessary"],
      [record({ analytics: "sim" }), "analytics"],
      [record({ timestamp: "ontem" }), "timestamp"],
      [record({ timestamp: new Date(Date.now() - 3 * 86_400_000).toISOString() }), "timestamp"],
      [record({ version: "" }), "version"],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().fields[field], field).toMatch(/\p{L}/u);
    }
    expect(await app.database.db.select().from(consentRecords)).toHaveLength(0);
  });

  it("allows the Google tag's hosts in the CSP only when GA_MEASUREMENT_ID is set", async () => {
    const csp = String((await app.inject("/healthz")).headers["content-security-policy"]);
    expect(csp).toMatch(/script-src[^;]*https:\/\/www\.googletagmanager\.com/);
    const { app: plain } = await testServer(engine);
    const plainCsp = String((await plain.inject("/healthz")).headers["content-security-policy"]);
    await plain.close();
    expect(plainCsp).not.toContain("googletagmanager");
  });
});
