// LGPD art. 18 on self-service, on both engines: the e-mailed link, the view, the erasure
// (searched for in every text column of every table), the suppression list, single use,
// no enumeration, limits and retention.
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, expect, it, vi } from "vitest";
import { QUESTIONS } from "../../contracts/maturity-assessment.ts";
import { ACCOUNT_API, BOOKING_API, CONSENT_API_PATH, DATA_RIGHTS_API, IDEMPOTENCY_HEADER, MATURITY_REPORT_PATH, QUOTES_PATH } from "../../contracts/api-paths.ts";
import { CONSENT_POLICY_VERSION } from "../../contracts/consent.ts";
import { MAIL_RECIPIENT_ROLES, type DataRightsOpened } from "../../contracts/data-rights-options.ts";
import { instantOf } from "../../contracts/zoned-time.ts";
import type { ServerConfig } from "../config.ts";
import { bookings, bookingSeats, consentRecords, dataRightsLinks, erasureSuppressions, idempotencyKeys, outbox, webhookDeliveries } from "../db/schema.ts";
import { enforceRetention } from "../retention.ts";
import { ORIGIN, sessionCookie, signUpAndConfirm, withCaptcha } from "../test/account-fixtures.ts";
import { confirmLatestHold } from "../test/booking-fixtures.ts";
import { EASY_ALTCHA, submissionLimitRows, validFields } from "../test/demo-request-fixtures.ts";
import { describeEachEngine, serversPerTest } from "../test/engines.ts";
import { postFromSite as post } from "../test/rights-fixtures.ts";
import { testSecret } from "../test/webhook-receiver.ts";
import { isSuppressed } from "./suppression.ts";

// Real proof-of-work captchas and many requests per test: a busy machine needs time.
vi.setConfig({ testTimeout: 180_000 });

/** The clock of these tests: Monday 23/11/2026, 10:00 in Brasília (demos bookable from noon). */
const NOW = instantOf("2026-11-23", 10 * 60, "America/Sao_Paulo");
const slot = (date: string, hour: number) => instantOf(date, hour * 60, "America/Sao_Paulo").toISOString();
const SALES = "comercial@tramita.com.br";
const UNLIMITED = { ...EASY_ALTCHA, ACCOUNT_RATE_LIMIT: "1000", ACCOUNT_EMAIL_RATE_LIMIT: "1000", ACCOUNT_MIN_RESPONSE_MS: "0", BOOKING_RATE_LIMIT: "1000", DEMO_RATE_LIMIT: "1000" };

interface Person {
  name: string;
  /** As typed on the forms (mixed case on purpose). */
  email: string;
  phone: string;
  phoneE164: string;
  company: string;
  consentId: string;
  /** A future demo of theirs. */
  slotStart: string;
}

const ZULEICA: Person = {
  name: "Zuleica Brandão Esteves",
  email: "Zuleica.Esteves@ConstrutoraAurora.com.br",
  phone: "+55 (21) 99123-4567",
  phoneE164: "+5521991234567",
  company: "Construtora Aurora",
  consentId: "3f1c2b7a-9d4e-4c5b-8a6f-1e2d3c4b5a69",
  slotStart: slot("2026-11-24", 14),
};
const TEODORO: Person = {
  name: "Teodoro Vasconcelos Filho",
  email: "teodoro@cartoriovasconcelos.com.br",
  phone: "+55 (31) 98876-5544",
  phoneE164: "+5531988765544",
  company: "Cartório Vasconcelos",
  consentId: "8a9b0c1d-2e3f-4a5b-9c6d-7e8f9a0b1c2d",
  slotStart: slot("2026-11-25", 10),
};
/** What of a person no table may hold after their erasure. */
const needlesOf = (p: Person) => [p.email, p.name, p.name.split(" ")[0]!, p.phone, p.phoneE164, campaignOf(p)];
/** The campaign each person's visit came from (their demo request's attribution). */
const campaignOf = (p: Person) => `campanha-${p.consentId.slice(0, 8)}`;

