import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { threadId } from "node:worker_threads";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { API_ERRORS } from "../contracts/api-errors.ts";
import { IDEMPOTENCY_HEADER, QUOTES_PATH } from "../contracts/api-paths.ts";
import { QUOTE_ID_HEADER } from "../contracts/quote-options.ts";
import { RETENTION_HOURS } from "../contracts/retention.ts";
import { idempotencyKeys, quotes } from "./db/schema.ts";
import { formatDate } from "../contracts/format-date.ts";
import { tablePriceSource } from "./pricing/price-source.ts";
import { QUOTE_RATE_LIMIT } from "./quotes/routes.ts";
import { enforceRetention } from "./retention.ts";
import { EASY_ALTCHA, solvedAltchaToken, submissionLimitRows } from "./test/demo-request-fixtures.ts";
import { buildServer } from "./app.ts";
import { describeEachEngine, testConfig, testServer } from "./test/engines.ts";
import { HANGING_COMPANY, HANGING_PDF_WORKER, HANGING_TIMEOUT_MS } from "./test/pdf-fixtures.ts";
import { eraseRights } from "./test/rights-fixtures.ts";

// The PDF's text comes from Debian's pdftotext (poppler-utils), installed when missing.
execFileSync("bash", [join(import.meta.dirname, "..", "scripts", "ensure-debian-package.sh"), "pdftotext", "poppler-utils"], { stdio: "inherit" });

