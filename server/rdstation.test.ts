// The RD Station Marketing adapter on both engines, against a local server that speaks RD
// Station's conversion API (request shape and error format): lead.created,
// maturity_report.requested and trial.started arrive as conversions with their own
// identifiers, through the same queue and retries; refusals are kept, readable, as the
// delivery's last error, without the API key.
import { readFileSync } from "node:fs";
import { asc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildServer } from "./app.ts";
import { webhookDeliveries } from "./db/schema.ts";
import { describeEachEngine, testConfig, type Engine } from "./test/engines.ts";
import { BOOKING_NOW, customerJourney, JOURNEY_ENV, postLead, requestMaturityReport, startTrial } from "./test/event-journeys.ts";
import { signUpAndConfirm } from "./test/account-fixtures.ts";
import { startRdStationFake } from "./test/rdstation-fake.ts";
import { dataProcessingBasis, RDSTATION_ATTRIBUTION_FIELDS, RDSTATION_CONVERSION_IDENTIFIERS } from "./webhooks/rdstation.ts";
import { solvedAltchaToken, validFields } from "./test/demo-request-fixtures.ts";

vi.setConfig({ testTimeout: 90_000 });

const API_KEY = "chaveDeTesteRd0123456789";
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function fake(options?: Parameters<typeof startRdStationFake>[1]) {
  const started = await startRdStationFake(API_KEY, options);
  cleanups.push(started.close);
  return started;
}

async function server(engine: Engine, env: NodeJS.ProcessEnv) {
  const config = testConfig(engine, { ...JOURNEY_ENV, WEBHOOK_RETRY_SCHEDULE: "20ms,20ms,20ms", ...env });
  config.now = () => BOOKING_NOW;
  const app = await buildServer(config);
  cleanups.push(() => app.close());
  return app;
}

const rows = (app: FastifyInstance) => app.database.db.select().from(webhookDeliveries).orderBy(asc(webhookDeliveries.id));

async function drain(app: FastifyInstance, rounds = 5) {
  for (let round = 0; round < rounds; round++) {
    await app.webhooks.drainOnce();
    await new Promise((r) => setTimeout(r, 30));
  }
}

describe("RD Station's data-processing basis", () => {
  it("is the basis each form's kind of record declares, with the values it had when read from the privacy policy's wording", () => {
    const kinds = ["demoRequests", "maturityReports", "trialAccounts", "attributions"] as const;
    expect(Object.fromEntries(kinds.map((kind) => [kind, dataProcessingBasis(kind)]))).toEqual({
      demoRequests: "pre_existent_contract",
      maturityReports: "consent",
      trialAccounts: "pre_existent_contract",
      attributions: "legitimate_interest",
    });
  });
});