let clock = NOW;
afterEach(() => {
  clock = NOW;
});
const { server } = serversPerTest(UNLIMITED, (config) => {
  config.now = () => clock;
});

const ok = (res: { statusCode: number; body: string }, status: number) => expect(res.statusCode, res.body).toBe(status);

/** Everything a visitor can leave on the site, through the API as the pages send it. */
async function leaveEverything(app: FastifyInstance, p: Person) {
  const demo = { ...validFields({ name: p.name, email: p.email, phone: p.phone, company: p.company }), attribution: { last: { utm_source: "google", utm_medium: "cpc", utm_campaign: campaignOf(p), landing_path: "/contato" } } };
  ok(await post(app, "/api/demo-request", await withCaptcha(app, "demo-request", demo), { [IDEMPOTENCY_HEADER]: randomUUID() }), 201);
  const booking = { name: p.name, email: p.email, phone: p.phone, company: p.company, topic: "protocolos", notes: `Falar com ${p.name}.`, slotStart: p.slotStart, timeZone: "America/Sao_Paulo" };
  ok(await post(app, BOOKING_API.book, await withCaptcha(app, "booking", booking)), 201);
  ok(await confirmLatestHold(app), 200);
  // A demo that already happened (the API books only future slots).
  await app.database.db.insert(bookings).values({ ...booking, phoneE164: p.phoneE164, slotStart: new Date(slot("2026-10-06", 10)), ipHash: "h" });
  const report = { name: p.name, company: p.company, email: p.email, consent: true, answers: QUESTIONS.map(() => 2).join("") };
  ok(await post(app, MATURITY_REPORT_PATH, await withCaptcha(app, "maturity-report", report)), 201);
  const quote = { pricing: { users: 5, monthly_protocols: 150, storage_gb: 4, modules: [] }, period: "mensal", company: `${p.company} Ltda.`, cnpj: "11.222.333/0001-81", responsible: p.name, email: p.email };
  ok(await post(app, QUOTES_PATH, await withCaptcha(app, "quote", quote)), 201);

  const confirmed = await signUpAndConfirm(app, { name: p.name, email: p.email, company: p.company, phone: p.phone });
  ok(confirmed, 200);
  const cookie = sessionCookie(confirmed);
  ok(await app.inject({ method: "PUT", url: ACCOUNT_API.onboarding, payload: { step: "segmento", answers: { segment: "construtoras" } }, headers: { origin: ORIGIN, cookie } }), 200);
  ok(await post(app, ACCOUNT_API.onboardingInvites, { emails: [`colega.${p.consentId.slice(0, 4)}@exemplo.com.br`] }, { cookie }), 200);
  ok(await post(app, ACCOUNT_API.subscriptionChange, { tier: "ouro", period: "anual" }, { cookie }), 200);
  ok(await post(app, ACCOUNT_API.subscriptionCancel, { reason: `Decisão de ${p.name}, telefone ${p.phone}.` }, { cookie }), 200);
  ok(await post(app, CONSENT_API_PATH, { id: p.consentId, necessary: true, analytics: true, marketing: false, version: CONSENT_POLICY_VERSION, timestamp: clock.toISOString() }), 201);
  return { cookie };
}

/** Every text, varchar and JSON column of every table of the current schema. */
async function textColumns(app: FastifyInstance) {
  const { rows } = (await app.database.db.execute(
    sql`select table_name, column_name from information_schema.columns where table_schema = current_schema() and data_type in ('text', 'character varying', 'character', 'json', 'jsonb') order by table_name, column_name`,
  )) as unknown as { rows: { table_name: string; column_name: string }[] };
  return rows;
}

