// A confirmed booking's reminders and the host's outcome request, on both engines: each
// BOOKING_REMINDERS offset sent once through the outbox when the bookings' clock reaches it
// (minutes here, so nothing waits), none for a cancelled booking, re-planned on reschedule,
// skipped when the booking came closer to the start than the offset, once across two instances
// on one PostgreSQL; the outcome page's POST (a GET changes nothing) emitting booking.no_show to
// a real CRM receiver, and the bookings, the outcome and quotes reaching RD Station.
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, expect, it, vi } from "vitest";
import { BOOKING_API, BOOKING_TOKEN_PARAM } from "../../contracts/api-paths.ts";
import type { BookingBody } from "../../contracts/booking.ts";
import { BOOKING_OUTCOME_PARAM } from "../../contracts/booking-outcome.ts";
import { instantOf } from "../../contracts/zoned-time.ts";
import { buildServer } from "../app.ts";
import type { ServerConfig } from "../config.ts";
import { bookingFollowups, bookings, outbox } from "../db/schema.ts";
import { bookingLinkToken, confirmLatestHold } from "../test/booking-fixtures.ts";
import { EASY_ALTCHA, solvedAltchaToken } from "../test/demo-request-fixtures.ts";
import { describeEachEngine, testConfig, type Engine } from "../test/engines.ts";
import { createQuote } from "../test/event-journeys.ts";
import { scanLink, withServedPages } from "../test/link-scanner.ts";
import { RDSTATION_FAKE_APP, startRdStationFake } from "../test/rdstation-fake.ts";
import { startWebhookReceiver, testSecret } from "../test/webhook-receiver.ts";
import { RDSTATION_CONVERSION_IDENTIFIERS } from "../webhooks/rdstation.ts";
import { movableClock } from "../test/movable-clock.ts";

// A fresh PGlite server, real proof-of-work captchas and two workers draining, on a shared busy machine.
vi.setConfig({ testTimeout: 120_000 });

const brasilia = (date: string, clock: string) => {
  const [h, m] = clock.split(":").map(Number) as [number, number];
  return instantOf(date, h * 60 + m, "America/Sao_Paulo");
};
/** Monday 23/11/2026, 10:00 in Brasília; the demo is on Tuesday at 14:00. */
const NOW = brasilia("2026-11-23", "10:00");
const TUESDAY_14H = brasilia("2026-11-24", "14:00");
const minutesBefore = (at: Date, minutes: number) => new Date(at.getTime() - minutes * 60_000);

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** The bookings' clock of every server of a test; a test moves it. */
const clock = movableClock(NOW);

const LIMITS = { BOOKING_RATE_LIMIT: "1000", BOOKING_ACTIVE_PER_CONTACT: "100", BOOKING_ACTIVE_PER_ADDRESS: "100", BOOKING_ADDRESS_HOURLY_CAP: "1000", BOOKING_HOURLY_CAP: "1000" };

async function start(config: ServerConfig) {
  config.now = clock.now;
  const app = await buildServer(config);
  cleanups.push(() => app.close());
  return app;
}

/** A server on the test clock with reminders 24 hours and 2 minutes ahead, unless `env` says otherwise. */
function server(engine: Engine, env: NodeJS.ProcessEnv = {}) {
  return start(testConfig(engine, { ...EASY_ALTCHA, ...LIMITS, BOOKING_REMINDERS: "24h,2m", PUBLIC_SITE_URL: "https://agenda.exemplo.test", WEBHOOK_RETRY_SCHEDULE: "20ms,20ms", ...env }));
}

const fields = (slotStart: Date, overrides: Partial<BookingBody> = {}) => ({
  name: "Mariana Lopes",
  email: "mariana@contabilhorizonte.com.br",
  phone: "+55 (11) 98765-4321",
  company: "Contábil Horizonte",
  topic: "protocolos",
  slotStart: slotStart.toISOString(),
  ...overrides,
});

/** Books `slotStart` and confirms it from the hold's e-mail, as a visitor does; the booking's id. */
async function bookConfirmed(app: FastifyInstance, slotStart = TUESDAY_14H, overrides: Partial<BookingBody> = {}): Promise<string> {
  const held = await app.inject({ method: "POST", url: BOOKING_API.book, payload: { ...fields(slotStart, overrides), captchaToken: await solvedAltchaToken(app, "booking") } });
  expect(held.statusCode, held.body).toBe(201);
  const confirmed = await confirmLatestHold(app);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const [booking] = await app.database.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.slotStart, slotStart));
  return booking!.id;
}

