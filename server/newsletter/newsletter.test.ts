// The blog's newsletter with double opt-in, on both engines: the confirmation e-mail over
// real SMTP (its List-Unsubscribe headers), single use and expiry of the link, the proof of
// consent, no enumeration, the events to the CRM and the RD Station conversion, the
// one-click unsubscribe, the data-rights view and erasure, and retention.
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, expect, it, vi } from "vitest";
import { NEWSLETTER_API } from "../../contracts/api-paths.ts";
import { NEWSLETTER_CONSENT_TEXT, NEWSLETTER_CONSENT_VERSION } from "../../contracts/newsletter-options.ts";
import type { DataRightsOpened } from "../../contracts/data-rights-options.ts";
import { buildServer } from "../app.ts";
import { newsletterSubscriptions, outbox, webhookDeliveries } from "../db/schema.ts";
import { enforceRetention } from "../retention.ts";
import { ORIGIN } from "../test/account-fixtures.ts";
import { solvedAltchaToken } from "../test/demo-request-fixtures.ts";
import { describeEachEngine, testConfig, type Engine } from "../test/engines.ts";
import { scanLink, withServedPages } from "../test/link-scanner.ts";
import { BOOKING_NOW, JOURNEY_ENV } from "../test/event-journeys.ts";
import { eraseRights } from "../test/rights-fixtures.ts";
import { startRdStationFake } from "../test/rdstation-fake.ts";
import { freePort, startSmtpListener } from "../test/smtp-listener.ts";
import { startWebhookReceiver, testSecret } from "../test/webhook-receiver.ts";
import { NEWSLETTER_CONFIRM_KIND } from "./emails.ts";

vi.setConfig({ testTimeout: 120_000 });

const EMAIL = "Helena.Prado@EscritorioPrado.com.br";
const NORMALIZED = EMAIL.toLowerCase();
const DAY_MS = 86_400_000;
const RD_KEY = "chaveDeTesteRd0123456789";

let clock = BOOKING_NOW;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  clock = BOOKING_NOW;
  while (cleanups.length) await cleanups.pop()!();
});

async function server(engine: Engine, env: NodeJS.ProcessEnv = {}) {
  const config = testConfig(engine, { ...JOURNEY_ENV, WEBHOOK_RETRY_SCHEDULE: "20ms,20ms,20ms", ...env });
  config.now = () => clock;
  const app = await buildServer(config);
  cleanups.push(() => app.close());
  return app;
}

const post = (app: FastifyInstance, url: string, payload: object) => app.inject({ method: "POST", url, payload, headers: { origin: ORIGIN } });

async function subscribe(app: FastifyInstance, email = EMAIL) {
  return post(app, NEWSLETTER_API.subscribe, { email, consent: true, consentVersion: NEWSLETTER_CONSENT_VERSION, captchaToken: await solvedAltchaToken(app, "newsletter") });
}

/** The latest confirmation e-mail to `email` and the tokens of its two links. */
async function confirmationMail(app: FastifyInstance, email = NORMALIZED) {
  const [mail] = await app.database.db.select().from(outbox).where(and(eq(outbox.kind, NEWSLETTER_CONFIRM_KIND), eq(outbox.to, email))).orderBy(desc(outbox.id)).limit(1);
  const tokens = [...mail!.text.matchAll(/\/newsletter\/(confirmar|cancelar)\?token=([^\s&]+)/g)].map((m) => [m[1], decodeURIComponent(m[2]!)]);
  return { mail: mail!, confirm: Object.fromEntries(tokens).confirmar as string, unsubscribe: Object.fromEntries(tokens).cancelar as string };
}

const subscriptionOf = async (app: FastifyInstance) => (await app.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, NORMALIZED)))[0];
const events = (app: FastifyInstance) => app.database.db.select().from(webhookDeliveries).orderBy(asc(webhookDeliveries.id));
/** Subscribes and confirms EMAIL; returns the unsubscribe token. */
async function subscribed(app: FastifyInstance) {
  expect((await subscribe(app)).statusCode).toBe(202);
  const { confirm, unsubscribe } = await confirmationMail(app);
  expect((await post(app, NEWSLETTER_API.confirm, { token: confirm })).statusCode).toBe(200);
  return unsubscribe;
}

