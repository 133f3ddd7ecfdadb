import { count, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captchaFormAt } from "../../contracts/forms.ts";
import { calculatePrice } from "../../contracts/pricing.ts";
import { tierInput } from "../../contracts/plan-tiers.ts";
import { purgeExpiredTokens } from "../auth/account-tokens.ts";
import { verifyPassword } from "../auth/passwords.ts";
import { purgeExpiredSessions } from "../auth/sessions.ts";
import { hashToken } from "../auth/tokens.ts";
import { accountTokens, accounts, outbox, sessions, subscriptionChanges } from "../db/schema.ts";
import { lastMail, ORIGIN, SITE, sessionCookie, signUp, signUpAndConfirm, signupBrowserCookie, signupFields, withCaptcha } from "../test/account-fixtures.ts";
import { EASY_ALTCHA, solvedAltchaToken } from "../test/demo-request-fixtures.ts";
import { describeEachEngine, serverForSuite, TEST_PASSWORD_HASHING, testServer, type Engine } from "../test/engines.ts";

const UNLIMITED = { ...EASY_ALTCHA, ACCOUNT_RATE_LIMIT: "1000", ACCOUNT_EMAIL_RATE_LIMIT: "1000", ACCOUNT_MIN_RESPONSE_MS: "0" };

function client(app: FastifyInstance) {
  return {
    post: (url: string, payload: object = {}, headers: Record<string, string> = {}) =>
      app.inject({ method: "POST", url, payload, headers: { origin: ORIGIN, ...headers } }),
    put: (url: string, payload: object, cookie: string) => app.inject({ method: "PUT", url, payload, headers: { origin: ORIGIN, cookie } }),
    get: (url: string, cookie?: string) => app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} }),
  };
}

async function confirmedAccount(app: FastifyInstance, overrides = {}) {
  const res = await signUpAndConfirm(app, overrides);
  expect(res.statusCode).toBe(200);
  return sessionCookie(res);
}

const accountCount = async (app: FastifyInstance) => (await app.database.db.select({ n: count() }).from(accounts))[0]!.n;