const tmp = mkdtempSync(join(tmpdir(), "tramita-quotes-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
let pdfCount = 0;

/** The PDF's text as pdftotext extracts it (layout kept, so table rows stay on one line). */
function pdfText(pdf: Buffer): string {
  const file = join(tmp, `quote-${pdfCount++}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
}

const valid = {
  pricing: { users: 5, monthly_protocols: 150, storage_gb: 4, modules: [] as string[] },
  period: "mensal",
  company: "Construtora Horizonte Ltda.",
  cnpj: "11.222.333/0001-81",
  responsible: "Mariana Albuquerque",
  email: "mariana@horizonte.com.br",
};

let ipCounter = 0;
const nextIp = () => `10.1.0.${++ipCounter}`;

/** Sends `body` as it is: no captcha added; with `key` as its Idempotency-Key, if given. */
const postRaw = (app: FastifyInstance, body: unknown, remoteAddress = nextIp(), key?: string) =>
  app.inject({ method: "POST", url: QUOTES_PATH, payload: JSON.stringify(body), headers: { "content-type": "application/json", ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) }, remoteAddress });

type Answer = { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer };
/** `replay` is `first` sent again: the same quote and the very same PDF bytes. */
function expectReplayOf(first: Answer, replay: Answer) {
  expect(replay.statusCode).toBe(201);
  expect(replay.headers["idempotent-replay"]).toBe("true");
  expect(replay.headers[QUOTE_ID_HEADER]).toBe(first.headers[QUOTE_ID_HEADER]);
  expect(replay.headers["content-type"]).toBe("application/pdf");
  expect(replay.rawPayload.equals(first.rawPayload)).toBe(true);
}

/** The PDF's text on one line: pdftotext wraps a paragraph where the page does. */
const pdfProse = (pdf: Buffer) => pdfText(pdf).replaceAll(/\s+/g, " ");

describeEachEngine("POST /api/quotes", (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testServer(engine, EASY_ALTCHA));
  });
  afterAll(() => app.close());

  /** Sends `body` (an object) with a solved captcha, as the form does. */
  const post = async (body: unknown, remoteAddress = nextIp()) =>
    postRaw(app, body !== null && typeof body === "object" && !Array.isArray(body) ? { ...body, captchaToken: await solvedAltchaToken(app, "quote") } : body, remoteAddress);
  const rowCount = async () => (await app.database.db.select({ id: quotes.id }).from(quotes)).length;
  /** Every hit counted on any rate limit so far. */
  const limitHits = async () => (await submissionLimitRows(app)).reduce((sum, row) => sum + row.count, 0);

  it("answers 201 with a PDF holding the parties, the configuration, the price, the trial, the validity and the quote id", async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="contrato-[0-9a-f-]{36}\.pdf"$/);
    const id = String(res.headers[QUOTE_ID_HEADER]);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.subarray(-8).toString("latin1")).toContain("%%EOF");

    const text = pdfText(pdf);
    expect(text).toContain(`Orçamento nº ${id}`);
    expect(text).toContain("Construtora Horizonte Ltda., CNPJ 11.222.333/0001-81");
    expect(text).toContain("Mariana Albuquerque (mariana@horizonte.com.br)");
    expect(text).toContain("Tramita, Av. Paulista, 1842");
    expect(text).toMatch(/Plano: Ouro/);
    expect(text).toMatch(/Mensalidade do plano Ouro\s+Inclui os limites do plano\s+R\$ 299,00/);
    expect(text).toMatch(/Total mensal\s+R\$ 299,00/);
    expect(text).toContain("Valor a pagar: R$ 299,00 por mês");
    expect(text).toContain("Cobrança: mensal");
    expect(text).toContain("11 dias de teste grátis");
    const validUntil = formatDate(new Date(Date.now() + 30 * 86_400_000));
    expect(validUntil).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(text).toContain(`Válido até ${validUntil}`);
  });

  it("security review 3: the PDF says the quote is an estimate and not a contract, valid until its date, its prices confirmed at signing", async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const validUntil = formatDate(new Date(Date.now() + 30 * 86_400_000));
    expect(pdfProse(res.rawPayload)).toContain(
      `Este orçamento é uma estimativa e não é um contrato: só obriga as partes depois de assinado por ambas. Os preços valem até ${validUntil} e são confirmados na assinatura.`,
    );
  });

  it("stores the quote with the server's figures", async () => {
    const res = await post({ ...valid, period: "anual", pricing: { users: 3, monthly_protocols: 120, storage_gb: 6, modules: ["relatorios-avancados", "assinatura-eletronica"] } });
    expect(res.statusCode).toBe(201);
    const id = String(res.headers[QUOTE_ID_HEADER]);
    const [row] = await app.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(row).toMatchObject({
      company: "Construtora Horizonte Ltda.",
      cnpj: "11222333000181",
      responsible: "Mariana Albuquerque",
      email: "mariana@horizonte.com.br",
      period: "anual",
      planTier: "ouro",
      users: 3,
      monthlyProtocols: 120,
      storageGb: 6,
      modules: ["assinatura-eletronica", "relatorios-avancados"],
      // 299 + 2 GB × 4,90 + 59 + 29 a month; 12 months with 17% off.
      monthlyTotalCents: 39_680,
      annualTotalCents: 395_213,
      totalCents: 395_213,
    });
    expect(row!.quote.breakdown!.map((l) => l.amount_cents)).toEqual([29_900, 0, 0, 980, 5_900, 2_900]);
    expect(row!.validUntil.getTime() - row!.createdAt.getTime()).toBe(30 * 86_400_000);
    expect(row!.ipHash).toMatch(/^[\w-]{32}$/);

    const text = pdfText(res.rawPayload);
    expect(text).toMatch(/Armazenamento adicional\s+2 GB além dos 4 GB incluídos, a R\$ 4,90 cada\s+R\$ 9,80/);
    expect(text).toMatch(/Total mensal\s+R\$ 396,80/);
    expect(text).toContain("Valor a pagar: R$ 3.952,13 por ano");
    expect(text).toMatch(/R\$ 329,34\s+por\s+mês/);
    expect(text).toMatch(/Economia de R\$ 809,47/);
  });

  it("recomputes the price: totals sent by the browser are ignored", async () => {
    const res = await post({
      ...valid,
      total: 1,
      total_cents: 100,
      price: 0.01,
      monthly_plan: { total: 1, total_cents: 100 },
      pricing: { ...valid.pricing, total: 1, amount_cents: 100 },
    });
    expect(res.statusCode).toBe(201);
    const text = pdfText(res.rawPayload);
    expect(text).toMatch(/Total mensal\s+R\$ 299,00/);
    expect(text).not.toContain("R$ 1,00");
    const [row] = await app.database.db.select().from(quotes).where(eq(quotes.id, String(res.headers[QUOTE_ID_HEADER])));
    expect(row!.totalCents).toBe(29_900);
  });

  it("rejects a CNPJ with wrong check digits or repeated digits, in pt-BR, storing nothing", async () => {
    const before = await rowCount();
    for (const cnpj of ["11.222.333/0001-82", "11111111111111", "1234"]) {
      const res = await post({ ...valid, cnpj });
      expect(res.statusCode, cnpj).toBe(422);
      expect(res.json()).toEqual({
        error: "Confira os campos destacados.",
        code: "VALIDATION_ERROR",
        fields: { cnpj: "Informe um CNPJ válido (confira os dígitos verificadores)." },
      });
    }
    expect(await rowCount()).toBe(before);
  });

  it("names every missing field with its own message", async () => {
    const res = await post({ pricing: { users: 0 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({
      users: "Informe o número de usuários: um número inteiro de 1 a 1.000.",
      monthly_protocols: "Informe os protocolos por mês: um número inteiro de 1 a 100.000.",
      storage_gb: "Informe o armazenamento em GB: um número inteiro de 1 a 10.000.",
      period: "Escolha a cobrança mensal ou anual.",
      company: "Informe a razão social da empresa.",
      cnpj: "Informe um CNPJ válido (confira os dígitos verificadores).",
      responsible: "Informe o nome da pessoa responsável.",
      email: "Informe um e-mail válido.",
    });
    const noPricing = await post({ ...valid, pricing: undefined, email: "não-é-email" });
    expect(noPricing.json().fields).toMatchObject({ pricing: expect.stringContaining("Envie os dados do cálculo"), email: "Informe um e-mail válido." });
    expect((await post([1, 2])).statusCode).toBe(400);
    expect((await post("texto")).statusCode).toBe(400);
  });

  it("gives no contract to a custom-plan configuration: 422 pointing to a proposal", async () => {
    const before = await rowCount();
    for (const pricing of [{ users: 11, monthly_protocols: 10, storage_gb: 1 }, { users: 1, monthly_protocols: 451, storage_gb: 1 }]) {
      const res = await post({ ...valid, pricing });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ code: "CUSTOM_PLAN", error: expect.stringContaining("solicite uma proposta") });
    }
    expect(await rowCount()).toBe(before);
  });

  it(`limits contract generation to ${QUOTE_RATE_LIMIT.max} an hour per client`, async () => {
    const ip = "10.9.9.9";
    for (let i = 0; i < QUOTE_RATE_LIMIT.max; i++) expect((await post(valid, ip)).statusCode).toBe(201);
    const limited = await post(valid, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "RATE_LIMITED", error: expect.stringMatching(/^Você gerou muitos contratos seguidos\. Tente novamente em \d+ minutos?\.$/) });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await post(valid, "10.9.9.10")).statusCode).toBe(201);
  });

  it("requires a solved captcha, each token once, and stores nothing without one", async () => {
    const before = await rowCount();
    const missing = await postRaw(app, valid);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ code: "CAPTCHA_REQUIRED", error: "Por favor, complete o desafio reCAPTCHA", fields: { captchaToken: "Por favor, complete o desafio reCAPTCHA" } });
    const invalid = await postRaw(app, { ...valid, captchaToken: "lixo" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: "CAPTCHA_INVALID", fields: { captchaToken: expect.any(String) } });
    const captchaToken = await solvedAltchaToken(app, "quote");
    expect((await postRaw(app, { ...valid, captchaToken })).statusCode).toBe(201);
    const reused = await postRaw(app, { ...valid, captchaToken });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe("CAPTCHA_REUSED");
    expect(await rowCount()).toBe(before + 1);
  });

  it("a request refused before the limit counts nothing against it and writes nothing", async () => {
    const ip = "10.8.8.8";
    const before = { rows: await rowCount(), hits: await limitHits() };
    const junk = [
      await postRaw(app, "texto", ip),
      await postRaw(app, { ...valid, cnpj: "1234", captchaToken: await solvedAltchaToken(app, "quote") }, ip),
      await postRaw(app, { ...valid, pricing: { users: 11, monthly_protocols: 10, storage_gb: 1 }, captchaToken: await solvedAltchaToken(app, "quote") }, ip),
      await postRaw(app, valid, ip),
      await postRaw(app, { ...valid, captchaToken: "lixo" }, ip),
    ];
    expect(junk.map((r) => r.statusCode)).toEqual([400, 422, 422, 400, 400]);
    expect(await limitHits()).toBe(before.hits);
    expect(await rowCount()).toBe(before.rows);
  });
});

describeEachEngine("POST /api/quotes while PDFs are being drawn", (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testServer(engine, { ...EASY_ALTCHA, PDF_WORKERS: "1", PDF_QUEUE_MAX: "1" }));
  });
  afterAll(() => app.close());

  const pricing = { ...valid.pricing, modules: [] };
  let quote: Awaited<ReturnType<ReturnType<typeof tablePriceSource>>>;
  beforeAll(async () => {
    quote = await tablePriceSource()(pricing);
  });
  const drawing = () => app.pdfRenderer.render({ ...valid, cnpj: "11222333000181", period: "mensal", id: "00000000-0000-4000-8000-000000000000", createdAt: new Date(), validUntil: new Date(), pricing, quote });

  it("draws in a worker thread while the server keeps answering; a full queue gets 503 before the captcha is spent", async () => {
    const captchaToken = await solvedAltchaToken(app, "quote");
    const hitsBefore = (await submissionLimitRows(app)).length;
    // One PDF drawing and one waiting fill a pool of one worker and a queue of one.
    let settled = 0;
    const renders = [drawing(), drawing()].map((p) => p.finally(() => settled++));
    const health = await app.inject("/healthz");
    expect(health.statusCode).toBe(200);
    const refused = await postRaw(app, { ...valid, captchaToken });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ code: "PDF_BUSY", error: "Estamos gerando muitos contratos neste momento. Tente novamente em alguns segundos." });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // The server answered both while the PDFs were still being drawn, on another thread.
    expect(settled).toBe(0);
    for (const rendered of await Promise.all(renders)) expect(rendered.threadId).not.toBe(threadId);
    expect((await submissionLimitRows(app)).length).toBe(hitsBefore);

    // The captcha was not spent: once the pool is free, the same request goes through.
    const created = await postRaw(app, { ...valid, captchaToken });
    expect(created.statusCode).toBe(201);
    expect(pdfText(created.rawPayload)).toContain("Construtora Horizonte Ltda., CNPJ 11.222.333/0001-81");
  });
});

describeEachEngine("security review: a quote PDF that never finishes drawing", (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const config = testConfig(engine, { ...EASY_ALTCHA, PDF_WORKERS: "1" });
    config.pdf = { ...config.pdf, workerUrl: HANGING_PDF_WORKER, timeoutMs: HANGING_TIMEOUT_MS };
    app = await buildServer(config);
  });
  afterAll(() => app.close());

  it("answers 503 PDF_TIMEOUT with Retry-After, stores nothing, and the next contract is drawn", async () => {
    const stuck = await postRaw(app, { ...valid, company: HANGING_COMPANY, captchaToken: await solvedAltchaToken(app, "quote") });
    expect(stuck.statusCode).toBe(503);
    expect(stuck.json()).toEqual({ code: "PDF_TIMEOUT", error: API_ERRORS.PDF_TIMEOUT.message });
    expect(Number(stuck.headers["retry-after"])).toBeGreaterThan(0);
    expect(await app.database.db.select().from(quotes)).toEqual([]);

    const created = await postRaw(app, { ...valid, captchaToken: await solvedAltchaToken(app, "quote") });
    expect(created.statusCode).toBe(201);
  });
});

describeEachEngine("security review 3: a quote replayed by its Idempotency-Key is answered from what was stored", (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // One worker and a queue of one: two renders at once are all the pool takes.
    ({ app } = await testServer(engine, { ...EASY_ALTCHA, PDF_WORKERS: "1", PDF_QUEUE_MAX: "1" }));
  });
  afterAll(() => app.close());

  const visitor = "10.3.0.1";
  /** The visitor's quote, sent once with `key`: its body (the same solved captcha for every replay) and its first answer. */
  async function quoted(key: string) {
    const body = { ...valid, captchaToken: await solvedAltchaToken(app, "quote") };
    const first = await postRaw(app, body, visitor, key);
    expect(first.statusCode, first.body).toBe(201);
    return { body, first, replay: () => postRaw(app, body, visitor, key) };
  }

  it("binds the key to its body: a replay with another person's data is refused 422 and gets no PDF", async () => {
    const key = randomUUID();
    const { body } = await quoted(key);
    const other = await postRaw(app, { ...body, responsible: "Teodoro Vasconcelos", email: "teodoro@cartoriovasconcelos.com.br" }, "10.3.0.9", key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ code: "IDEMPOTENCY_KEY_REUSED", error: API_ERRORS.IDEMPOTENCY_KEY_REUSED.message });
  });

  it("50 concurrent replays of one key draw no PDF and leave a fresh quote from another visitor answered 201", async () => {
    const { first, replay } = await quoted(randomUUID());
    const quotesBefore = (await app.database.db.select({ id: quotes.id }).from(quotes)).length;

    const another = { ...valid, company: "Cartório Vasconcelos Ltda.", responsible: "Teodoro Vasconcelos", email: "teodoro@cartoriovasconcelos.com.br", captchaToken: await solvedAltchaToken(app, "quote") };
    const [fresh, ...replays] = await Promise.all([postRaw(app, another, "10.3.0.2"), ...Array.from({ length: 50 }, replay)]);
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect(pdfText(fresh.rawPayload)).toContain("Cartório Vasconcelos Ltda.");
    for (const res of replays) expectReplayOf(first, res);
    expect((await app.database.db.select({ id: quotes.id }).from(quotes)).length).toBe(quotesBefore + 1);

    // A replay never asks for a render: with the renderer refusing every job, a fresh quote
    // gets 503, and the replays still get the stored PDF.
    await app.pdfRenderer.close();
    const refused = await postRaw(app, { ...valid, captchaToken: await solvedAltchaToken(app, "quote") }, "10.3.0.3");
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe("PDF_BUSY");
    for (const res of await Promise.all(Array.from({ length: 50 }, replay))) expectReplayOf(first, res);
  });
});

describeEachEngine("security review 3: a quote's stored PDF names a person, and goes with the erasure and the key's retention", (engine) => {
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    const server = await testServer(engine, EASY_ALTCHA);
    app = server.app;
    dataDir = server.config.dataDir;
  });
  afterAll(() => app.close());

  const storedPdf = async (key: string) => (await app.database.db.select({ pdf: idempotencyKeys.responseContent }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0]?.pdf;

  it("an erased person's stored quote replay is gone: the PDF is deleted, and the key no longer answers with it", async () => {
    const key = randomUUID();
    const body = { ...valid, responsible: "Zuleica Brandão Esteves", email: "Zuleica.Esteves@ConstrutoraAurora.com.br", captchaToken: await solvedAltchaToken(app, "quote") };
    const first = await postRaw(app, body, "10.4.0.1", key);
    expect(first.statusCode).toBe(201);
    expect((await storedPdf(key))?.equals(first.rawPayload)).toBe(true);

    await eraseRights(app, "zuleica.esteves@construtoraaurora.com.br");
    expect(await storedPdf(key)).toBeUndefined();
    // The key is a new submission now, and its captcha was spent by the first one.
    const replay = await postRaw(app, body, "10.4.0.1", key);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe("CAPTCHA_REUSED");
  });

  it(`the stored PDF is deleted with its key after ${RETENTION_HOURS.idempotencyKeys} hours`, async () => {
    const key = randomUUID();
    const first = await postRaw(app, { ...valid, captchaToken: await solvedAltchaToken(app, "quote") }, "10.4.0.2", key);
    expect(first.statusCode).toBe(201);
    const [{ createdAt }] = (await app.database.db.select({ createdAt: idempotencyKeys.createdAt }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key))) as [{ createdAt: Date }];
    const mailDir = join(dataDir, "mail");
    // The retention's cutoff is `now` minus the period: just before it the key is kept, just after it is gone.
    await enforceRetention(app.database.db, { mailDir, now: new Date(createdAt.getTime() + RETENTION_HOURS.idempotencyKeys * 3_600_000 - 60_000) });
    expect((await storedPdf(key))?.equals(first.rawPayload)).toBe(true);
    await enforceRetention(app.database.db, { mailDir, now: new Date(createdAt.getTime() + RETENTION_HOURS.idempotencyKeys * 3_600_000 + 60_000) });
    expect(await storedPdf(key)).toBeUndefined();
  });
});
