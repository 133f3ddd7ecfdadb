import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { PRICING_CALCULATE_PATH } from "../contracts/api-paths.ts";
import { describeEachEngine, testServer } from "./test/engines.ts";

const valid = { users: 2, monthly_protocols: 50, storage_gb: 2, modules: [] as string[] };

describeEachEngine("POST /api/v1/pricing/calculate", (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testServer(engine));
  });
  afterAll(() => app.close());

  const post = (body: unknown) =>
    app.inject({ method: "POST", url: PRICING_CALCULATE_PATH, payload: JSON.stringify(body), headers: { "content-type": "application/json" } });
  const calculate = (pricing: unknown) => post({ pricing });

  it("prices the three plans at their limits, Prata < Ouro < Diamante", async () => {
    const answers = [];
    for (const [users, monthly_protocols, storage_gb] of [[2, 50, 2], [5, 150, 4], [10, 450, 8]] as const) {
      const res = await calculate({ users, monthly_protocols, storage_gb, modules: [] });
      expect(res.statusCode).toBe(200);
      answers.push(res.json().data);
    }
    expect(answers.map((d) => [d.plan_tier, d.monthly_plan.total, d.monthly_plan.total_cents, d.annual_plan.effective_monthly_price, d.annual_plan.total_cents])).toEqual([
      ["prata", 149, 14_900, 123.67, 148_404],
      ["ouro", 299, 29_900, 248.17, 297_804],
      ["diamante", 549, 54_900, 455.67, 546_804],
    ]);
    expect(answers.map((d) => d.comparison.monthly_vs_annual.percentage_savings)).toEqual([17, 17, 17]);
  });

  it("answers with the spec's field names, the currency, the tier and a line-by-line breakdown", async () => {
    const res = await calculate({ users: 3, monthly_protocols: 120, storage_gb: 6, modules: ["relatorios-avancados", "assinatura-eletronica"] });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      data: {
        currency: "BRL",
        custom: false,
        plan_tier: "ouro",
        plan_name: "Ouro",
        message: null,
        input: { users: 3, monthly_protocols: 120, storage_gb: 6, modules: ["assinatura-eletronica", "relatorios-avancados"] },
        // 299 + 2 GB × 4,90 + 59 + 29
        monthly_plan: { total: 396.8, total_cents: 39_680 },
        annual_plan: { months: 12, discount_percent: 17, total: 3952.13, total_cents: 395_213, effective_monthly_price: 329.34, effective_monthly_price_cents: 32_934 },
        comparison: {
          monthly_vs_annual: {
            monthly_plan_yearly_total: 4761.6,
            monthly_plan_yearly_total_cents: 476_160,
            annual_plan_total_cents: 395_213,
            savings: 809.47,
            savings_cents: 80_947,
            percentage_savings: 17,
          },
        },
      },
    });
    const { data } = body;
    expect(typeof data.comparison.monthly_vs_annual.percentage_savings).toBe("number");
    expect(data.breakdown.map((l: { kind: string; id: string; amount_cents: number; amount: number }) => [l.kind, l.id, l.amount_cents, l.amount])).toEqual([
      ["base", "base", 29_900, 299],
      ["users", "users", 0, 0],
      ["protocols", "protocols", 0, 0],
      ["storage", "storage", 980, 9.8],
      ["module", "assinatura-eletronica", 5_900, 59],
      ["module", "relatorios-avancados", 2_900, 29],
    ]);
    expect(data.breakdown[3]).toMatchObject({ label: "Armazenamento adicional", quantity: 6, included: 4, billed_quantity: 2, unit_price: 4.9, unit_price_cents: 490 });
  });

  it("answers the custom plan above 10 users or 450 protocols: success, no price, a proposal invitation", async () => {
    for (const pricing of [{ ...valid, users: 11 }, { ...valid, monthly_protocols: 451 }]) {
      const res = await calculate(pricing);
      expect(res.statusCode).toBe(200);
      const { success, data } = res.json();
      expect(success).toBe(true);
      expect(data).toMatchObject({
        currency: "BRL",
        custom: true,
        plan_tier: "custom",
        breakdown: null,
        monthly_plan: { total: null, total_cents: null },
        annual_plan: { total: null, total_cents: null, effective_monthly_price: null, effective_monthly_price_cents: null },
        comparison: { monthly_vs_annual: { percentage_savings: null } },
        cta: "Solicitar proposta",
      });
      expect(data.message).toMatch(/plano personalizado.*Solicite uma proposta/);
    }
    const edge = await calculate({ ...valid, users: 10, monthly_protocols: 450 });
    expect(edge.json().data.plan_tier).toBe("diamante");
  });

  it("accepts a request without modules", async () => {
    const { modules: _modules, ...withoutModules } = valid;
    const res = await calculate(withoutModules);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.monthly_plan.total_cents).toBe(14_900);
  });

  it("rejects missing, fractional, negative and too large numbers with 422 and a pt-BR message per field", async () => {
    const missing = await calculate({ modules: [] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      error: "Confira os campos destacados.",
      code: "VALIDATION_ERROR",
      fields: {
        users: "Informe o número de usuários: um número inteiro de 1 a 1.000.",
        monthly_protocols: "Informe os protocolos por mês: um número inteiro de 1 a 100.000.",
        storage_gb: "Informe o armazenamento em GB: um número inteiro de 1 a 10.000.",
      },
    });
    for (const [field, value] of [
      ["users", 2.5],
      ["users", -1],
      ["users", 0],
      ["users", 1_001],
      ["monthly_protocols", 10.01],
      ["monthly_protocols", -50],
      ["monthly_protocols", 100_001],
      ["storage_gb", 0.5],
      ["storage_gb", -2],
      ["storage_gb", 10_001],
      ["storage_gb", 1e300],
    ] as const) {
      const res = await calculate({ ...valid, [field]: value });
      expect(res.statusCode, `${field}=${value}`).toBe(422);
      expect(Object.keys(res.json().fields)).toEqual([field]);
      expect(res.json().fields[field]).toMatch(/^Informe .*um número inteiro/);
    }
  });

  it("rejects wrong types with 422", async () => {
    const res = await calculate({ users: "2", monthly_protocols: null, storage_gb: true, modules: "malote-digital" });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("VALIDATION_ERROR");
    expect(Object.keys(res.json().fields).toSorted()).toEqual(["modules", "monthly_protocols", "storage_gb", "users"]);
    expect(res.json().fields.modules).toBe("Envie os módulos como uma lista de identificadores.");
    for (const pricing of [undefined, null, "ouro", 5, [valid]]) {
      const wrong = await post(pricing === undefined ? {} : { pricing });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().fields).toEqual({ pricing: expect.stringMatching(/^Envie os dados do cálculo/) });
    }
  });

  it("rejects unknown and duplicate modules with 422", async () => {
    const unknown = await calculate({ ...valid, modules: ["malote-digital", "teletransporte"] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fields).toEqual({ modules: "Escolha módulos da lista de módulos disponíveis." });
    const duplicate = await calculate({ ...valid, modules: ["malote-digital", "malote-digital"] });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().fields).toEqual({ modules: "Cada módulo pode ser escolhido uma vez só." });
    const nonString = await calculate({ ...valid, modules: [1] });
    expect(nonString.statusCode).toBe(422);
    expect(Object.keys(nonString.json().fields)).toEqual(["modules"]);
  });

  it("answers 400 for a body that is not an object, 413 above 16 KB, 415 for non-JSON, 400 for broken JSON", async () => {
    for (const body of [[1, 2], "texto", 42, null]) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
    }
    expect((await post([valid])).json()).toEqual({ error: "Envie os dados do cálculo como um objeto JSON.", code: "INVALID_BODY" });
    const big = await post({ pricing: valid, padding: "a".repeat(17 * 1024) });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe("PAYLOAD_TOO_LARGE");
    const form = await app.inject({ method: "POST", url: PRICING_CALCULATE_PATH, payload: "users=2", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(form.statusCode).toBe(415);
    const broken = await app.inject({ method: "POST", url: PRICING_CALCULATE_PATH, payload: '{"pricing": ', headers: { "content-type": "application/json" } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatch(/JSON válido/);
  });

  it("answers only POST", async () => {
    const res = await app.inject({ method: "GET", url: PRICING_CALCULATE_PATH });
    expect(res.statusCode).toBe(404);
  });
});