describeEachEngine("trial accounts", (engine: Engine) => {
  let app: FastifyInstance;
  serverForSuite(engine, UNLIMITED, (built) => (app = built));

  it("the whole journey by API: sign-up, confirmation, onboarding, subscription change, cancel, reactivate", async () => {
    const api = client(app);
    const signup = await signUp(app);
    expect(signup.statusCode).toBe(202);
    expect(signup.json()).toEqual({ ok: true });
    // The browser that signed up is marked, for the confirmation (its hash only is stored).
    expect(String(signup.headers["set-cookie"])).toMatch(/^tramita_cadastro=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax$/);
    const browser = signupBrowserCookie(signup);
    const [pending] = await app.database.db.select().from(accounts);
    expect(pending).toMatchObject({ status: "pending", planTier: "diamante", billingPeriod: "mensal", emailNormalized: "rafaela@construtoraprumo.com.br", phoneE164: "+5531998765432" });
    expect(pending!.passwordHash).toMatch(new RegExp(`^scrypt\\$${TEST_PASSWORD_HASHING.N}\\$8\\$1\\$`));
    expect(pending!.passwordHash).not.toContain("obra-segura-2026");

    const { mail, token } = await lastMail(app, "account.confirm-email");
    expect(mail.to).toBe("rafaela@construtoraprumo.com.br");
    expect(mail.subject).toBe("Confirme seu e-mail para começar o teste grátis do Tramita");
    expect(mail.text).toContain("teste grátis de 11 dias do Tramita no plano Diamante (mensal)");
    expect(mail.text).toContain(`${SITE}/confirmar-email?token=`);
    expect(mail.html).toContain("Confirmar e-mail");
    // Only the hashes of the link's token and of the browser's mark are stored.
    const stored = await app.database.db.select().from(accountTokens);
    expect(stored.map((t) => [t.purpose, t.tokenHash]).toSorted()).toEqual([["confirm-email", hashToken(token!)], ["signup-browser", hashToken(browser.split("=")[1]!)]]);

    const confirmed = await api.post("/api/account/confirm", { token: token! }, { cookie: browser });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ account: { name: "Rafaela Prado", email: "rafaela@construtoraprumo.com.br", company: "Construtora Prumo" }, onboardingDone: false });
    // A session opens, and the sign-up mark has done its work.
    expect(confirmed.headers["set-cookie"]).toEqual([
      expect.stringMatching(/^tramita_sessao=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax$/),
      "tramita_cadastro=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
    ]);
    const cookie = sessionCookie(confirmed);

    // Onboarding: saved per step, resumable.
    expect((await api.get("/api/onboarding", cookie)).json()).toMatchObject({ currentStep: "segmento", answers: {}, completed: false });
    await api.put("/api/onboarding", { step: "segmento", answers: { segment: "construtoras" } }, cookie);
    const afterTeam = await api.put("/api/onboarding", { step: "equipe", answers: { teamSize: "21-50" } }, cookie);
    expect(afterTeam.json()).toMatchObject({ currentStep: "modulos", answers: { segment: "construtoras", teamSize: "21-50" } });
    const skipped = await api.put("/api/onboarding", { step: "modulos", answers: {}, skipped: true }, cookie);
    expect(skipped.json().currentStep).toBe("documentos");
    const bad = await api.put("/api/onboarding", { step: "segmento", answers: { segment: "padarias" } }, cookie);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields.segment).toBe("Escolha um dos segmentos.");
    const invited = await api.post("/api/onboarding/invites", { emails: ["joao@construtoraprumo.com.br", "JOAO@construtoraprumo.com.br", "lia@construtoraprumo.com.br"] }, { cookie });
    expect(invited.statusCode).toBe(200);
    expect(invited.json().invited).toEqual(["joao@construtoraprumo.com.br", "lia@construtoraprumo.com.br"]);
    const invitations = await app.database.db.select().from(outbox).where(eq(outbox.kind, "account.invitation"));
    expect(invitations.map((m) => m.to).toSorted()).toEqual(["joao@construtoraprumo.com.br", "lia@construtoraprumo.com.br"]);
    expect(invitations[0]!.text).toContain("Rafaela Prado (rafaela@construtoraprumo.com.br) está configurando o Tramita e convidou você para a equipe.");
    expect((await api.post("/api/onboarding/complete", {}, { cookie })).json().completed).toBe(true);

    // Subscription: the server's prices.
    const diamante = calculatePrice(tierInput("diamante"));
    const ouro = calculatePrice(tierInput("ouro"));
    if (diamante.custom || ouro.custom) throw new Error("priced tiers expected");
    const view = (await api.get("/api/subscription", cookie)).json();
    expect(view).toMatchObject({ tier: "diamante", planName: "Diamante", period: "mensal", status: "trialing", trialDaysLeft: 11, monthlyPriceCents: diamante.monthly_plan.total_cents });
    expect(view.history).toEqual([expect.objectContaining({ kind: "trial-started", tier: "diamante", period: "mensal" })]);

    const changed = await api.post("/api/subscription/change", { tier: "ouro", period: "anual", monthlyPriceCents: 1 }, { cookie });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ tier: "ouro", period: "anual", monthlyPriceCents: ouro.annual_plan.effective_monthly_price_cents, periodTotalCents: ouro.annual_plan.total_cents });
    expect(changed.json().history.map((h: { kind: string }) => h.kind)).toEqual(["plan-changed", "trial-started"]);
    const same = await api.post("/api/subscription/change", { tier: "ouro", period: "anual" }, { cookie });
    expect(same.statusCode).toBe(409);
    expect(same.json().error).toBe("Esse já é o seu plano atual.");

    const canceled = await api.post("/api/subscription/cancel", { reason: "Vamos retomar no próximo semestre." }, { cookie });
    expect(canceled.json()).toMatchObject({ status: "canceled" });
    expect(canceled.json().history[0]).toMatchObject({ kind: "canceled", reason: "Vamos retomar no próximo semestre." });
    expect((await api.post("/api/subscription/change", { tier: "prata", period: "anual" }, { cookie })).statusCode).toBe(409);
    const reactivated = await api.post("/api/subscription/reactivate", {}, { cookie });
    expect(reactivated.json()).toMatchObject({ status: "trialing", tier: "ouro" });
    expect(await app.database.db.select({ n: count() }).from(subscriptionChanges)).toEqual([{ n: 4 }]);

    // Logging out ends the session.
    expect((await api.post("/api/session/logout", {}, { cookie })).statusCode).toBe(204);
    expect((await api.get("/api/subscription", cookie)).statusCode).toBe(401);
  });

  it("sets a __Host- Secure session cookie whenever PUBLIC_SITE_URL is https, and reads it back", async () => {
    // No proxy headers at all: the cookie follows the configured address, not the request.
    const { app: published } = await testServer(engine, { ...UNLIMITED, PUBLIC_SITE_URL: "https://tramita.com.br" });
    try {
      const signup = await signUp(published);
      expect(String(signup.headers["set-cookie"])).toMatch(/^__Host-tramita_cadastro=[\w-]{43}; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax; Secure$/);
      const { token, mail } = await lastMail(published, "account.confirm-email");
      expect(mail.text).toContain("https://tramita.com.br/confirmar-email?token=");
      const res = await published.inject({ method: "POST", url: "/api/account/confirm", payload: { token: token! }, headers: { origin: "https://tramita.com.br", cookie: signupBrowserCookie(signup) } });
      const setCookie = String(res.headers["set-cookie"]);
      expect(setCookie).toMatch(/^__Host-tramita_sessao=[\w-]{43}; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax; Secure,/);
      const cookie = sessionCookie(res);
      expect((await published.inject({ url: "/api/session", headers: { cookie } })).statusCode).toBe(200);
      // The unprefixed name is not read on an HTTPS site (a subdomain could have planted it).
      const planted = cookie.replace("__Host-tramita_sessao", "tramita_sessao");
      expect((await published.inject({ url: "/api/session", headers: { cookie: planted } })).statusCode).toBe(401);
    } finally {
      await published.close();
    }
  });

  describe("token rules", () => {
    it("a confirmation link works once, then says it was used; a wrong token is invalid", async () => {
      const browser = signupBrowserCookie(await signUp(app));
      const { token } = await lastMail(app, "account.confirm-email");
      const api = client(app);
      expect((await api.post("/api/account/confirm", { token: token! }, { cookie: browser })).statusCode).toBe(200);
      const again = await api.post("/api/account/confirm", { token: token! });
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({ code: "TOKEN_USED", error: "Este link já foi usado. Peça um novo, se precisar." });
      const wrong = await api.post("/api/account/confirm", { token: "A".repeat(43) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe("TOKEN_INVALID");
      const mangled = await api.post("/api/account/confirm", { token: token!.slice(0, 20) });
      expect(mangled.statusCode).toBe(400);
      expect(mangled.json().code).toBe("TOKEN_INVALID");
    });

    it("links expire: confirmation after 24 h, reset after 1 h, magic link after 15 min", async () => {
      const cookie = await confirmedAccount(app);
      const api = client(app);
      await api.post("/api/password-reset", await withCaptcha(app, "password-reset", { email: "rafaela@construtoraprumo.com.br" }));
      await api.post("/api/magic-link", await withCaptcha(app, "magic-link", { email: "rafaela@construtoraprumo.com.br" }));
      const rows = await app.database.db.select().from(accountTokens);
      const ttl = Object.fromEntries(rows.map((r) => [r.purpose, Math.round((r.expiresAt.getTime() - r.createdAt.getTime()) / 60_000)]));
      expect(ttl).toEqual({ "confirm-email": 24 * 60, "password-reset": 60, "magic-link": 15, "signup-browser": 7 * 24 * 60 });

      const { token: reset } = await lastMail(app, "account.password-reset");
      const { token: magic } = await lastMail(app, "account.magic-link");
      await app.database.db.update(accountTokens).set({ expiresAt: sql`now() - interval '1 second'` });
      const expiredReset = await api.post("/api/password-reset/confirm", { token: reset!, password: "nova-senha-forte-1" });
      expect(expiredReset.statusCode).toBe(410);
      expect(expiredReset.json()).toEqual({ code: "TOKEN_EXPIRED", error: "Este link expirou. Peça um novo abaixo." });
      expect((await api.post("/api/magic-link/consume", { token: magic! }, { cookie })).json().code).toBe("TOKEN_EXPIRED");
    });

    it("a token only opens what it was issued for", async () => {
      await signUp(app);
      const { token } = await lastMail(app, "account.confirm-email");
      const res = await client(app).post("/api/magic-link/consume", { token: token! });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("TOKEN_INVALID");
    });

    it("password recovery: a new password by the e-mailed link, every session closed, the link single-use", async () => {
      const cookie = await confirmedAccount(app);
      const api = client(app);
      const asked = await api.post("/api/password-reset", await withCaptcha(app, "password-reset", { email: "Rafaela@ConstrutoraPrumo.com.br" }));
      expect(asked.statusCode).toBe(202);
      const { mail, token } = await lastMail(app, "account.password-reset");
      expect(mail.text).toContain(`${SITE}/recuperar-senha?token=`);
      expect(mail.text).toContain("O link vale por 1 hora");
      const done = await api.post("/api/password-reset/confirm", { token: token!, password: "canteiro-de-obras-77" });
      expect(done.statusCode).toBe(200);
      const [account] = await app.database.db.select().from(accounts);
      expect(await verifyPassword("canteiro-de-obras-77", account!.passwordHash)).toBe(true);
      expect(await verifyPassword("obra-segura-2026", account!.passwordHash)).toBe(false);
      expect((await api.get("/api/session", cookie)).statusCode).toBe(401);
      expect((await api.post("/api/password-reset/confirm", { token: token!, password: "outra-senha-boa-9" })).json().code).toBe("TOKEN_USED");
    });

    it("a magic link opens a new session and drops the one the browser had (rotation)", async () => {
      const first = await confirmedAccount(app);
      const api = client(app);
      expect((await api.post("/api/magic-link", await withCaptcha(app, "magic-link", { email: "rafaela@construtoraprumo.com.br" }))).statusCode).toBe(202);
      const { token, mail } = await lastMail(app, "account.magic-link");
      expect(mail.text).toContain(`${SITE}/assinatura?token=`);
      const opened = await api.post("/api/magic-link/consume", { token: token! }, { cookie: first });
      expect(opened.statusCode).toBe(200);
      const second = sessionCookie(opened);
      expect(second).not.toBe(first);
      expect((await api.get("/api/subscription", first)).statusCode).toBe(401);
      expect((await api.get("/api/subscription", second)).statusCode).toBe(200);
      expect(await app.database.db.select({ n: count() }).from(sessions)).toEqual([{ n: 1 }]);
    });

    it("no magic link for an account that has not confirmed its e-mail", async () => {
      await signUp(app);
      expect((await client(app).post("/api/magic-link", await withCaptcha(app, "magic-link", { email: "rafaela@construtoraprumo.com.br" }))).statusCode).toBe(202);
      expect(await app.database.db.select({ n: count() }).from(outbox).where(eq(outbox.kind, "account.magic-link"))).toEqual([{ n: 0 }]);
    });

    it("resending the confirmation issues a new link only while the account is pending", async () => {
      const browser = signupBrowserCookie(await signUp(app));
      const api = client(app);
      expect((await api.post("/api/signup/resend", await withCaptcha(app, "signup-resend", { email: "rafaela@construtoraprumo.com.br" }))).statusCode).toBe(202);
      expect(await app.database.db.select({ n: count() }).from(outbox).where(eq(outbox.kind, "account.confirm-email"))).toEqual([{ n: 2 }]);
      const { token } = await lastMail(app, "account.confirm-email");
      expect((await api.post("/api/account/confirm", { token: token! }, { cookie: browser })).statusCode).toBe(200);
      await api.post("/api/signup/resend", await withCaptcha(app, "signup-resend", { email: "rafaela@construtoraprumo.com.br" }));
      expect(await app.database.db.select({ n: count() }).from(outbox).where(eq(outbox.kind, "account.confirm-email"))).toEqual([{ n: 2 }]);
    });
  });

  describe("enumeration resistance", () => {
    it("a duplicate sign-up answers exactly like a new one and mails the owner a notice instead", async () => {
      const first = await signUp(app);
      const second = await signUp(app, { email: "RAFAELA@construtoraprumo.com.br", name: "Outra Pessoa" });
      expect(second.statusCode).toBe(first.statusCode);
      expect(second.body).toBe(first.body);
      expect(await accountCount(app)).toBe(1);
      const { mail, token } = await lastMail(app, "account.duplicate-signup");
      expect(mail.to).toBe("rafaela@construtoraprumo.com.br");
      expect(mail.text).toContain("Olá, Rafaela!");
      expect(mail.text).toContain("já tem uma conta no Tramita");
      expect(token).not.toBeNull();
    });

    it("password reset, resend and magic link answer the same for known and unknown e-mails", async () => {
      await confirmedAccount(app);
      const api = client(app);
      for (const url of ["/api/password-reset", "/api/signup/resend", "/api/magic-link"]) {
        const known = await api.post(url, await withCaptcha(app, captchaFormAt(url), { email: "rafaela@construtoraprumo.com.br" }));
        const unknown = await api.post(url, await withCaptcha(app, captchaFormAt(url), { email: "ninguem@exemplo.com.br" }));
        expect([url, unknown.statusCode, unknown.body]).toEqual([url, known.statusCode, known.body]);
      }
    });

    it("two concurrent sign-ups with one e-mail create exactly one account", async () => {
      const [a, b] = await Promise.all([signUp(app), signUp(app, { email: "Rafaela@ConstrutoraPrumo.com.br" })]);
      expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
      expect(await accountCount(app)).toBe(1);
      const kinds = (await app.database.db.select({ kind: outbox.kind }).from(outbox)).map((m) => m.kind).toSorted();
      expect(kinds).toEqual(["account.confirm-email", "account.duplicate-signup"]);
    });
  });

  describe("input rules", () => {
    it("refuses short and common passwords, missing terms and bad plans with a pt-BR message per field", async () => {
      const short = await signUp(app, { password: "curta123" });
      expect(short.statusCode).toBe(422);
      expect(short.json().fields.password).toBe("Use pelo menos 10 caracteres.");
      for (const common of ["senha12345", "Brasil2024", "1234567890"]) {
        const res = await signUp(app, { password: common });
        expect(res.json().fields.password).toBe("Essa senha é muito comum e fácil de adivinhar. Escolha outra.");
      }
      const res = await app.inject({
        method: "POST", url: "/api/signup", headers: { origin: ORIGIN },
        payload: { ...signupFields(), acceptTerms: false, plan: { tier: "custom", period: "semanal" }, captchaToken: await solvedAltchaToken(app, "signup") },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toEqual({
        acceptTerms: "Para criar a conta, aceite os Termos de Uso e a Política de Privacidade.",
        tier: "Escolha um dos planos.",
        period: "Escolha a cobrança anual ou mensal.",
      });
      expect(await accountCount(app)).toBe(0);
    });

    it("requires the captcha", async () => {
      const res = await app.inject({ method: "POST", url: "/api/signup", headers: { origin: ORIGIN }, payload: { ...signupFields(), captchaToken: "inválido" } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("CAPTCHA_INVALID");
      expect(await accountCount(app)).toBe(0);
    });

    it("limits invitations and refuses the account's own address", async () => {
      const cookie = await confirmedAccount(app);
      const api = client(app);
      const own = await api.post("/api/onboarding/invites", { emails: ["rafaela@construtoraprumo.com.br"] }, { cookie });
      expect(own.statusCode).toBe(422);
      const many = Array.from({ length: 11 }, (_, i) => `pessoa${i}@prumo.com.br`);
      expect((await api.post("/api/onboarding/invites", { emails: many }, { cookie })).json().fields.emails).toBe("Convide no máximo 10 pessoas por vez.");
      expect((await api.post("/api/onboarding/invites", { emails: many.slice(0, 8) }, { cookie })).statusCode).toBe(200);
      const over = await api.post("/api/onboarding/invites", { emails: many.slice(8) }, { cookie });
      expect(over.statusCode).toBe(422);
      expect(over.json().error).toBe("Cada conta de teste pode convidar até 10 pessoas.");
      const invalid = await api.post("/api/onboarding/invites", { emails: ["não é e-mail"] }, { cookie });
      expect(invalid.json().fields.emails).toBe("Informe um e-mail válido.");
    });

    it("signed-in routes answer 401 without a session", async () => {
      for (const url of ["/api/subscription", "/api/onboarding", "/api/session"]) {
        const res = await client(app).get(url);
        expect(res.statusCode).toBe(401);
        expect(res.json().error).toBe("Sua sessão expirou ou não foi iniciada. Peça um novo link de acesso.");
      }
    });
  });

  describe("CSRF", () => {
    it("refuses a state-changing request from a foreign Origin with 403 and a pt-BR message", async () => {
      const cookie = await confirmedAccount(app);
      for (const url of ["/api/subscription/cancel", "/api/signup", "/api/password-reset"]) {
        const res = await app.inject({ method: "POST", url, payload: { email: "rafaela@construtoraprumo.com.br" }, headers: { origin: "https://evil.example", cookie } });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: "FORBIDDEN_ORIGIN", error: "Requisição recusada: ela não partiu do site do Tramita. Recarregue a página e tente de novo." });
      }
      const noOrigin = await app.inject({ method: "POST", url: "/api/subscription/cancel", payload: {}, headers: { "sec-fetch-site": "cross-site", cookie } });
      expect(noOrigin.statusCode).toBe(403);
      expect((await client(app).get("/api/subscription", cookie)).json().status).toBe("trialing");
    });
  });
});

describeEachEngine("trial accounts: limits and timing", (engine: Engine) => {
  let app: FastifyInstance;
  const MIN_MS = 150;
  serverForSuite(engine, { ...EASY_ALTCHA, ACCOUNT_RATE_LIMIT: "6", ACCOUNT_EMAIL_RATE_LIMIT: "3", ACCOUNT_MIN_RESPONSE_MS: String(MIN_MS) }, (built) => (app = built));

  it("past the per-e-mail limit, password reset still answers 202 but mails nothing more (no lockout, no enumeration)", async () => {
    await signUp(app, { email: "ana@exemplo.com.br" });
    const api = client(app);
    const resets = async () => (await app.database.db.select({ n: count() }).from(outbox).where(eq(outbox.kind, "account.password-reset")))[0]!.n;
    for (let i = 0; i < 3; i++) expect((await api.post("/api/password-reset", await withCaptcha(app, "password-reset", { email: "ana@exemplo.com.br" }))).statusCode).toBe(202);
    expect(await resets()).toBe(3);
    const over = await api.post("/api/password-reset", await withCaptcha(app, "password-reset", { email: "ANA@exemplo.com.br" }));
    expect(over.statusCode).toBe(202);
    expect(over.json()).toEqual({ ok: true });
    expect(await resets()).toBe(3);
  });

  it("limits per client IP with 429 and a pt-BR message", async () => {
    const api = client(app);
    for (let i = 0; i < 6; i++) expect((await api.post("/api/password-reset", await withCaptcha(app, "password-reset", { email: `r${i}@exemplo.com.br` }))).statusCode).toBe(202);
    const limited = await api.post("/api/password-reset", await withCaptcha(app, "password-reset", { email: "r9@exemplo.com.br" }));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Muitas tentativas seguidas\. Tente novamente em \d+ minutos?\.$/);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("limits requests per client IP across e-mails, for sign-up, resend and magic links alike", async () => {
    const api = client(app);
    for (const url of ["/api/signup/resend", "/api/magic-link"]) {
      for (let i = 0; i < 6; i++) expect((await api.post(url, await withCaptcha(app, captchaFormAt(url), { email: `p${i}@exemplo.com.br` }))).statusCode).toBe(202);
      expect((await api.post(url, await withCaptcha(app, captchaFormAt(url), { email: "p9@exemplo.com.br" }))).statusCode).toBe(429);
    }
    for (let i = 0; i < 6; i++) await signUp(app, { email: `s${i}@exemplo.com.br` });
    const limited = await signUp(app, { email: "s9@exemplo.com.br" });
    expect(limited.statusCode).toBe(429);
  });

  it("known and unknown e-mails both take the floor time, so timing does not tell them apart", async () => {
    await signUp(app);
    const api = client(app);
    for (const email of ["rafaela@construtoraprumo.com.br", "desconhecido@exemplo.com.br"]) {
      const started = performance.now();
      const res = await api.post("/api/password-reset", await withCaptcha(app, "password-reset", { email }));
      expect(res.statusCode).toBe(202);
      expect(performance.now() - started).toBeGreaterThanOrEqual(MIN_MS);
    }
  });
});

describeEachEngine("trial accounts: housekeeping", (engine: Engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testServer(engine, UNLIMITED));
  });
  afterAll(() => app.close());

  it("drops tokens and sessions a day after they expired", async () => {
    await confirmedAccount(app);
    const inTwoMonths = new Date(Date.now() + 60 * 86_400_000);
    await purgeExpiredTokens(app.database.db);
    // The confirmation link and the sign-up browser's mark, both used.
    expect(await app.database.db.select({ n: count() }).from(accountTokens)).toEqual([{ n: 2 }]);
    await purgeExpiredTokens(app.database.db, inTwoMonths);
    await purgeExpiredSessions(app.database.db, inTwoMonths);
    expect(await app.database.db.select({ n: count() }).from(accountTokens)).toEqual([{ n: 0 }]);
    expect(await app.database.db.select({ n: count() }).from(sessions)).toEqual([{ n: 0 }]);
  });
});