const mailsOf = async (app: FastifyInstance, kind: string) => (await app.database.db.select().from(outbox).orderBy(asc(outbox.id))).filter((m) => m.kind === kind);
const reminders = (app: FastifyInstance) => mailsOf(app, "booking.reminder.visitor");
const planned = async (app: FastifyInstance) => (await app.database.db.select().from(bookingFollowups)).map((row) => row.purpose).toSorted();

/** Moves the clock to `at` and dispatches what is due; how many mails were queued. */
async function dispatchAt(app: FastifyInstance, when: Date) {
  clock.moveTo(when);
  return app.followups.dispatchOnce();
}

describeEachEngine("booking reminders", (engine) => {
  it("sends each BOOKING_REMINDERS offset once, when the bookings' clock reaches it, with the manage links and no join link without a host", async () => {
    const app = await server(engine, { METRICS_TOKEN: "token-de-metricas-0123456789" });
    await bookConfirmed(app);
    expect(await planned(app)).toEqual(["outcome", "reminder:1440", "reminder:2"]);

    expect(await dispatchAt(app, minutesBefore(TUESDAY_14H, 24 * 60 + 1))).toBe(0);
    expect(await dispatchAt(app, minutesBefore(TUESDAY_14H, 24 * 60))).toBe(1);
    expect(await dispatchAt(app, minutesBefore(TUESDAY_14H, 3))).toBe(0);
    expect(await dispatchAt(app, minutesBefore(TUESDAY_14H, 2))).toBe(1);
    // Dispatching again, or later, sends nothing more.
    expect(await dispatchAt(app, TUESDAY_14H)).toBe(0);

    const sent = await reminders(app);
    expect(sent.map((m) => m.text.match(/começa em [^.]+/)?.[0])).toEqual(["começa em 24 horas", "começa em 2 minutos"]);
    const manageToken = await bookingLinkToken(app, "booking.booked.visitor");
    for (const mail of sent) {
      expect(mail.to).toBe("mariana@contabilhorizonte.com.br");
      expect(mail.carriesToken).toBe(true);
      expect(mail.text).toContain(`https://agenda.exemplo.test/agendamento?${BOOKING_TOKEN_PARAM}=${encodeURIComponent(manageToken)}&acao=remarcar`);
      expect(mail.text).toContain(`${BOOKING_TOKEN_PARAM}=${encodeURIComponent(manageToken)}&acao=cancelar`);
      expect(mail.text).not.toContain("Entrar na videochamada");
    }
    expect(await planned(app)).toEqual(["outcome"]);

    // /metrics counts the reminders delivered.
    expect(await app.outbox.drainOnce()).toBeGreaterThanOrEqual(2);
    const metrics = await app.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer token-de-metricas-0123456789" } });
    expect(metrics.body).toMatch(/^tramita_booking_reminders_sent 2$/m);
  });

  it("skips an offset the booking was made closer to the start than, and plans none after a cancellation", async () => {
    const app = await server(engine, { BOOKING_REMINDERS: "24h,1h" });
    // Booked 23 hours ahead: no 24-hour reminder (it would come at once, beside the confirmation).
    const id = await bookConfirmed(app, brasilia("2026-11-24", "09:00"));
    expect(await planned(app)).toEqual(["outcome", "reminder:60"]);

    const token = await bookingLinkToken(app, "booking.booked.visitor");
    const cancelled = await app.inject({ method: "POST", url: BOOKING_API.cancel, payload: { token } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await planned(app)).toEqual([]);
    expect(await dispatchAt(app, brasilia("2026-11-24", "10:00"))).toBe(0);
    expect(await reminders(app)).toEqual([]);
    expect(await mailsOf(app, "booking.outcome.host")).toEqual([]);
    const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.status).toBe("cancelled");
  });

  it("re-plans on reschedule: the reminders follow the new time and carry the new manage links", async () => {
    const app = await server(engine);
    await bookConfirmed(app);
    const first = await bookingLinkToken(app, "booking.booked.visitor");
    const wednesday = brasilia("2026-11-25", "15:00");
    const moved = await app.inject({ method: "POST", url: BOOKING_API.reschedule, payload: { token: first, slotStart: wednesday.toISOString() } });
    expect(moved.statusCode, moved.body).toBe(200);
    const second = await bookingLinkToken(app, "booking.rescheduled.visitor");

    // The old time passes by without a reminder.
    expect(await dispatchAt(app, minutesBefore(TUESDAY_14H, 2))).toBe(0);
    expect(await dispatchAt(app, minutesBefore(wednesday, 24 * 60))).toBe(1);
    expect(await dispatchAt(app, minutesBefore(wednesday, 2))).toBe(1);
    const sent = await reminders(app);
    expect(sent).toHaveLength(2);
    for (const mail of sent) {
      expect(mail.subject).toBe("Lembrete: demonstração 25/11/2026 às 15:00 (horário de Brasília)");
      expect(mail.text).toContain(encodeURIComponent(second));
      expect(mail.text).not.toContain(encodeURIComponent(first));
    }
  });

  it.runIf(engine === "postgres")("goes out once when two instances on one PostgreSQL dispatch at the same moment, again and again", async () => {
      const config = testConfig(engine, { ...EASY_ALTCHA, ...LIMITS, BOOKING_REMINDERS: "24h,2m" });
      const one = await start(config);
      const two = await start(testConfig(engine, { ...EASY_ALTCHA, ...LIMITS, BOOKING_REMINDERS: "24h,2m" }, config));
      for (const [i, day] of ["2026-11-24", "2026-11-25", "2026-11-26"].entries()) {
        await bookConfirmed(one, brasilia(day, "14:00"), { email: `pessoa${i}@contabilhorizonte.com.br`, phone: `+55 (11) 98765-432${i}` });
      }
      clock.moveTo(brasilia("2026-11-27", "09:00"));
      const counts = await Promise.all([0, 1, 2, 3].flatMap(() => [one.followups.dispatchOnce(), two.followups.dispatchOnce()]));
      // Three bookings, two reminders each, and the outcome requests of the three demos past.
      expect(counts.reduce((a, b) => a + b, 0)).toBe(9);
      expect(await reminders(one)).toHaveLength(6);
      expect(new Set((await reminders(two)).map((m) => `${m.to} ${m.text.match(/começa em [^.]+/)?.[0]}`)).size).toBe(6);
      expect(await mailsOf(one, "booking.outcome.host")).toHaveLength(3);
    });
});