/** The whole body RD Station receives for NORMALIZED's newsletter consent, given or taken back. */
const newsletterConversion = (conversionIdentifier: string, status: "granted" | "declined", availableForMailing: boolean) => ({
  event_type: "CONVERSION",
  event_family: "CDP",
  payload: {
    conversion_identifier: conversionIdentifier,
    email: NORMALIZED,
    tags: ["site-tramita", "newsletter-blog"],
    legal_bases: [{ category: "communications", type: "consent", status }],
    available_for_mailing: availableForMailing,
  },
});

const mailCount = async (app: FastifyInstance) => (await app.database.db.select({ n: count() }).from(outbox).where(eq(outbox.kind, NEWSLETTER_CONFIRM_KIND)))[0]!.n;

describeEachEngine("newsletter: double opt-in", (engine) => {
  it("mails a single-use link over SMTP with one-click unsubscribe headers; only the confirmation subscribes, with its proof", async () => {
    const port = await freePort();
    const smtp = await startSmtpListener(port);
    cleanups.push(smtp.close);
    const crm = await startWebhookReceiver(testSecret("c"));
    cleanups.push(crm.close);
    const app = await server(engine, { SMTP_URL: `smtp://127.0.0.1:${port}`, CRM_WEBHOOK_URL: crm.url, CRM_WEBHOOK_SECRET: testSecret("c") });

    const requested = await subscribe(app);
    expect(requested.statusCode, requested.body).toBe(202);
    expect(requested.json()).toEqual({ ok: true });
    expect(await subscriptionOf(app)).toMatchObject({ status: "pending", confirmedAt: null, consentText: NEWSLETTER_CONSENT_TEXT, consentVersion: NEWSLETTER_CONSENT_VERSION });
    const { mail, confirm, unsubscribe } = await confirmationMail(app);
    expect(mail.carriesToken).toBe(true);
    // Only the hash of the single-use token is stored.
    expect(JSON.stringify(await subscriptionOf(app))).not.toContain(confirm);
    expect(await events(app)).toEqual([]);

    expect(await app.outbox.drainOnce()).toBe(1);
    const [delivered] = smtp.received;
    expect(delivered!.to).toEqual([NORMALIZED]);
    const oneClick = `http://localhost:3000/api/newsletter/unsubscribe/one-click?token=${encodeURIComponent(unsubscribe)}`;
    expect(delivered!.raw.replace(/\r?\n[ \t]+/g, " ")).toContain(`List-Unsubscribe: <${oneClick}>`);
    expect(delivered!.raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    clock = new Date(BOOKING_NOW.getTime() + 3 * DAY_MS);
    const confirmed = await post(app, NEWSLETTER_API.confirm, { token: confirm });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ email: NORMALIZED, unsubscribeToken: unsubscribe });
    expect(await subscriptionOf(app)).toMatchObject({ status: "subscribed", requestedAt: BOOKING_NOW, confirmedAt: clock, consentText: NEWSLETTER_CONSENT_TEXT });

    const again = await post(app, NEWSLETTER_API.confirm, { token: confirm });
    expect([again.statusCode, again.json().code]).toEqual([410, "TOKEN_USED"]);
    const unknown = await post(app, NEWSLETTER_API.confirm, { token: "x".repeat(43) });
    expect([unknown.statusCode, unknown.json().code, unknown.json().error]).toEqual([400, "TOKEN_INVALID", "Este link não é válido. Confira se copiou o endereço inteiro do e-mail."]);

    await app.webhooks.drainOnce();
    expect(crm.accepted.map((d) => d.body)).toEqual([
      {
        type: "newsletter.subscribed",
        timestamp: clock.toISOString(),
        data: {
          subscription_id: (await subscriptionOf(app))!.id,
          email: NORMALIZED,
          requested_at: BOOKING_NOW.toISOString(),
          confirmed_at: clock.toISOString(),
          consent_text: NEWSLETTER_CONSENT_TEXT,
          consent_version: NEWSLETTER_CONSENT_VERSION,
        },
      },
    ]);
  });

  it("opening the e-mailed confirmation link (the page, its HEAD, a GET of the API) leaves the subscription pending; only the button's POST confirms it (third security review)", async () => {
    const app = await server(engine, withServedPages());
    expect((await subscribe(app)).statusCode).toBe(202);
    const { mail, confirm } = await confirmationMail(app);
    const [link] = /https?:\/\/\S+\/newsletter\/confirmar\?token=\S+/.exec(mail.text)!;
    await scanLink(app, link, NEWSLETTER_API.confirm);
    expect(await subscriptionOf(app)).toMatchObject({ status: "pending", confirmedAt: null });
    expect(await events(app)).toEqual([]);
    expect((await post(app, NEWSLETTER_API.confirm, { token: confirm })).statusCode).toBe(200);
    expect(await subscriptionOf(app)).toMatchObject({ status: "subscribed" });
  });

  it("a link past its 7 days is refused as expired, and asking again sends a new one (the old one stops working)", async () => {
    const app = await server(engine);
    expect((await subscribe(app)).statusCode).toBe(202);
    const first = await confirmationMail(app);
    clock = new Date(BOOKING_NOW.getTime() + 7 * DAY_MS + 1000);
    const late = await post(app, NEWSLETTER_API.confirm, { token: first.confirm });
    expect([late.statusCode, late.json().code]).toEqual([410, "TOKEN_EXPIRED"]);
    expect((await subscribe(app, "helena.prado@escritorioprado.com.br")).statusCode).toBe(202);
    const rows = await app.database.db.select().from(outbox).where(eq(outbox.kind, NEWSLETTER_CONFIRM_KIND)).orderBy(asc(outbox.id));
    const second = decodeURIComponent(/confirmar\?token=([^\s&]+)/.exec(rows[1]!.text)![1]!);
    expect((await post(app, NEWSLETTER_API.confirm, { token: first.confirm })).statusCode).toBe(400);
    expect((await post(app, NEWSLETTER_API.confirm, { token: second })).statusCode).toBe(200);
    expect(await app.database.db.select({ n: count() }).from(newsletterSubscriptions)).toEqual([{ n: 1 }]);
  });

  it("a new, a pending and a subscribed address get the same answer after the same floor time; a subscribed one gets no mail", async () => {
    const MIN_MS = 150;
    const app = await server(engine, { ACCOUNT_MIN_RESPONSE_MS: String(MIN_MS) });
    const timed = async () => {
      const started = performance.now();
      const res = await subscribe(app);
      expect(performance.now() - started).toBeGreaterThanOrEqual(MIN_MS);
      return { status: res.statusCode, body: res.body, headers: Object.keys(res.headers).toSorted() };
    };
    const answers = [await timed(), await timed()];
    expect((await post(app, NEWSLETTER_API.confirm, { token: (await confirmationMail(app)).confirm })).statusCode).toBe(200);
    answers.push(await timed());
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await mailCount(app)).toBe(2);
    expect(await subscriptionOf(app)).toMatchObject({ status: "subscribed" });
  });

  it("past the per-address limit: the same answer and no more mail", async () => {
    const app = await server(engine, { ACCOUNT_EMAIL_RATE_LIMIT: "2" });
    for (let i = 0; i < 4; i++) expect((await subscribe(app)).json()).toEqual({ ok: true });
    expect(await mailCount(app)).toBe(2);
  });

  it("refuses a missing consent, an old consent text, a bad e-mail and a missing captcha in pt-BR, before any row", async () => {
    const app = await server(engine);
    const token = await solvedAltchaToken(app, "newsletter");
    const refused = await post(app, NEWSLETTER_API.subscribe, { email: "sem-arroba", consent: false, consentVersion: "2020-01-01", captchaToken: token });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({
      email: "Informe um e-mail válido.",
      consent: "Marque a autorização para receber os artigos por e-mail.",
      consentVersion: "O texto de autorização mudou. Recarregue a página e envie de novo.",
    });
    const noCaptcha = await post(app, NEWSLETTER_API.subscribe, { email: EMAIL, consent: true, consentVersion: NEWSLETTER_CONSENT_VERSION });
    expect([noCaptcha.statusCode, noCaptcha.json().code]).toEqual([400, "CAPTCHA_REQUIRED"]);
    expect(await app.database.db.select({ n: count() }).from(newsletterSubscriptions)).toEqual([{ n: 0 }]);
  });
});