/** 'table.column: n' for each column holding `needle` (any case) in n rows. */
async function whereFound(app: FastifyInstance, needle: string): Promise<string[]> {
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const found: string[] = [];
  for (const { table_name, column_name } of await textColumns(app)) {
    const { rows } = (await app.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike ${pattern}`,
    )) as unknown as { rows: { n: number }[] };
    if (rows[0]!.n > 0) found.push(`${table_name}.${column_name}: ${rows[0]!.n}`);
  }
  return found;
}

const foundAll = async (app: FastifyInstance, p: Person) => Object.fromEntries(await Promise.all(needlesOf(p).map(async (n) => [n, await whereFound(app, n)] as const)));

/** The .eml files the mailer wrote (no SMTP server in these tests) that mention `needle`. */
function emlFilesWith(config: ServerConfig, needle: string): string[] {
  const dir = join(config.dataDir, "mail");
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((name) => readFileSync(join(dir, name), "utf8").toLowerCase().includes(needle.toLowerCase()));
}

/** Asks for the link as the page does; returns the answer and the token of the newest link mail. */
async function requestLink(app: FastifyInstance, email: string) {
  const res = await post(app, DATA_RIGHTS_API.request, await withCaptcha(app, "data-rights", { email }));
  const [mail] = await app.database.db.select().from(outbox).where(eq(outbox.kind, "data-rights.link")).orderBy(sql`${outbox.id} desc`).limit(1);
  const token = mail ? decodeURIComponent(/[?&]acesso=([^&\s"]+)/.exec(mail.text)?.[1] ?? "") : null;
  return { res, mail, token };
}

async function openData(app: FastifyInstance, token: string, consentId?: string) {
  const res = await post(app, DATA_RIGHTS_API.open, consentId ? { token, consentId } : { token });
  return { res, body: res.json() as DataRightsOpened };
}

const erase = (app: FastifyInstance, access: string) => post(app, DATA_RIGHTS_API.erase, { access, confirm: true });

/** Every row of the tables that hold visitors' data, to compare before and after. */
async function dataSnapshot(app: FastifyInstance) {
  const tables = ["leads", "bookings", "booking_seats", "maturity_report_leads", "quotes", "accounts", "account_tokens", "sessions", "subscription_changes", "onboarding_progress", "account_invitations", "consent_records", "idempotency_keys"];
  const snapshot: Record<string, unknown[]> = {};
  for (const table of tables) {
    const { rows } = (await app.database.db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t order by 1`)) as unknown as { rows: { row: string }[] };
    snapshot[table] = rows.map((r) => r.row);
  }
  return snapshot;
}

