// The one protected-form pipeline: every lead form honours an Idempotency-Key the same way
// (same key and body: the first answer again, nothing written twice; same key, another body:
// 422), and the demo request's visitor e-mail links to PUBLIC_SITE_URL.
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { ACCOUNT_API, BOOKING_API, DATA_RIGHTS_API, DEMO_REQUEST_PATH, IDEMPOTENCY_HEADER, MATURITY_REPORT_PATH, QUOTES_PATH } from "../../contracts/api-paths.ts";
import { captchaFormAt } from "../../contracts/forms.ts";
import { QUESTIONS } from "../../contracts/maturity-assessment.ts";
import { QUOTE_ID_HEADER } from "../../contracts/quote-options.ts";
import { instantOf } from "../../contracts/zoned-time.ts";
import { buildServer } from "../app.ts";
import { accounts, bookings, dataRightsLinks, leads, maturityReportLeads, outbox, quotes } from "../db/schema.ts";
import { ORIGIN, signupFields } from "../test/account-fixtures.ts";
import { EASY_ALTCHA, solvedAltchaToken, validFields } from "../test/demo-request-fixtures.ts";
import { describeEachEngine, resetData, testConfig } from "../test/engines.ts";

const SITE = "https://site.exemplo.test";
/** Monday 10:00 in Brasília: Tuesday 14:00 is bookable. */
const NOW = instantOf("2026-11-23", 10 * 60, "America/Sao_Paulo");
const TUESDAY_14H = instantOf("2026-11-24", 14 * 60, "America/Sao_Paulo").toISOString();
const UNLIMITED = {
  ...EASY_ALTCHA,
  PUBLIC_SITE_URL: SITE,
  DEMO_RATE_LIMIT: "1000",
  BOOKING_RATE_LIMIT: "1000",
  BOOKING_ACTIVE_PER_CONTACT: "100",
  BOOKING_ACTIVE_PER_ADDRESS: "100",
  BOOKING_HOURLY_CAP: "1000",
  ACCOUNT_RATE_LIMIT: "1000",
  ACCOUNT_EMAIL_RATE_LIMIT: "1000",
  ACCOUNT_MIN_RESPONSE_MS: "0",
};

interface LeadForm {
  name: string;
  path: string;
  /** A valid body but for its captcha token, and another one. */
  body: object;
  other: object;
  /** The table one accepted submission adds one row to. */
  table: PgTable;
}

const booking = { name: "Mariana Lopes", email: "mariana@contabilhorizonte.com.br", phone: "+55 (11) 98765-4321", company: "Contábil Horizonte", topic: "protocolos", notes: "", slotStart: TUESDAY_14H };
const maturity = { name: "Renata Albuquerque", company: "Albuquerque Contabilidade", email: "renata@albuquerquecontabil.com.br", consent: true, answers: QUESTIONS.map(() => 2).join("") };
const quote = {
  pricing: { users: 5, monthly_protocols: 150, storage_gb: 4, modules: [] },
  period: "mensal",
  company: "Construtora Horizonte Ltda.",
  cnpj: "11.222.333/0001-81",
  responsible: "Mariana Albuquerque",
  email: "mariana@horizonte.com.br",
};

const FORMS: LeadForm[] = [
  { name: "demo request", path: DEMO_REQUEST_PATH, body: validFields(), other: validFields({ name: "Outro Nome" }), table: leads },
  { name: "booking", path: BOOKING_API.book, body: booking, other: { ...booking, company: "Outra Empresa" }, table: bookings },
  { name: "maturity report", path: MATURITY_REPORT_PATH, body: maturity, other: { ...maturity, company: "Outra Empresa" }, table: maturityReportLeads },
  { name: "quote", path: QUOTES_PATH, body: quote, other: { ...quote, responsible: "Outra Pessoa" }, table: quotes },
  { name: "trial sign-up", path: ACCOUNT_API.signup, body: signupFields(), other: signupFields({ company: "Outra Empresa" }), table: accounts },
  { name: "data-rights request", path: DATA_RIGHTS_API.request, body: { email: "zuleica@exemplo.com.br" }, other: { email: "outra@exemplo.com.br" }, table: dataRightsLinks },
];

describeEachEngine("one protected-form pipeline", (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const config = testConfig(engine, UNLIMITED);
    config.now = () => NOW;
    app = await buildServer(config);
  });
  beforeEach(() => resetData(app));
  afterAll(() => app.close());

  const post = async (form: LeadForm, body: object, key: string) =>
    app.inject({
      method: "POST",
      url: form.path,
      payload: { ...body, captchaToken: await solvedAltchaToken(app, captchaFormAt(form.path)) },
      headers: { origin: ORIGIN, [IDEMPOTENCY_HEADER]: key },
    });
  /** What identifies an answer: a quote's id, type and PDF (sent again as it was stored), else the JSON body. */
  const answerOf = (res: Awaited<ReturnType<typeof post>>) => (res.headers["content-type"] === "application/pdf" ? [res.headers[QUOTE_ID_HEADER], res.headers["content-type"], res.rawPayload] : res.json());
  const rowsOf = async (table: PgTable) => (await app.database.db.select({ n: count() }).from(table))[0]!.n;

  for (const form of FORMS) {
    it(`the ${form.name} honours its Idempotency-Key: the same key twice gets the same answer and one row; with another body, 422`, async () => {
      const key = randomUUID();
      const first = await post(form, form.body, key);
      expect(first.statusCode, first.body).toBeLessThan(300);
      const mails = await rowsOf(outbox);
      const retry = await post(form, form.body, key);
      expect(retry.statusCode).toBe(first.statusCode);
      expect(retry.headers["idempotent-replay"]).toBe("true");
      expect(answerOf(retry)).toEqual(answerOf(first));
      expect(await rowsOf(form.table)).toBe(1);
      expect(await rowsOf(outbox)).toBe(mails);

      const reused = await post(form, form.other, key);
      expect(reused.statusCode).toBe(422);
      expect(reused.json().code).toBe("IDEMPOTENCY_KEY_REUSED");
      expect(await rowsOf(form.table)).toBe(1);
    });
  }

  it("a key recorded by one form is not replayed by another", async () => {
    const key = randomUUID();
    expect((await post(FORMS[0]!, FORMS[0]!.body, key)).statusCode).toBe(201);
    const elsewhere = await post(FORMS[2]!, FORMS[2]!.body, key);
    expect(elsewhere.statusCode).toBe(422);
    expect(await rowsOf(maturityReportLeads)).toBe(0);
  });

  it("the demo request's visitor e-mail links to PUBLIC_SITE_URL's sign-up page", async () => {
    const res = await post(FORMS[0]!, FORMS[0]!.body, randomUUID());
    expect(res.statusCode).toBe(201);
    const [mail] = await app.database.db.select().from(outbox).where(eq(outbox.kind, "demo-request.visitor"));
    expect(mail!.text).toContain(`${SITE}/signup`);
    expect(mail!.html).toContain(`href="${SITE}/signup"`);
    expect(`${mail!.text}${mail!.html}`).not.toContain("https://tramita.com.br/signup");
  });
});