describeEachEngine("newsletter: unsubscribe", (engine) => {

  it("the page's button deletes the subscription and emits newsletter.unsubscribed once; again, the same answer", async () => {
    const app = await server(engine, { CRM_WEBHOOK_URL: "http://127.0.0.1:9/crm", CRM_WEBHOOK_SECRET: testSecret("c") });
    const token = await subscribed(app);
    const first = await post(app, NEWSLETTER_API.unsubscribe, { token });
    expect([first.statusCode, first.json()]).toEqual([200, { ok: true }]);
    expect(await subscriptionOf(app)).toBeUndefined();
    const second = await post(app, NEWSLETTER_API.unsubscribe, { token });
    expect([second.statusCode, second.body]).toEqual([first.statusCode, first.body]);
    expect((await events(app)).map((e) => [e.destination, e.eventType])).toEqual([
      ["crm", "newsletter.subscribed"],
      ["crm", "newsletter.unsubscribed"],
    ]);
  });

  it("a mail client's one-click POST (RFC 8058) unsubscribes; a forged or mangled token is refused in pt-BR", async () => {
    const app = await server(engine);
    const token = await subscribed(app);
    const forged = await app.inject({
      method: "POST",
      url: `${NEWSLETTER_API.oneClick}?token=${encodeURIComponent(`${token.split(".")[0]}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect([forged.statusCode, forged.json().code]).toEqual([400, "TOKEN_INVALID"]);
    expect(await subscriptionOf(app)).toBeDefined();
    const oneClick = await app.inject({
      method: "POST",
      url: `${NEWSLETTER_API.oneClick}?token=${encodeURIComponent(token)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(await subscriptionOf(app)).toBeUndefined();
    const wrongForm = await app.inject({ method: "POST", url: `${NEWSLETTER_API.oneClick}?token=${encodeURIComponent(token)}`, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "x=1" });
    expect(wrongForm.statusCode).toBe(422);
  });

  it("the form-body parser serves the one-click route only: a form body to any other newsletter route gets 415 in pt-BR (third security review)", async () => {
    const app = await server(engine);
    const token = await subscribed(app);
    const form = { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN };
    const bodies = {
      [NEWSLETTER_API.subscribe]: new URLSearchParams({ email: "outra@exemplo.com.br", consent: "true", consentVersion: NEWSLETTER_CONSENT_VERSION, captchaToken: await solvedAltchaToken(app, "newsletter") }),
      [NEWSLETTER_API.confirm]: new URLSearchParams({ token: "x".repeat(43) }),
      [NEWSLETTER_API.unsubscribe]: new URLSearchParams({ token }),
    };
    for (const [url, body] of Object.entries(bodies)) {
      const refused = await app.inject({ method: "POST", url, headers: form, payload: body.toString() });
      expect([refused.statusCode, refused.json()], url).toEqual([415, { error: "Formato não suportado. Envie os dados como JSON.", code: "UNSUPPORTED_MEDIA_TYPE" }]);
    }
    expect(await subscriptionOf(app)).toMatchObject({ status: "subscribed" });
    const oneClick = await app.inject({ method: "POST", url: `${NEWSLETTER_API.oneClick}?token=${encodeURIComponent(token)}`, headers: form, payload: "List-Unsubscribe=One-Click" });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(await subscriptionOf(app)).toBeUndefined();
  });

  it("one-click is not held to the per-IP limit: a mail provider posting many readers' one-clicks from one address unsubscribes them all (third security review)", async () => {
    const PER_IP = 2;
    const app = await server(engine, { ACCOUNT_RATE_LIMIT: String(PER_IP) });
    const readers = Array.from({ length: PER_IP + 2 }, (_, i) => `leitor${i}@exemplo.com.br`);
    const tokens: string[] = [];
    for (const [i, email] of readers.entries()) {
      // Each reader subscribes and confirms from their own address, within the limit.
      const remoteAddress = `198.51.100.${i + 1}`;
      const asked = await app.inject({ method: "POST", url: NEWSLETTER_API.subscribe, remoteAddress, headers: { origin: ORIGIN }, payload: { email, consent: true, consentVersion: NEWSLETTER_CONSENT_VERSION, captchaToken: await solvedAltchaToken(app, "newsletter") } });
      expect(asked.statusCode, asked.body).toBe(202);
      const { confirm, unsubscribe } = await confirmationMail(app, email);
      expect((await app.inject({ method: "POST", url: NEWSLETTER_API.confirm, remoteAddress, payload: { token: confirm } })).statusCode).toBe(200);
      tokens.push(unsubscribe);
    }
    for (const token of tokens) {
      const oneClick = await app.inject({
        method: "POST",
        url: `${NEWSLETTER_API.oneClick}?token=${encodeURIComponent(token)}`,
        remoteAddress: "203.0.113.25",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.statusCode, oneClick.body).toBe(200);
    }
    expect(await app.database.db.select({ n: count() }).from(newsletterSubscriptions)).toEqual([{ n: 0 }]);
  });

  it("RD Station gets a conversion with communications consent granted on confirmation and declined on unsubscribing", async () => {
    const rd = await startRdStationFake(RD_KEY);
    cleanups.push(rd.close);
    const app = await server(engine, { RDSTATION_API_KEY: RD_KEY, RDSTATION_API_URL: rd.url });
    const token = await subscribed(app);
    expect((await post(app, NEWSLETTER_API.unsubscribe, { token })).statusCode).toBe(200);
    for (let round = 0; round < 3; round++) await app.webhooks.drainOnce();
    expect(rd.conversions.map((c) => c.body)).toEqual([
      newsletterConversion("tramita-site-newsletter-blog", "granted", true),
      newsletterConversion("tramita-site-newsletter-blog-cancelada", "declined", false),
    ]);
  });
});

describeEachEngine("newsletter: personal data", (engine) => {
  it("the data-rights page shows the subscription with its proof, and the erasure removes it", async () => {
    const app = await server(engine);
    expect((await subscribe(app)).statusCode).toBe(202);
    expect((await post(app, NEWSLETTER_API.confirm, { token: (await confirmationMail(app)).confirm })).statusCode).toBe(200);
    expect((await post(app, "/api/data-rights/request", { email: EMAIL, captchaToken: await solvedAltchaToken(app, "data-rights") })).statusCode).toBe(202);
    const [link] = await app.database.db.select().from(outbox).where(eq(outbox.kind, "data-rights.link"));
    const opened = await post(app, "/api/data-rights/open", { token: decodeURIComponent(/acesso=([^\s&]+)/.exec(link!.text)![1]!) });
    expect((opened.json() as DataRightsOpened).view.newsletter).toMatchObject({ status: "subscribed", email: NORMALIZED, consentText: NEWSLETTER_CONSENT_TEXT, confirmedAt: BOOKING_NOW.toISOString() });
    await eraseRights(app, EMAIL);
    expect(await app.database.db.select({ n: count() }).from(newsletterSubscriptions)).toEqual([{ n: 0 }]);
  });

  it("retention deletes a request left unconfirmed for 7 days and keeps a confirmed subscription", async () => {
    const app = await server(engine);
    expect((await subscribe(app)).statusCode).toBe(202);
    expect((await post(app, NEWSLETTER_API.confirm, { token: (await confirmationMail(app)).confirm })).statusCode).toBe(200);
    expect((await subscribe(app, "pendente@exemplo.com.br")).statusCode).toBe(202);
    await enforceRetention(app.database.db, { mailDir: "/nonexistent-mail-dir", now: new Date(BOOKING_NOW.getTime() + 7 * DAY_MS - 60_000) });
    expect(await app.database.db.select({ n: count() }).from(newsletterSubscriptions)).toEqual([{ n: 2 }]);
    await enforceRetention(app.database.db, { mailDir: "/nonexistent-mail-dir", now: new Date(BOOKING_NOW.getTime() + 7 * DAY_MS + 60_000) });
    expect((await app.database.db.select({ email: newsletterSubscriptions.email }).from(newsletterSubscriptions)).map((r) => r.email)).toEqual([NORMALIZED]);
  });
});