describeEachEngine("data-subject rights: the erasure", (engine) => {
  it("after erasure no table and no mail body holds the e-mail, the phone or the name; another visitor's data is untouched", async () => {
    const { app, config } = await server(engine);
    const { cookie } = await leaveEverything(app, ZULEICA);
    await leaveEverything(app, TEODORO);
    // A third account invites Zuleica to its team.
    const iara = sessionCookie(await signUpAndConfirm(app, { name: "Iara Quintela", email: "iara@quintela.com.br", company: "Quintela Associados", phone: "+55 (41) 99777-1234" }));
    expect((await post(app, ACCOUNT_API.onboardingInvites, { emails: [ZULEICA.email] }, { cookie: iara })).statusCode).toBe(200);
    // Some mail already went out (the .eml copies exist), some is still queued.
    // One round delivers 10 (the concurrency): the rest stays queued.
    expect(await app.outbox.drainOnce()).toBe(10);

    const { res, token } = await requestLink(app, ` ${ZULEICA.email.toUpperCase()} `);
    expect(res.statusCode).toBe(202);
    const opened = await openData(app, token!, ZULEICA.consentId);
    expect(opened.res.statusCode).toBe(200);
    expect(opened.res.headers["cache-control"]).toBe("no-store");

    // The view lists every record tied to the address, in every group.
    const { view } = opened.body;
    expect(view.email).toBe(ZULEICA.email.toLowerCase());
    expect(view.demoRequests).toEqual([expect.objectContaining({ name: ZULEICA.name, phone: ZULEICA.phone, company: ZULEICA.company })]);
    expect(view.bookings.map((b) => [b.slotStart, b.status])).toEqual([[slot("2026-10-06", 10), "confirmed"], [ZULEICA.slotStart, "confirmed"]]);
    expect(view.maturityReports).toEqual([expect.objectContaining({ name: ZULEICA.name, score: expect.any(Number) })]);
    expect(view.quotes).toEqual([expect.objectContaining({ responsible: ZULEICA.name, company: `${ZULEICA.company} Ltda.` })]);
    expect(view.account).toMatchObject({ name: ZULEICA.name, status: "canceled", onboarding: { answers: { segment: "construtoras" } }, invitationsSent: [{ email: "colega.3f1c@exemplo.com.br" }] });
    expect(view.account!.subscriptionHistory.map((h) => h.kind)).toEqual(["trial-started", "plan-changed", "canceled"]);
    expect(view.account!.sessions).toHaveLength(1);
    expect(view.invitationsReceived).toEqual([expect.objectContaining({ company: "Quintela Associados" })]);
    // Where each conversion came from: the demo request's campaign, the others' unknown.
    expect(view.attributions.map((a) => a.conversion).toSorted()).toEqual(["booking", "demo-request", "maturity-report", "quote", "trial"]);
    expect(view.attributions.find((a) => a.conversion === "demo-request")).toMatchObject({ channel: "paid-search", lastTouch: { campaign: campaignOf(ZULEICA), landing_path: "/contato" } });
    // Third parties appear by role, never by address.
    expect(view.mail.map((m) => m.to)).toEqual(expect.arrayContaining([MAIL_RECIPIENT_ROLES.sales, ZULEICA.email, MAIL_RECIPIENT_ROLES.invitedColleague, ZULEICA.email.toLowerCase()]));
    expect(view.mail.map((m) => m.to)).not.toContain(SALES);
    expect(view.mail.map((m) => m.to)).not.toContain("colega.3f1c@exemplo.com.br");
    expect(view.mail.some((m) => m.status === "pending")).toBe(true);
    expect(view.accessRequests).toEqual([expect.objectContaining({ openedAt: NOW.toISOString() })]);
    expect(view.cookieConsent).toMatchObject({ consentId: ZULEICA.consentId, records: [{ analytics: true, marketing: false, policyVersion: CONSENT_POLICY_VERSION }] });
    expect(view.previousErasureAt).toBeNull();
    expect(JSON.stringify(view)).not.toContain(TEODORO.name);

    // Before: the search does find them, in many places (it would pass vacuously otherwise).
    const before = await whereFound(app, ZULEICA.email);
    for (const column of ["leads.email", "attributions.email", "bookings.email", "maturity_report_leads.email", "quotes.email", "accounts.email", "account_invitations.email", "outbox.to_address", "outbox.reply_to", "outbox.text_body", "outbox.html_body", "outbox.attachments", "data_rights_links.email"]) {
      expect(before.some((hit) => hit.startsWith(`${column}:`)), column).toBe(true);
    }
    expect(await whereFound(app, campaignOf(ZULEICA))).toEqual(expect.arrayContaining(["attributions.campaign: 1", "attributions.last_touch: 1"]));
    expect(await whereFound(app, ZULEICA.phoneE164)).toEqual(expect.arrayContaining([expect.stringMatching(/^leads\.phone_e164/), expect.stringMatching(/^accounts\.phone_e164/)]));
    expect(emlFilesWith(config, ZULEICA.email).length).toBeGreaterThan(3);
    const teodoroBefore = await foundAll(app, TEODORO);
    const consentBefore = await app.database.db.select().from(consentRecords).where(eq(consentRecords.consentId, ZULEICA.consentId));

    const erased = await erase(app, opened.body.access);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toEqual({ ok: true, told: [] });

    // Only the confirmation's recipient holds the address until it is delivered.
    expect(await whereFound(app, ZULEICA.email)).toEqual(["outbox.to_address: 1"]);
    const [confirmation] = await app.database.db.select().from(outbox).where(eq(outbox.kind, "ephemeral.data-rights.erased"));
    expect(confirmation).toMatchObject({ to: ZULEICA.email.toLowerCase(), status: "pending", subject: "Seus dados foram excluídos do Tramita" });
    expect(confirmation!.text).toContain("Registros das escolhas de cookies deste navegador");
    expect(await app.outbox.drainOnce()).toBeGreaterThan(0);
    expect(await app.database.db.select().from(outbox).where(eq(outbox.id, confirmation!.id))).toEqual([expect.objectContaining({ status: "sent", subject: "[apagado]", text: "", to: "[apagado]@construtoraaurora.com.br" })]);

    // After: nowhere, in no table and no column.
    for (const needle of needlesOf(ZULEICA)) expect(await whereFound(app, needle), needle).toEqual([]);
    // The .eml copies of the erased mail are gone (the confirmation's own is the delivery).
    expect(emlFilesWith(config, ZULEICA.email)).toHaveLength(1);
    // The other visitor: every occurrence still where it was.
    expect(await foundAll(app, TEODORO)).toEqual(teodoroBefore);
    // The future demo was cancelled: seat freed, sales told, without who.
    expect(await app.database.db.select().from(bookingSeats).where(eq(bookingSeats.slotStart, new Date(ZULEICA.slotStart)))).toEqual([]);
    expect(await app.database.db.select({ n: count() }).from(bookingSeats)).toEqual([{ n: 1 }]);
    const notices = await app.database.db.select().from(outbox).where(eq(outbox.kind, "booking.cancelled.sales"));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ to: SALES, status: "sent" });
    // A retry of the erased demo request cannot replay its id: only Teodoro's key is left.
    expect(await app.database.db.select({ n: count() }).from(idempotencyKeys)).toEqual([{ n: 1 }]);
    // Proof of cookie consent stays, exactly as it was.
    expect(await app.database.db.select().from(consentRecords).where(eq(consentRecords.consentId, ZULEICA.consentId))).toEqual(consentBefore);
    // Sessions ended.
    expect((await app.inject({ url: ACCOUNT_API.session, headers: { cookie } })).statusCode).toBe(401);
    // The suppression list has the address, by keyed hash only.
    expect(await isSuppressed(app.database.db, ZULEICA.email)).toBe(true);
    expect(await isSuppressed(app.database.db, ` ${ZULEICA.email.toUpperCase()}`)).toBe(true);
    expect(await isSuppressed(app.database.db, TEODORO.email)).toBe(false);
    expect(await app.database.db.select({ n: count() }).from(erasureSuppressions)).toEqual([{ n: 1 }]);
  });

  it("sends the usual cancellation notice to sales for a future demo, naming the company and the time but not the person", async () => {
    const { app } = await server(engine);
    const booking = { name: ZULEICA.name, email: ZULEICA.email, phone: ZULEICA.phone, company: ZULEICA.company, topic: "protocolos", notes: "", slotStart: ZULEICA.slotStart };
    expect((await post(app, BOOKING_API.book, await withCaptcha(app, "booking", booking))).statusCode).toBe(201);
    expect((await confirmLatestHold(app)).statusCode).toBe(200);
    const { token } = await requestLink(app, ZULEICA.email);
    expect((await erase(app, (await openData(app, token!)).body.access)).statusCode).toBe(200);
    const [notice] = await app.database.db.select().from(outbox).where(eq(outbox.kind, "booking.cancelled.sales"));
    expect(notice).toMatchObject({ to: SALES, replyTo: null, subject: "Demonstração cancelada: Construtora Aurora, 24/11/2026 às 14:00" });
    expect(notice!.text).toContain("Nome: Dados excluídos a pedido do titular (LGPD)");
    expect(notice!.attachments![0]!.content).toContain("METHOD:CANCEL");
  });

  it("a second erasure is a no-op with the same answer, through the same access or a new link", async () => {
    const { app } = await server(engine);
    await leaveEverything(app, ZULEICA);
    await leaveEverything(app, TEODORO);
    const { token } = await requestLink(app, ZULEICA.email);
    const { access } = (await openData(app, token!)).body;
    expect((await erase(app, access)).json()).toEqual({ ok: true, told: [] });
    const after = await dataSnapshot(app);
    const mailAfter = await app.database.db.select().from(outbox).orderBy(asc(outbox.id));

    // The same access again: the same answer, and nothing at all happens.
    const again = await erase(app, access);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, told: [] });
    expect(await dataSnapshot(app)).toEqual(after);
    expect(await app.database.db.select().from(outbox).orderBy(asc(outbox.id))).toEqual(mailAfter);

    // A new link for the address: nothing left to show but the erasure itself, and erasing
    // again changes no data.
    const second = await requestLink(app, ZULEICA.email);
    const reopened = await openData(app, second.token!);
    expect(reopened.body.view).toMatchObject({ demoRequests: [], bookings: [], maturityReports: [], quotes: [], account: null, invitationsReceived: [], previousErasureAt: NOW.toISOString() });
    const once = await erase(app, reopened.body.access);
    expect(once.statusCode).toBe(200);
    expect(once.json()).toEqual({ ok: true, told: [] });
    expect(await dataSnapshot(app)).toEqual(after);
    expect(await app.database.db.select({ n: count() }).from(erasureSuppressions)).toEqual([{ n: 1 }]);
  });

  it("withdraws every queued event about the address, delivered or not, and tells no receiver that never got one", async () => {
    // Destinations configured, no delivery worker: the queue itself is what is checked (what
    // receivers that did get the person are told: erasure-receivers.test.ts).
    const { app } = await server(engine, {
      CRM_WEBHOOK_URL: "http://127.0.0.1:9/crm", CRM_WEBHOOK_SECRET: testSecret("c"),
      PLATFORM_WEBHOOK_URL: "http://127.0.0.1:9/plataforma", PLATFORM_WEBHOOK_SECRET: testSecret("p"),
    });
    await leaveEverything(app, ZULEICA);
    await leaveEverything(app, TEODORO);
    const zuleica = ZULEICA.email.toLowerCase();
    const payloads = async () => (await app.database.db.select().from(webhookDeliveries)).map((row) => ({ ...row, text: JSON.stringify(row.payload).toLowerCase() }));
    expect((await payloads()).some((row) => row.text.includes(zuleica))).toBe(true);
    const teodoro = (await payloads()).filter((row) => row.text.includes(TEODORO.email.toLowerCase())).length;

    const { token } = await requestLink(app, ZULEICA.email);
    const erased = await erase(app, (await openData(app, token!)).body.access);
    expect(erased.json()).toEqual({ ok: true, told: [] });
    const after = await payloads();
    expect(after.filter((row) => row.text.includes(zuleica))).toEqual([]);
    expect(after.filter((row) => row.text.includes(TEODORO.email.toLowerCase()))).toHaveLength(teodoro);
    expect(after.filter((row) => row.eventType === "data_subject.erased")).toEqual([]);
  });

  it("an address on the suppression list may come back by its own will: a new demo request is taken", async () => {
    const { app } = await server(engine);
    const { token } = await requestLink(app, ZULEICA.email);
    expect((await erase(app, (await openData(app, token!)).body.access)).statusCode).toBe(200);
    expect(await isSuppressed(app.database.db, ZULEICA.email)).toBe(true);
    const back = await post(app, "/api/demo-request", await withCaptcha(app, "demo-request", validFields({ name: ZULEICA.name, email: ZULEICA.email })));
    expect(back.statusCode).toBe(201);
  });
});

