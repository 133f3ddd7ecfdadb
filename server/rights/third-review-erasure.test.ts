// Third outside security review, on both engines: a sign-up's idempotency fingerprint cannot
// be checked against a guessed password; an erasure drops every form's recorded idempotency
// answers about the person, not only the demo request's; and a delivery in flight when the
// erasure commits still gets the destination told.
import { createHash, randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect, it, vi } from "vitest";
import { signupBodySchema } from "../../contracts/account.ts";
import { ACCOUNT_API, BOOKING_API, DATA_RIGHTS_API, IDEMPOTENCY_HEADER, MATURITY_REPORT_PATH, NEWSLETTER_API, QUOTES_PATH } from "../../contracts/api-paths.ts";
import { captchaFormAt } from "../../contracts/forms.ts";
import { QUESTIONS } from "../../contracts/maturity-assessment.ts";
import { NEWSLETTER_CONSENT_VERSION } from "../../contracts/newsletter-options.ts";
import { instantOf } from "../../contracts/zoned-time.ts";
import { idempotencyKeys } from "../db/schema.ts";
import { sharedSecret } from "../db/secrets.ts";
import { signupFields } from "../test/account-fixtures.ts";
import { solvedAltchaToken, validFields } from "../test/demo-request-fixtures.ts";
import { describeEachEngine, serversPerTest } from "../test/engines.ts";
import { BOOKING_NOW, JOURNEY_ENV } from "../test/event-journeys.ts";
import { erase, openRights, postFromSite as post } from "../test/rights-fixtures.ts";
import { startWebhookReceiver, testSecret } from "../test/webhook-receiver.ts";
import { createWebhookWorker } from "../webhooks/worker.ts";

vi.setConfig({ testTimeout: 180_000 });

const { server, cleanups } = serversPerTest(JOURNEY_ENV, (config) => {
  config.now = () => BOOKING_NOW;
});

const keyRows = (app: FastifyInstance, keys: string[]) => app.database.db.select().from(idempotencyKeys).where(inArray(idempotencyKeys.key, keys));

describeEachEngine("third security review: the sign-up's idempotency fingerprint", (engine) => {
  it("keys the sign-up's idempotency fingerprint, which covers the password: a guessed password cannot be checked against it, and no stored answer holds it (review 3, low: fast hash over the password)", async () => {
    const { app } = await server(engine);
    const password = "Cimento-e-Areia-2026";
    const body = { ...signupFields({ password }), captchaToken: await solvedAltchaToken(app, "signup") };
    const key = randomUUID();
    const first = await post(app, ACCOUNT_API.signup, body, { [IDEMPOTENCY_HEADER]: key });
    expect(first.statusCode, first.body).toBe(202);
    const rows = await keyRows(app, [key]);
    expect(rows).toHaveLength(1);

    // Whoever reads the row (a backup, a dump) knows every other field of a sign-up it saw:
    // a fast hash over the fields would let them test a dictionary of passwords offline.
    const { captchaToken: _captcha, website: _honeypot, attribution: _origin, mailingConsent: _optIn, ...fields } = signupBodySchema.parse(body);
    const unkeyed = (guess: string) => createHash("sha256").update(JSON.stringify({ ...fields, password: guess })).digest("base64url");
    expect(["123456", "obra-segura-2026", password, "Cimento-e-Areia-2025"].map(unkeyed)).not.toContain(rows[0]!.requestHash);
    expect(JSON.stringify(rows)).not.toContain(password);

    // The fingerprint still tells sign-ups apart: the same key with another password is
    // refused, not answered as the first; with the same body it is the first's answer.
    const otherPassword = await post(app, ACCOUNT_API.signup, { ...body, password: "outra-senha-2026" }, { [IDEMPOTENCY_HEADER]: key });
    expect(otherPassword.statusCode).toBe(422);
    expect(otherPassword.json()).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" });
    const replay = await post(app, ACCOUNT_API.signup, body, { [IDEMPOTENCY_HEADER]: key });
    expect(replay.statusCode).toBe(202);
    expect(replay.headers["idempotent-replay"]).toBe("true");
  });
});

interface Person {
  name: string;
  email: string;
  company: string;
  phone: string;
  /** Their demo booking's slot. */
  slotStart: string;
}

const brasilia = (date: string, hour: number) => instantOf(date, hour * 60, "America/Sao_Paulo").toISOString();
const ZULEICA: Person = { name: "Zuleica Brandão Esteves", email: "Zuleica.Esteves@ConstrutoraAurora.com.br", company: "Construtora Aurora", phone: "+55 (21) 99123-4567", slotStart: brasilia("2026-11-24", 14) };
const TEODORO: Person = { name: "Teodoro Vasconcelos Filho", email: "teodoro@cartoriovasconcelos.com.br", company: "Cartório Vasconcelos", phone: "+55 (31) 98876-5544", slotStart: brasilia("2026-11-25", 10) };

