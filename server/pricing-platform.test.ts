// PRICING_API=app on the server side: the contract PDF and /assinatura charge the platform's
// answer (a fake platform on loopback answering only the spec's fields), never the price
// table; when the platform does not answer, a pt-BR 503 and nothing written.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { ACCOUNT_API, QUOTES_PATH } from "../contracts/api-paths.ts";
import { QUOTE_ID_HEADER } from "../contracts/quote-options.ts";
import { accounts, quotes, subscriptionChanges } from "./db/schema.ts";
import { lastMail, ORIGIN, sessionCookie, signUp, signUpAndConfirm, signupBrowserCookie } from "./test/account-fixtures.ts";
import { EASY_ALTCHA, solvedAltchaToken } from "./test/demo-request-fixtures.ts";
import { describeEachEngine, resetData, testServer } from "./test/engines.ts";
import { startFakePlatform, type FakePlatform } from "./test/fake-platform.ts";

const tmp = mkdtempSync(join(tmpdir(), "tramita-platform-quotes-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
let pdfCount = 0;

/** The PDF's text as pdftotext extracts it (server/quotes.test.ts installs poppler-utils). */
function pdfText(pdf: Buffer): string {
  execFileSync("bash", [join(import.meta.dirname, "..", "scripts", "ensure-debian-package.sh"), "pdftotext", "poppler-utils"], { stdio: "ignore" });
  const file = join(tmp, `quote-${pdfCount++}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
}

const TIMEOUT_MS = 400;
const ENV = { ...EASY_ALTCHA, ACCOUNT_RATE_LIMIT: "1000", ACCOUNT_EMAIL_RATE_LIMIT: "1000", ACCOUNT_MIN_RESPONSE_MS: "0", PRICING_API: "app", PRICING_API_TIMEOUT_MS: String(TIMEOUT_MS) };
const UNAVAILABLE = { error: "Não foi possível consultar os preços agora. Tente novamente em alguns minutos.", code: "PRICING_UNAVAILABLE" };

const contract = {
  pricing: { users: 4, monthly_protocols: 120, storage_gb: 6, modules: ["malote-digital", "assinatura-eletronica"] },
  period: "mensal",
  company: "Construtora Horizonte Ltda.",
  cnpj: "11.222.333/0001-81",
  responsible: "Mariana Albuquerque",
  email: "mariana@horizonte.com.br",
};

describeEachEngine("PRICING_API=app: the server charges the platform's price", (engine) => {
  let platform: FakePlatform;
  let app: FastifyInstance;
  beforeAll(async () => {
    platform = await startFakePlatform();
    ({ app } = await testServer(engine, { ...ENV, APP_URL: `${platform.origin}/entrar` }));
  });
  beforeEach(async () => {
    await resetData(app);
    await app.database.db.delete(quotes);
    platform.mode = "ok";
    platform.requests.length = 0;
  });
  afterAll(async () => {
    await app.close();
    await platform.close();
  });

  const postQuote = async (body: object) =>
    app.inject({ method: "POST", url: QUOTES_PATH, payload: { ...body, captchaToken: await solvedAltchaToken(app, "quote") }, remoteAddress: "10.9.0.1" });
  const post = (url: string, payload: object, cookie?: string) => app.inject({ method: "POST", url, payload, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });
  const quoteCount = async () => (await app.database.db.select({ n: count() }).from(quotes))[0]!.n;

  async function confirmedAccount() {
    const confirmed = await signUpAndConfirm(app);
    expect(confirmed.statusCode).toBe(200);
    return { cookie: sessionCookie(confirmed) };
  }

  it("prices the contract PDF with the platform's answer: its totals, no breakdown of ours, stored as charged", async () => {
    // Ouro on the platform: 200 + 6 GB × 2,50 + 2 modules × 25 = R$ 265,00; annual 21% off.
    const monthly = await postQuote(contract);
    expect(monthly.statusCode).toBe(201);
    expect(platform.requests).toEqual([{ pricing: { users: 4, monthly_protocols: 120, storage_gb: 6, modules: ["malote-digital", "assinatura-eletronica"] } }]);
    const text = pdfText(monthly.rawPayload);
    expect(text).toMatch(/Plano: Ouro/);
    expect(text).toContain("3. Preço mensal");
    expect(text).toMatch(/Total mensal\s+R\$ 265,00/);
    expect(text).toContain("Valor a pagar: R$ 265,00 por mês");
    expect(text).toMatch(/Módulos opcionais: Assinatura eletrônica, Malote digital/);
    // Nothing from the price table: no line-by-line breakdown, none of its figures.
    expect(text).not.toContain("Mensalidade do plano");
    expect(text).not.toMatch(/R\$ (299|396|4,90|59,00)/);

    const annual = await postQuote({ ...contract, period: "anual" });
    expect(annual.statusCode).toBe(201);
    const annualText = pdfText(annual.rawPayload);
    // 265,00 × 79% = 209,35 a month on the annual plan; the year is 12 of them.
    expect(annualText).toContain("Cobrança: anual (12 meses com 21% de desconto)");
    expect(annualText).toContain("Valor a pagar: R$ 2.512,20 por ano");
    expect(annualText).toMatch(/R\$ 209,35\s+por\s+mês/);
    expect(annualText).toMatch(/Economia de R\$ 667,80/);
    const [row] = await app.database.db.select().from(quotes).where(eq(quotes.id, String(annual.headers[QUOTE_ID_HEADER])));
    expect(row).toMatchObject({ planTier: "ouro", modules: ["assinatura-eletronica", "malote-digital"], monthlyTotalCents: 26_500, annualTotalCents: 251_220, totalCents: 251_220 });
    expect(row!.quote).toMatchObject({ monthlyTotalCents: 26_500, effectiveMonthlyCents: 20_935, percentageSavings: 21, breakdown: null });
  });

  it("above the largest plan, answers CUSTOM_PLAN without asking the platform", async () => {
    const res = await postQuote({ ...contract, pricing: { ...contract.pricing, users: 11 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("CUSTOM_PLAN");
    expect(platform.requests).toEqual([]);
  });

  it("prices /assinatura with the platform's answer: the trial, the plan now, a change and its history", async () => {
    const { cookie } = await confirmedAccount();
    // Diamante, monthly, on the platform: 400 + 8 GB × 2,50 = R$ 420,00.
    const view = await app.inject({ method: "GET", url: ACCOUNT_API.subscription, headers: { cookie } });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ tier: "diamante", period: "mensal", monthlyPriceCents: 42_000, periodTotalCents: 42_000, history: [{ kind: "trial-started", monthlyPriceCents: 42_000 }] });

    // Ouro, annual: 210,00 × 79% = 165,90 a month, 1.990,80 a year.
    const changed = await post(ACCOUNT_API.subscriptionChange, { tier: "ouro", period: "anual" }, cookie);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ tier: "ouro", period: "anual", monthlyPriceCents: 16_590, periodTotalCents: 199_080 });
    expect(changed.json().history.map((h: { kind: string; monthlyPriceCents: number }) => [h.kind, h.monthlyPriceCents])).toEqual([["plan-changed", 16_590], ["trial-started", 42_000]]);
    expect(platform.requests.map((r) => r.pricing.users)).toContain(5);
  });

  it("when the platform errs, stalls or answers without prices: 503 in pt-BR, nothing stored, nothing changed", async () => {
    const { cookie } = await confirmedAccount();
    for (const mode of ["error", "slow", "no-prices"] as const) {
      platform.mode = mode;
      const started = performance.now();
      const quote = await postQuote(contract);
      expect(quote.statusCode, mode).toBe(503);
      expect(quote.json(), mode).toEqual(UNAVAILABLE);
      // The slow platform answers after 5 s: the server gives up at its timeout.
      expect(performance.now() - started, mode).toBeLessThan(TIMEOUT_MS + 2_000);

      const change = await post(ACCOUNT_API.subscriptionChange, { tier: "prata", period: "anual" }, cookie);
      expect(change.statusCode, mode).toBe(503);
      expect(change.json(), mode).toEqual(UNAVAILABLE);
      const view = await app.inject({ method: "GET", url: ACCOUNT_API.subscription, headers: { cookie } });
      expect(view.statusCode, mode).toBe(503);
    }
    expect(await quoteCount()).toBe(0);
    const [account] = await app.database.db.select().from(accounts);
    expect(account).toMatchObject({ planTier: "diamante", billingPeriod: "mensal" });
    expect(await app.database.db.select().from(subscriptionChanges)).toHaveLength(1);
  });

  it("a confirmation link that meets a silent platform stays unused and works once it answers", async () => {
    const signup = await signUp(app);
    expect(signup.statusCode).toBe(202);
    const { token } = await lastMail(app, "account.confirm-email");
    platform.mode = "error";
    const browser = signupBrowserCookie(signup);
    const refused = await post(ACCOUNT_API.confirmEmail, { token: token! }, browser);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(UNAVAILABLE);
    const [pending] = await app.database.db.select().from(accounts);
    expect(pending!.status).toBe("pending");

    platform.mode = "ok";
    const confirmed = await post(ACCOUNT_API.confirmEmail, { token: token! }, browser);
    expect(confirmed.statusCode).toBe(200);
    const history = await app.database.db.select().from(subscriptionChanges);
    expect(history.map((h) => [h.kind, h.monthlyPriceCents])).toEqual([["trial-started", 42_000]]);
  });

  it("security review: a platform that redirects the pricing call is a 503, and the redirect is not followed", async () => {
    const elsewhere = await startFakePlatform();
    try {
      platform.mode = "redirect";
      platform.redirectTo = elsewhere.origin;
      const res = await postQuote(contract);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
      expect(platform.requests).toHaveLength(1);
      expect(elsewhere.requests).toEqual([]);
      expect(await quoteCount()).toBe(0);
    } finally {
      await elsewhere.close();
    }
  });

  it("a platform that refuses connections is a 503 too", async () => {
    const closed = await startFakePlatform();
    await closed.close();
    const { app: orphan } = await testServer(engine, { ...ENV, APP_URL: closed.origin });
    try {
      const res = await orphan.inject({ method: "POST", url: QUOTES_PATH, payload: { ...contract, captchaToken: await solvedAltchaToken(orphan, "quote") } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
    } finally {
      await orphan.close();
    }
  });
});