describeEachEngine("data-subject rights: the link", (engine) => {
  it("cannot be reused: the first exchange wins, a second is refused; a made-up or expired link opens nothing", async () => {
    const { app } = await server(engine);
    const { mail, token } = await requestLink(app, ZULEICA.email);
    expect(mail!.text).toContain(`http://localhost:3000/privacidade/meus-dados?acesso=${token}`);
    // Only hashes at rest.
    const [row] = await app.database.db.select().from(dataRightsLinks);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.expiresAt.getTime() - NOW.getTime()).toBe(30 * 60_000);

    // Two concurrent clicks: one wins.
    const [first, second] = await Promise.all([openData(app, token!), openData(app, token!)]);
    expect([first.res.statusCode, second.res.statusCode].toSorted()).toEqual([200, 410]);
    const third = await openData(app, token!);
    expect(third.res.statusCode).toBe(410);
    expect(third.res.json()).toEqual({ code: "TOKEN_USED", error: "Este link já foi usado. Por segurança, cada link abre os seus dados uma única vez. Peça um novo." });
    const winner = first.res.statusCode === 200 ? first : second;
    expect(JSON.stringify(await app.database.db.select().from(dataRightsLinks))).not.toContain(winner.body.access);

    expect((await openData(app, "x".repeat(43))).res.json()).toMatchObject({ code: "TOKEN_INVALID" });
    expect((await post(app, DATA_RIGHTS_API.open, { token: "" })).statusCode).toBe(400);

    const late = await requestLink(app, ZULEICA.email);
    clock = new Date(NOW.getTime() + 31 * 60_000);
    const expired = await openData(app, late.token!);
    expect(expired.res.statusCode).toBe(410);
    expect(expired.res.json().code).toBe("TOKEN_EXPIRED");
  });

  it("an access past its 30 minutes erases nothing; a missing confirmation neither", async () => {
    const { app } = await server(engine);
    await post(app, "/api/demo-request", await withCaptcha(app, "demo-request", validFields({ email: ZULEICA.email })));
    const { token } = await requestLink(app, ZULEICA.email);
    const { access } = (await openData(app, token!)).body;
    const unconfirmed = await post(app, DATA_RIGHTS_API.erase, { access });
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().fields.confirm).toBe("Marque a confirmação para excluir os dados.");
    clock = new Date(NOW.getTime() + 31 * 60_000);
    const late = await erase(app, access);
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe("ACCESS_EXPIRED");
    expect((await erase(app, "y".repeat(43))).statusCode).toBe(401);
    expect(await whereFound(app, "Mariana Lopes")).toContain("leads.name: 1");
  });

  it("an unknown e-mail gets the same answer, the same e-mail and the same timing class as a known one", async () => {
    const MIN_MS = 150;
    const { app } = await server(engine, { ACCOUNT_MIN_RESPONSE_MS: String(MIN_MS), ACCOUNT_EMAIL_RATE_LIMIT: "2" });
    await leaveEverything(app, ZULEICA);
    const answers = [];
    for (const email of [ZULEICA.email, "ninguem@desconhecido.com.br"]) {
      const body = await withCaptcha(app, "data-rights", { email });
      const started = performance.now();
      const res = await post(app, DATA_RIGHTS_API.request, body);
      const took = performance.now() - started;
      expect(took).toBeGreaterThanOrEqual(MIN_MS);
      const [mail] = await app.database.db.select().from(outbox).where(and(eq(outbox.kind, "data-rights.link"), eq(outbox.to, email.toLowerCase())));
      answers.push({ status: res.statusCode, body: res.json(), subject: mail?.subject, text: mail?.text.replace(/acesso=[\w-]+/, "acesso=…") });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({ status: 202, body: { ok: true } });
    // An unknown address's page says there is nothing (art. 18, I: confirmation).
    const { token } = await requestLink(app, "ninguem@desconhecido.com.br");
    expect((await openData(app, token!)).body.view).toMatchObject({ demoRequests: [], bookings: [], account: null, mail: [expect.objectContaining({ to: "ninguem@desconhecido.com.br" }), expect.anything()] });
    // Past the per-address limit: the same answer, no more mail, and still the floor time.
    const started = performance.now();
    const over = await post(app, DATA_RIGHTS_API.request, await withCaptcha(app, "data-rights", { email: "NINGUEM@desconhecido.com.br" }));
    expect(performance.now() - started).toBeGreaterThanOrEqual(MIN_MS);
    expect(over.json()).toEqual({ ok: true });
    expect(await app.database.db.select({ n: count() }).from(outbox).where(eq(outbox.to, "ninguem@desconhecido.com.br"))).toEqual([{ n: 2 }]);
  });
});

