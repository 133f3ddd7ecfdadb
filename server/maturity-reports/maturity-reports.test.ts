// POST /api/maturity-report on both engines: the lead and its one report e-mail in one
// transaction, delivered through the outbox to a real SMTP listener; validation, consent,
// captcha, honeypot and the rate limit.
import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { QUESTIONS } from "../../contracts/maturity-assessment.ts";
import { MATURITY_REPORT_PATH } from "../../contracts/api-paths.ts";
import { maturityReportLeads, outbox, rateLimits } from "../db/schema.ts";
import { MATURITY_REPORT_RATE_LIMIT } from "./routes.ts";
import { describeEachEngine, resetData, testServer } from "../test/engines.ts";
import { EASY_ALTCHA, solvedAltchaToken } from "../test/demo-request-fixtures.ts";
import { freePort, startSmtpListener } from "../test/smtp-listener.ts";

// processos 1 each (33), documentos 2 (67), correspondencia 0 (0), seguranca 3 (100),
// integracao 1 (33): overall 47, Estruturado (contracts/maturity-scoring.test.ts).
const POINTS = { processos: 1, documentos: 2, correspondencia: 0, seguranca: 3, integracao: 1 } as const;
const ANSWERS = QUESTIONS.map((q) => POINTS[q.dimension]).join("");

const fields = (overrides: Record<string, unknown> = {}) => ({
  name: "Renata Albuquerque",
  company: "Albuquerque & Filhos Contabilidade",
  email: "renata@albuquerquecontabil.com.br",
  consent: true,
  answers: ANSWERS,
  ...overrides,
});