/** The outcome e-mail's link of `answer` ('compareceu', 'nao-compareceu'), and its token. */
async function outcomeLink(app: FastifyInstance, answer: string) {
  const [mail] = await mailsOf(app, "booking.outcome.host");
  const link = new RegExp(`https://\\S+?/agendamento/resultado\\?${BOOKING_TOKEN_PARAM}=([^&\\s]+)&${BOOKING_OUTCOME_PARAM}=${answer}`).exec(mail!.text);
  expect(link, "the outcome e-mail's link").not.toBeNull();
  return { link: link![0], token: decodeURIComponent(link![1]!) };
}

const postOutcome = (app: FastifyInstance, token: string, outcome: string) => app.inject({ method: "POST", url: BOOKING_API.outcome, payload: { token, outcome } });

describeEachEngine("a demo's outcome", (engine) => {
  it("asks the sales inbox after the end; the page's GET changes nothing, its POST records no-show and the CRM receives booking.no_show once", async () => {
    const crm = await startWebhookReceiver(testSecret("c"));
    cleanups.push(crm.close);
    const app = await server(engine, { ...withServedPages(), CRM_WEBHOOK_URL: crm.url, CRM_WEBHOOK_SECRET: testSecret("c"), SALES_INBOX: "vendas@tramita.com.br" });
    const id = await bookConfirmed(app);

    expect(await dispatchAt(app, brasilia("2026-11-24", "14:29"))).toBe(2);
    expect(await mailsOf(app, "booking.outcome.host")).toEqual([]);
    expect(await dispatchAt(app, brasilia("2026-11-24", "14:30"))).toBe(1);
    const [request] = await mailsOf(app, "booking.outcome.host");
    expect(request!.to).toBe("vendas@tramita.com.br");
    expect(request!.subject).toBe("A demonstração aconteceu? Contábil Horizonte, 24/11/2026 às 14:00");

    const { link, token } = await outcomeLink(app, "nao-compareceu");
    await scanLink(app, link, BOOKING_API.outcome);
    const [untouched] = await app.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(untouched!.outcome).toBeNull();

    const recorded = await postOutcome(app, token, "no_show");
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({ outcome: "no_show", name: "Mariana Lopes", slotStart: TUESDAY_14H.toISOString() });
    // The same answer again is answered alike and sends nothing; another answer is refused.
    expect((await postOutcome(app, token, "no_show")).statusCode).toBe(200);
    const other = await postOutcome(app, token, "attended");
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: "OUTCOME_RECORDED", error: "O comparecimento desta demonstração já foi registrado. Resposta registrada: Não compareceu." });

    for (let round = 0; round < 3; round++) await app.webhooks.drainOnce();
    const noShows = crm.accepted.filter((d) => d.body.type === "booking.no_show");
    expect(noShows).toHaveLength(1);
    expect(noShows[0]!.body.data).toMatchObject({ booking_id: id, email: "mariana@contabilhorizonte.com.br", status: "confirmed", outcome_recorded_at: brasilia("2026-11-24", "14:30").toISOString() });
    expect(crm.types()).not.toContain("booking.attended");
  });

  it("refuses an answer before the demo, a forged or unknown token, and a cancelled demo's", async () => {
    const app = await server(engine, { BOOKING_REMINDERS: "" });
    await bookConfirmed(app);
    // The outcome request is rendered when planned: its link works once the demo has begun.
    const [row] = await app.database.db.select().from(bookingFollowups);
    const token = decodeURIComponent(new RegExp(`${BOOKING_TOKEN_PARAM}=([^&\\s]+)`).exec(row!.message.text)![1]!);
    const early = await postOutcome(app, token, "attended");
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: "NOT_YET_HELD" });
    expect((await postOutcome(app, `${token.slice(0, -2)}xx`, "attended")).statusCode).toBe(404);
    const unknown = await postOutcome(app, token, "talvez");
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ fields: { outcome: "Escolha “Compareceu” ou “Não compareceu”." } });

    const cancelled = await app.inject({ method: "POST", url: BOOKING_API.cancel, payload: { token: await bookingLinkToken(app, "booking.booked.visitor") } });
    expect(cancelled.statusCode).toBe(200);
    clock.moveTo(brasilia("2026-11-24", "15:00"));
    expect((await postOutcome(app, token, "attended")).json()).toMatchObject({ code: "CANCELLED" });
  });
});