describeEachEngine("RD Station conversions", (engine) => {
  it("say where the conversion came from: traffic_* from the visit, the rest in the custom fields docs/events/README.md lists", async () => {
    const rd = await fake();
    const app = await server(engine, { RDSTATION_API_KEY: API_KEY, RDSTATION_API_URL: rd.url });
    const attribution = {
      last: { utm_source: "google", utm_medium: "cpc", utm_campaign: "inverno-2026", utm_term: "protocolo digital", utm_content: "anuncio-b", gclid: "X", landing_path: "/calculadora", referrer: "https://www.google.com/" },
      first: { utm_source: "linkedin", utm_medium: "paid", utm_campaign: "webinar-outubro", landing_path: "/", at: "2026-10-01T12:00:00.000Z" },
    };
    const res = await app.inject({ method: "POST", url: "/api/demo-request", payload: { ...validFields(), attribution, captchaToken: await solvedAltchaToken(app, "demo-request") } });
    expect(res.statusCode).toBe(201);
    await drain(app, 1);
    expect(rd.conversions[0]!.body.payload).toMatchObject({
      traffic_source: "google",
      traffic_medium: "cpc",
      traffic_campaign: "inverno-2026",
      traffic_value: "protocolo digital",
      cf_canal: "paid-search",
      cf_utm_content: "anuncio-b",
      cf_pagina_de_entrada: "/calculadora",
      cf_site_de_origem: "https://www.google.com/",
      cf_ids_de_clique: "gclid=X",
      cf_primeiro_contato_origem: "linkedin / paid",
      cf_primeiro_contato_campanha: "webinar-outubro",
      cf_primeiro_contato_data: "01/10/2026",
      cf_primeiro_contato_pagina_de_entrada: "/",
    });
    const readme = readFileSync(new URL("../docs/events/README.md", import.meta.url), "utf8");
    expect(Object.keys(RDSTATION_ATTRIBUTION_FIELDS).filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });

  it("sends demo requests, maturity reports and trials as conversions, each with its identifier", async () => {
    const rd = await fake();
    const app = await server(engine, { RDSTATION_API_KEY: API_KEY, RDSTATION_API_URL: rd.url });
    await postLead(app);
    await requestMaturityReport(app);
    await customerJourney(app, await startTrial(app));
    await drain(app, 1);

    expect(rd.answers).toEqual([200, 200, 200]);
    expect(rd.conversions.map((c) => c.body.payload.conversion_identifier)).toEqual([
      RDSTATION_CONVERSION_IDENTIFIERS["lead.created"],
      RDSTATION_CONVERSION_IDENTIFIERS["maturity_report.requested"],
      RDSTATION_CONVERSION_IDENTIFIERS["trial.started"],
    ]);
    const [lead, report, trial] = rd.conversions.map((c) => c.body);
    expect(lead).toEqual({
      event_type: "CONVERSION",
      event_family: "CDP",
      payload: {
        conversion_identifier: "tramita-site-solicitacao-demonstracao",
        email: "mariana@contabilhorizonte.com.br",
        name: "Mariana Lopes",
        company_name: "Contábil Horizonte",
        personal_phone: "+55 (11) 98765-4321",
        tags: ["site-tramita", "demonstracao"],
        // The privacy policy's basis for a demo request (preliminary to a contract); the form's opt-in not ticked.
        legal_bases: [
          { category: "data_processing", type: "pre_existent_contract" },
          { category: "communications", type: "consent", status: "declined" },
        ],
        available_for_mailing: false,
      },
    });
    expect(report!.payload).toMatchObject({
      email: "renata@albuquerquecontabil.com.br",
      company_name: "Albuquerque & Filhos Contabilidade",
      legal_bases: [{ category: "data_processing", type: "consent" }, { category: "communications", type: "consent", status: "declined" }],
    });
    expect(trial!.payload).toMatchObject({
      email: "rafaela@construtoraprumo.com.br",
      tags: ["site-tramita", "teste-diamante"],
      legal_bases: [{ category: "data_processing", type: "pre_existent_contract" }, { category: "communications", type: "consent", status: "declined" }],
    });
    expect(JSON.stringify(trial)).not.toMatch(/password|scrypt/);
    const stored = await rows(app);
    expect(stored.map((r) => [r.destination, r.eventType, r.status])).toEqual([
      ["rdstation", "lead.created", "delivered"],
      ["rdstation", "maturity_report.requested", "delivered"],
      ["rdstation", "trial.started", "delivered"],
    ]);
  });

  it("send a ticked mailing opt-in as granted: a maturity report's at once, a sign-up's when its e-mail is confirmed", async () => {
    const rd = await fake();
    const app = await server(engine, { RDSTATION_API_KEY: API_KEY, RDSTATION_API_URL: rd.url });
    await requestMaturityReport(app, "renata@albuquerquecontabil.com.br", { mailingConsent: true });
    expect((await signUpAndConfirm(app, { email: "rafaela@construtoraprumo.com.br", mailingConsent: true })).statusCode).toBe(200);
    await drain(app, 1);
    const granted = [{ category: "communications", type: "consent", status: "granted" }];
    expect(rd.conversions.map((c) => [c.body.payload.conversion_identifier, (c.body.payload.legal_bases as unknown[]).slice(1), c.body.payload.available_for_mailing])).toEqual([
      [RDSTATION_CONVERSION_IDENTIFIERS["maturity_report.requested"], granted, true],
      [RDSTATION_CONVERSION_IDENTIFIERS["trial.started"], granted, true],
    ]);
  });

  it("retries while RD Station fails, and keeps its reasons, without the API key, when it refuses", async () => {
    const rd = await fake({ rejectEmails: ["recusado@exemplo.com.br"] });
    const app = await server(engine, { RDSTATION_API_KEY: API_KEY, RDSTATION_API_URL: rd.url });
    rd.setFailing(true);
    await postLead(app);
    await app.webhooks.drainOnce();
    expect((await rows(app))[0]).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 500 INTERNAL_SERVER_ERROR: Something went wrong." });
    rd.setFailing(false);
    await drain(app);
    expect((await rows(app))[0]).toMatchObject({ status: "delivered", attempts: 2, lastError: null });
    expect(rd.conversions).toHaveLength(1);

    await postLead(app, "recusado@exemplo.com.br");
    await drain(app, 8);
    const refused = (await rows(app))[1]!;
    expect(refused).toMatchObject({ status: "dead", attempts: 4, lastError: "HTTP 400 INVALID_FORMAT: Email is invalid. ($.payload.email)" });

    const wrongKey = await server(engine, { RDSTATION_API_KEY: "outraChaveQualquer123", RDSTATION_API_URL: rd.url });
    await postLead(wrongKey);
    await wrongKey.webhooks.drainOnce();
    const [unauthorized] = await rows(wrongKey);
    expect(unauthorized!.lastError).toBe("HTTP 401 UNAUTHORIZED: Invalid token.");
  });
});