/** Quoted-printable soft breaks and escapes undone, so the text can be searched. */
const decoded = (raw: string) =>
  Buffer.from(raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8");

describeEachEngine("POST /api/maturity-report", (engine) => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  beforeAll(async () => {
    const port = await freePort();
    smtp = await startSmtpListener(port);
    ({ app } = await testServer(engine, { ...EASY_ALTCHA, SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_SITE_URL: "https://site.exemplo.test" }));
  });
  beforeEach(async () => {
    await resetData(app);
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const post = (body: unknown) =>
    app.inject({ method: "POST", url: MATURITY_REPORT_PATH, payload: body as object, headers: { "content-type": "application/json" } });
  const leadCount = async () => (await app.database.db.select({ n: count() }).from(maturityReportLeads))[0]!.n;
  const mailCount = async () => (await app.database.db.select({ n: count() }).from(outbox))[0]!.n;

  it("stores the lead with the server's own score and sends one report e-mail, in pt-BR, HTML and text", async () => {
    // A score sent by the browser is ignored: the server scores the answers.
    const res = await post({ ...fields(), score: 100, captchaToken: await solvedAltchaToken(app, "maturity-report") });
    expect(res.statusCode).toBe(201);
    const [row] = await app.database.db.select().from(maturityReportLeads);
    expect(row).toMatchObject({
      id: res.json().id,
      name: "Renata Albuquerque",
      company: "Albuquerque & Filhos Contabilidade",
      email: "renata@albuquerquecontabil.com.br",
      answers: ANSWERS,
      score: 47,
      level: "estruturado",
      dimensionScores: { processos: 33, documentos: 67, correspondencia: 0, seguranca: 100, integracao: 33 },
    });
    expect(row!.consentedAt).toBeInstanceOf(Date);
    expect(row!.ipHash).not.toContain("127.0.0.1");

    expect(await app.outbox.drainOnce()).toBe(1);
    expect(await app.outbox.drainOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(["renata@albuquerquecontabil.com.br"]);
    const body = decoded(mail.raw);
    expect(body).toMatch(/multipart\/alternative/);
    expect(body).toContain("text/html");
    expect(body).toContain("Olá, Renata!");
    expect(body).toContain("Pontuação geral: 47 de 100");
    expect(body).toContain("Nível: Estruturado");
    expect(body).toContain("Correspondência e malote: 0 de 100");
    // Recommendations for the weak dimensions, with absolute links to the product pages and posts.
    expect(body).toContain("https://site.exemplo.test/correspondencias");
    expect(body).toContain("https://site.exemplo.test/blog/malote-digital-o-que-e");
    expect(body).toContain("https://site.exemplo.test/blog/protocolo-digital-guia-completo");
    // Segurança scored 100: no LGPD recommendation.
    expect(body).not.toContain("lgpd-na-gestao-de-documentos");
    // The shareable result: answers only, no personal data.
    expect(body).toContain(`https://site.exemplo.test/avaliacao-maturidade-digital?respostas=${ANSWERS}`);
    // The company, text anybody could have typed, stays out of mail to an unconfirmed address.
    expect(body).not.toContain("Filhos Contabilidade");
  });

  it("refuses without explicit consent, with a bad e-mail, or with incomplete answers (422, per field)", async () => {
    const token = await solvedAltchaToken(app, "maturity-report");
    const res = await post({ ...fields({ consent: false, email: "renata@", answers: "0123", name: " " }), captchaToken: token });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ code: "VALIDATION_ERROR", error: "Confira os campos destacados." });
    expect(body.fields).toEqual({
      name: "Informe seu nome.",
      email: "Informe um e-mail válido.",
      consent: "Para enviar o relatório, precisamos da sua autorização.",
      answers: "As respostas da avaliação estão incompletas. Refaça a avaliação e tente de novo.",
    });
    const { consent: _consent, ...withoutConsent } = fields();
    expect((await post({ ...withoutConsent, captchaToken: token })).json().fields.consent).toBeDefined();
    expect((await post({ ...fields({ answers: "4".repeat(QUESTIONS.length) }), captchaToken: token })).statusCode).toBe(422);
    expect((await post([1, 2])).statusCode).toBe(400);
    expect(await leadCount()).toBe(0);
    expect(await mailCount()).toBe(0);
  });

  it("refuses a missing, forged or reused captcha, and a filled honeypot", async () => {
    const missing = await post(fields());
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: "CAPTCHA_REQUIRED", error: "Por favor, complete o desafio reCAPTCHA" });
    expect((await post({ ...fields(), captchaToken: "forjado" })).json().code).toBe("CAPTCHA_INVALID");

    const token = await solvedAltchaToken(app, "maturity-report");
    expect((await post({ ...fields(), captchaToken: token })).statusCode).toBe(201);
    const reused = await post({ ...fields({ email: "outra@empresa.com.br" }), captchaToken: token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe("CAPTCHA_REUSED");

    const bot = await post({ ...fields(), website: "http://spam.example", captchaToken: await solvedAltchaToken(app, "maturity-report") });
    expect(bot.statusCode).toBe(400);
    expect(bot.json().code).toBe("REJECTED");
    expect(await leadCount()).toBe(1);
    expect(await mailCount()).toBe(1);
  });

  it(`limits each client to ${MATURITY_REPORT_RATE_LIMIT.max} reports per window, with retry-after`, async () => {
    for (let i = 0; i < MATURITY_REPORT_RATE_LIMIT.max; i++) {
      expect((await post({ ...fields(), captchaToken: await solvedAltchaToken(app, "maturity-report") })).statusCode).toBe(201);
    }
    const limited = await post({ ...fields(), captchaToken: await solvedAltchaToken(app, "maturity-report") });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Você pediu muitos relatórios seguidos\. Tente novamente em \d+ minutos?\.$/);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(await leadCount()).toBe(MATURITY_REPORT_RATE_LIMIT.max);
  });

  it("counts nothing for requests whose captcha fails, so junk cannot spend a visitor's quota", async () => {
    for (let i = 0; i < MATURITY_REPORT_RATE_LIMIT.max * 2; i++) {
      expect((await post({ ...fields(), captchaToken: "x" })).json().code).toBe("CAPTCHA_INVALID");
    }
    expect(await app.database.db.select({ n: count() }).from(rateLimits)).toEqual([{ n: 0 }]);
    expect((await post({ ...fields(), captchaToken: await solvedAltchaToken(app, "maturity-report") })).statusCode).toBe(201);
  });
});