describeEachEngine("RD Station and the bookings", (engine) => {
  it("receives the booking, its attended outcome (a conversion and the opportunity mark of the default funnel) and a quote as conversions with their attribution", async () => {
    const rd = await startRdStationFake("chaveDeTesteRd0123456789");
    cleanups.push(rd.close);
    const app = await server(engine, {
      RDSTATION_API_KEY: "chaveDeTesteRd0123456789",
      RDSTATION_API_URL: rd.url,
      RDSTATION_CLIENT_ID: RDSTATION_FAKE_APP.clientId,
      RDSTATION_CLIENT_SECRET: RDSTATION_FAKE_APP.clientSecret,
      RDSTATION_REFRESH_TOKEN: RDSTATION_FAKE_APP.refreshToken,
      BOOKING_REMINDERS: "",
      ALTCHA_MAX_NUMBER: "50",
    });
    const held = await app.inject({
      method: "POST",
      url: BOOKING_API.book,
      payload: { ...fields(TUESDAY_14H), attribution: { last: { utm_source: "google", utm_medium: "cpc", utm_campaign: "demo-novembro", landing_path: "/agendamento" } }, captchaToken: await solvedAltchaToken(app, "booking") },
    });
    expect(held.statusCode, held.body).toBe(201);
    expect((await confirmLatestHold(app)).statusCode).toBe(200);
    await createQuote(app);
    await dispatchAt(app, brasilia("2026-11-24", "14:30"));
    const { token } = await outcomeLink(app, "compareceu");
    expect((await postOutcome(app, token, "attended")).statusCode).toBe(200);
    for (let round = 0; round < 3; round++) await app.webhooks.drainOnce();

    const byIdentifier = new Map(rd.conversions.map((c) => [c.body.payload.conversion_identifier, c.body.payload]));
    const booked = byIdentifier.get(RDSTATION_CONVERSION_IDENTIFIERS["booking.created"]);
    expect(booked).toMatchObject({ email: "mariana@contabilhorizonte.com.br", traffic_source: "google", traffic_medium: "cpc", traffic_campaign: "demo-novembro", available_for_mailing: false });
    expect(byIdentifier.get(RDSTATION_CONVERSION_IDENTIFIERS["booking.attended"])).toMatchObject({ email: "mariana@contabilhorizonte.com.br", traffic_campaign: "demo-novembro" });
    const quote = byIdentifier.get(RDSTATION_CONVERSION_IDENTIFIERS["quote.created"]);
    expect(quote).toMatchObject({ email: "mariana@horizonte.com.br", name: "Mariana Albuquerque", legal_bases: [{ category: "data_processing", type: "pre_existent_contract" }] });
    // A quote has no mailing opt-in: it neither grants nor withdraws RD Station's mailings.
    expect(quote).not.toHaveProperty("available_for_mailing");
    expect(rd.funnelUpdates).toEqual([{ email: "mariana@contabilhorizonte.com.br", body: { opportunity: true } }]);
  });
});