/** Every form that takes an Idempotency-Key, filled in by `p` with a key each: the keys. */
async function submitEveryForm(app: FastifyInstance, p: Person): Promise<Record<string, string>> {
  const forms: [string, string, object, number][] = [
    ["demo request", "/api/demo-request", validFields({ name: p.name, email: p.email, phone: p.phone, company: p.company }), 201],
    ["booking", BOOKING_API.book, { name: p.name, email: p.email, phone: p.phone, company: p.company, topic: "protocolos", notes: `Falar com ${p.name}.`, slotStart: p.slotStart, timeZone: "America/Sao_Paulo" }, 201],
    ["sign-up", ACCOUNT_API.signup, signupFields({ name: p.name, email: p.email, company: p.company, phone: p.phone }), 202],
    ["quote", QUOTES_PATH, { pricing: { users: 5, monthly_protocols: 150, storage_gb: 4, modules: [] }, period: "mensal", company: `${p.company} Ltda.`, cnpj: "11.222.333/0001-81", responsible: p.name, email: p.email }, 201],
    ["maturity report", MATURITY_REPORT_PATH, { name: p.name, company: p.company, email: p.email, consent: true, answers: QUESTIONS.map(() => 2).join("") }, 201],
    ["newsletter", NEWSLETTER_API.subscribe, { email: p.email, consent: true, consentVersion: NEWSLETTER_CONSENT_VERSION }, 202],
    ["data-rights request", DATA_RIGHTS_API.request, { email: p.email }, 202],
  ];
  const keys: Record<string, string> = {};
  for (const [form, url, fields, status] of forms) {
    keys[form] = randomUUID();
    const res = await post(app, url, { ...fields, captchaToken: await solvedAltchaToken(app, captchaFormAt(url)) }, { [IDEMPOTENCY_HEADER]: keys[form] });
    expect(res.statusCode, `${form}: ${res.body}`).toBe(status);
  }
  return keys;
}

describeEachEngine("third security review: an erasure drops every form's recorded idempotency answers", (engine) => {
  it("after an erasure no recorded idempotency answer of the demo request, booking, sign-up, quote, maturity report, newsletter or data-rights form is left about the person; another visitor's stay (review 3: an erasure dropped only the demo request's)", async () => {
    const { app } = await server(engine);
    const hers = await submitEveryForm(app, ZULEICA);
    const his = await submitEveryForm(app, TEODORO);
    // Before: each form recorded its answer, and the booking's names her (the search below is not vacuous).
    const before = await keyRows(app, Object.values(hers));
    expect(before.map((row) => row.responseStatus)).toEqual(expect.arrayContaining([201, 202]));
    expect(before).toHaveLength(7);
    expect(JSON.stringify(before)).toContain(ZULEICA.name);

    // The address as she types it on the rights page, in other case and spacing.
    await erase(app, (await openRights(app, ` ${ZULEICA.email.toUpperCase()}`)).access);

    for (const [form, key] of Object.entries(hers)) expect(await keyRows(app, [key]), form).toEqual([]);
    const left = JSON.stringify(await app.database.db.select().from(idempotencyKeys));
    for (const needle of [ZULEICA.email, ZULEICA.email.toLowerCase(), ZULEICA.name, ZULEICA.company]) expect(left, needle).not.toContain(needle);
    expect((await keyRows(app, Object.values(his))).map((row) => row.key).toSorted()).toEqual(Object.values(his).toSorted());
    expect(left).toContain(TEODORO.name);

    // A retry of her booking with its key is a new submission, not a replay of the erased one.
    const retry = await post(app, BOOKING_API.book, { name: ZULEICA.name, email: ZULEICA.email, phone: ZULEICA.phone, company: ZULEICA.company, topic: "protocolos", notes: "", slotStart: ZULEICA.slotStart, timeZone: "America/Sao_Paulo", captchaToken: await solvedAltchaToken(app, "booking") }, { [IDEMPOTENCY_HEADER]: hers.booking! });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers["idempotent-replay"]).toBeUndefined();
  });
});

describeEachEngine("third security review: an erasure racing the first delivery about the person", (engine) => {
  it("an erasure that commits while the first delivery's request is in flight still sends the erasure to that receiver (review 3: the recipient was recorded only after success)", async () => {
    const crm = await startWebhookReceiver(testSecret("c"));
    const { app, config } = await server(engine, { CRM_WEBHOOK_URL: crm.url, CRM_WEBHOOK_SECRET: testSecret("c") });
    // The server's own worker logic on its database, with an attempt that never times out
    // here: the receiver holds the request until the test releases it.
    const worker = createWebhookWorker({ db: app.database.db, settings: config.webhooks, recipientKey: await sharedSecret(app.database.db, "ip-hash"), pollMs: 60_000, timeoutMs: 600_000, leaseMs: 700_000 });
    // The receiver closes first, so a held request never outlives a failed test.
    cleanups.push(() => worker.stop(), crm.close);

    const demo = await post(app, "/api/demo-request", { ...validFields({ name: ZULEICA.name, email: ZULEICA.email }), captchaToken: await solvedAltchaToken(app, "demo-request") });
    expect(demo.statusCode, demo.body).toBe(201);
    const { access } = await openRights(app, ZULEICA.email);

    crm.setMode("hang");
    const firstDelivery = worker.drainOnce();
    await vi.waitFor(() => expect(crm.attempts.map((a) => a.body.type)).toEqual(["lead.created"]), { timeout: 60_000, interval: 20 });

    // The erasure commits while the CRM holds the lead's delivery: the CRM is among those told.
    expect(await erase(app, access)).toEqual({ ok: true, told: ["crm"] });
    crm.release();
    await firstDelivery;
    expect(crm.types()).toEqual(["lead.created"]);

    expect(await worker.drainOnce()).toBe(1);
    expect(crm.types()).toEqual(["lead.created", "data_subject.erased"]);
    // Told, it is forgotten: the index keeps nothing about her.
    const again = await openRights(app, ZULEICA.email);
    expect(again.view.sharedWith).toEqual([]);
  });
});