describeEachEngine("data-subject rights: the request pipeline", (engine) => {
  it("refuses a bad e-mail (422) and a missing or bad captcha (before counting anything), then limits per IP with 429", async () => {
    const { app } = await server(engine, { ACCOUNT_RATE_LIMIT: "2" });
    const bad = await post(app, DATA_RIGHTS_API.request, await withCaptcha(app, "data-rights", { email: "sem-arroba" }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields.email).toBe("Informe um e-mail válido.");
    expect((await post(app, DATA_RIGHTS_API.request, { email: ZULEICA.email })).statusCode).toBe(422);
    const forged = await post(app, DATA_RIGHTS_API.request, { email: ZULEICA.email, captchaToken: "aGVsbG8=" });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toMatch(/^CAPTCHA_/);
    expect(await app.database.db.select({ n: count() }).from(dataRightsLinks)).toEqual([{ n: 0 }]);
    expect(await submissionLimitRows(app)).toEqual([]);

    for (let i = 0; i < 2; i++) expect((await post(app, DATA_RIGHTS_API.request, await withCaptcha(app, "data-rights", { email: `p${i}@exemplo.com.br` }))).statusCode).toBe(202);
    const limited = await post(app, DATA_RIGHTS_API.request, await withCaptcha(app, "data-rights", { email: "p9@exemplo.com.br" }));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Você enviou muitas solicitações seguidas\. Tente novamente em \d+ minutos?\.$/);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("refuses a request from another site's page (same-origin check)", async () => {
    const { app } = await server(engine);
    const res = await post(app, DATA_RIGHTS_API.request, await withCaptcha(app, "data-rights", { email: ZULEICA.email }), { origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(await app.database.db.select({ n: count() }).from(dataRightsLinks)).toEqual([{ n: 0 }]);
  });
});

const linkAt = (createdAt: Date) => ({ tokenHash: randomUUID(), email: "ana@exemplo.com.br", createdAt, expiresAt: createdAt });

describeEachEngine("data-subject rights: retention", (engine) => {
  it("the hourly housekeeping drops links a day after their request and suppression entries after 5 years", async () => {
    const { app, config } = await server(engine);
    const db = app.database.db;
    const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);
    await db.insert(dataRightsLinks).values([linkAt(hoursAgo(25)), linkAt(hoursAgo(23))]);
    await db.insert(erasureSuppressions).values([
      { emailHash: "velho", erasedAt: new Date("2021-11-22T12:00:00Z") },
      { emailHash: "recente", erasedAt: new Date("2021-11-24T12:00:00Z") },
    ]);
    await enforceRetention(db, { mailDir: join(config.dataDir, "mail"), now: NOW });
    expect((await db.select().from(dataRightsLinks)).map((l) => l.createdAt)).toEqual([hoursAgo(23)]);
    expect((await db.select().from(erasureSuppressions)).map((s) => s.emailHash)).toEqual(["recente"]);
  });
});
