// Demo booking on both engines (spec §2 'Scheduling'): free slots, the database-enforced capacity under
// concurrency, the hold a booking takes until its e-mailed link confirms it, cancel and rebook,
// reschedule, single-use links, the .ics invitations, and the limits that keep one client or a
// flood from filling the calendar without pausing it for everyone.
import { join } from "node:path";
import { asc, count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import ICAL from "ical.js";
import { afterEach, expect, it, vi } from "vitest";
import type { Challenge, Solution } from "altcha-lib";
import { ALTCHA_CHALLENGE_PATH, BOOKING_API } from "../../contracts/api-paths.ts";
import type { BookingBody } from "../../contracts/booking.ts";
import { BOOKING_HOLD_MINUTES, type BookingSlotsResponse } from "../../contracts/booking-options.ts";
import { RETENTION_HOURS } from "../../contracts/retention.ts";
import { instantOf } from "../../contracts/zoned-time.ts";
import { buildServer } from "../app.ts";
import { bookings, bookingSeats, outbox, rateLimits, webhookDeliveries } from "../db/schema.ts";
import { enforceRetention } from "../retention.ts";
import { bookingFields, bookingLinkToken, confirmLatestHold, raceBookings } from "../test/booking-fixtures.ts";
import { describeEachEngine, testConfig, type Engine } from "../test/engines.ts";
import { scanLink, withServedPages } from "../test/link-scanner.ts";
import { EASY_ALTCHA, solvedAltchaToken } from "../test/demo-request-fixtures.ts";
import { freePort, startSmtpListener } from "../test/smtp-listener.ts";
import { testSecret } from "../test/webhook-receiver.ts";
import { movableClock } from "../test/movable-clock.ts";

// Each test starts a server and solves real proof-of-work captchas: on a busy machine that
// can outlast the default 20 s.
vi.setConfig({ testTimeout: 60_000 });

/** The booking clock of these tests: Monday 23/11/2026, 10:00 in Brasília. */
const NOW = instantOf("2026-11-23", 10 * 60, "America/Sao_Paulo");
const at = (date: string, clock: string) => {
  const [h, m] = clock.split(":").map(Number) as [number, number];
  return instantOf(date, h * 60 + m, "America/Sao_Paulo").toISOString();
};
const TUESDAY_14H = at("2026-11-24", "14:00");

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** The clock the next server reads; a test may move it. */
const clock = movableClock(NOW);

/** A server on the test clock; limits out of the way unless `env` sets them. With `log`, warnings and worse are collected there. */
async function server(engine: Engine, env: NodeJS.ProcessEnv = {}, log?: string[]) {
  const limits = { BOOKING_RATE_LIMIT: "1000", BOOKING_ACTIVE_PER_CONTACT: "100", BOOKING_ACTIVE_PER_ADDRESS: "100", BOOKING_ADDRESS_HOURLY_CAP: "1000", BOOKING_HOURLY_CAP: "1000" };
  const config = testConfig(engine, { ...EASY_ALTCHA, ...limits, PUBLIC_SITE_URL: "https://agenda.exemplo.test", ...(log ? { LOG_LEVEL: "warn" } : {}), ...env });
  config.now = clock.now;
  if (log) config.logStream = { write: (line) => void log.push(line) };
  const app = await buildServer(config);
  cleanups.push(() => app.close());
  return Object.assign(app, { dataDir: config.dataDir });
}

/** The tests' booking, seen from Lisbon (the e-mails give both clocks). */
const fields = (overrides: Partial<BookingBody> = {}) => bookingFields({ timeZone: "Europe/Lisbon", ...overrides });

/** Books as the page does (the booking form's challenge, asked for from the same address); `from` is the client address. */
async function book(app: FastifyInstance, overrides: Partial<BookingBody> = {}, from = "127.0.0.1") {
  return app.inject({ method: "POST", url: BOOKING_API.book, remoteAddress: from, payload: { ...fields(overrides), captchaToken: await solvedAltchaToken(app, "booking", from) } });
}

/** Books and confirms from the hold's e-mail, as a visitor does; the confirmation's answer. */
async function bookConfirmed(app: FastifyInstance, overrides: Partial<BookingBody> = {}, from?: string) {
  const held = await book(app, overrides, from);
  expect(held.statusCode, held.body).toBe(201);
  return confirmLatestHold(app);
}

/** The outbox rows in insertion order. */
const mails = (app: FastifyInstance) => app.database.db.select().from(outbox).orderBy(asc(outbox.id));

/** The manage token of the latest visitor e-mail. */
async function latestToken(app: FastifyInstance) {
  const visitor = (await mails(app)).filter((m) => m.kind.endsWith(".visitor")).at(-1)!;
  return bookingLinkToken(app, visitor.kind);
}

function parseIcs(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  const zone = new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!);
  event.startDate.zone = zone;
  event.endDate.zone = zone;
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    status: vevent.getFirstPropertyValue("status"),
    tzid: vevent.getFirstProperty("dtstart")!.getParameter("tzid"),
    localStart: event.startDate.toString(),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
  };
}

const bookingCount = async (app: FastifyInstance) => (await app.database.db.select({ n: count() }).from(bookings))[0]!.n;

/** Wednesday 25/11, the i-th half-hour slot from 9:00. */
const wednesday = (i: number) => at("2026-11-25", `${9 + Math.floor(i / 2)}:${i % 2 ? "30" : "00"}`);
/** A distinct valid mobile number for each i. */
const phone = (i: number) => `+55 (21) 99876-${5400 + i}`;
/** A distinct visitor (e-mail and phone) for each i. */
const contactOf = (i: number) => ({ email: `pessoa${i}@exemplo.com.br`, phone: phone(i) });

const seatsOf = async (app: FastifyInstance, slotStart: string) =>
  (await app.database.db.select({ n: count() }).from(bookingSeats).where(eq(bookingSeats.slotStart, new Date(slotStart))))[0]!.n;

/** An address in the i-th /64 of one IPv6 /48. */
const sixtyFour = (i: number) => `2001:db8:1:${i.toString(16)}::1`;

/** The challenge the booking form gets now, and its solution as the widget finds it. */
async function bookingChallenge(app: FastifyInstance, from?: string) {
  const token = await solvedAltchaToken(app, "booking", from);
  const { challenge, solution } = JSON.parse(Buffer.from(token, "base64").toString("utf8")) as { challenge: Challenge; solution: Solution };
  return { token, maxNumber: challenge.parameters.data?.maxNumber, counter: solution.counter };
}

const bookingStatus = async (app: FastifyInstance) => (await app.database.db.select({ status: bookings.status }).from(bookings)).map((b) => b.status).toSorted();
const bookingEvents = (app: FastifyInstance) => app.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventType, "booking.created"));
const freeOn = async (app: FastifyInstance, date: string) =>
  ((await app.inject(`${BOOKING_API.slots}?month=${date.slice(0, 7)}`)).json() as BookingSlotsResponse).days.find((d) => d.date === date)?.slots ?? [];
const minutesAfter = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);

describeEachEngine("demo booking", (engine) => {
  it("lists the month's free slots: Brasília business hours, notice, no Sundays or holidays, 30 days ahead", async () => {
    const app = await server(engine);
    const november = (await app.inject(`${BOOKING_API.slots}?month=2026-11`)).json() as BookingSlotsResponse;
    expect(november).toMatchObject({ timeZone: "America/Sao_Paulo", firstDate: "2026-11-23", lastDate: "2026-12-23" });
    const today = november.days.find((d) => d.date === "2026-11-23")!;
    expect(today.slots[0]).toBe(at("2026-11-23", "12:00")); // two business hours after 10:00
    expect(november.days.find((d) => d.date === "2026-11-28")!.slots).toHaveLength(8); // Saturday 8h-12h
    expect(november.days.some((d) => d.date === "2026-11-29")).toBe(false); // Sunday
    const december = (await app.inject(`${BOOKING_API.slots}?month=2026-12`)).json() as BookingSlotsResponse;
    expect(december.days.at(-1)!.date).toBe("2026-12-23");
    expect((await app.inject(`${BOOKING_API.slots}?month=2026-13`)).statusCode).toBe(400);

    // A hold takes the seat at once.
    expect((await book(app)).statusCode).toBe(201);
    expect(await freeOn(app, "2026-11-24")).not.toContain(TUESDAY_14H);
  });

  it("keeps a month's free slots a moment (SLOTS_CACHE_MS): a booking made here shows at once, a seat freed elsewhere once that moment has passed, the next half hour at once", async () => {
    const app = await server(engine, { SLOTS_CACHE_MS: "2000" });
    expect(await freeOn(app, "2026-11-24")).toContain(TUESDAY_14H);
    expect((await book(app)).statusCode).toBe(201);
    expect(await freeOn(app, "2026-11-24")).not.toContain(TUESDAY_14H);
    // Another instance frees the seat (here, the rows go behind this server's back): its answer is kept until SLOTS_CACHE_MS has passed.
    await app.database.db.delete(bookingSeats);
    expect(await freeOn(app, "2026-11-24")).not.toContain(TUESDAY_14H);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await freeOn(app, "2026-11-24")).toContain(TUESDAY_14H);
    // Half an hour later the earliest bookable start has moved, whatever was kept.
    expect((await freeOn(app, "2026-11-23"))[0]).toBe(at("2026-11-23", "12:00"));
    clock.moveTo(minutesAfter(NOW, 30));
    expect((await freeOn(app, "2026-11-23"))[0]).toBe(at("2026-11-23", "12:30"));
  });

  it("20 concurrent bookings of one slot with capacity 1: exactly one 201 and nineteen 409 with alternatives", async () => {
    const app = await server(engine);
    const answers = await raceBookings(app, Array.from({ length: 20 }, (_, i) => fields({ email: `pessoa${i}@exemplo.com.br` })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const conflicts = answers.filter((a) => a.status === 409);
    expect(conflicts).toHaveLength(19);
    expect(conflicts[0]!.body).toMatchObject({ code: "SLOT_TAKEN", error: expect.stringMatching(/reservado/) });
    expect(conflicts[0]!.body.alternatives).toEqual([at("2026-11-24", "13:00"), at("2026-11-24", "13:30"), at("2026-11-24", "14:30")]);
    expect(await seatsOf(app, TUESDAY_14H)).toBe(1);
    expect((await app.database.db.select({ n: count() }).from(bookings))[0]!.n).toBe(1);
    // Only the winner's hold e-mail was queued.
    expect((await mails(app)).map((m) => m.kind)).toEqual(["booking.held.visitor"]);
  });

  it("capacity 2 from the config lets exactly two of ten concurrent bookings in", async () => {
    const app = await server(engine, { BOOKING_CAPACITY: "2" });
    const tokens = await Promise.all(Array.from({ length: 10 }, () => solvedAltchaToken(app, "booking")));
    const answers = await Promise.all(
      tokens.map((captchaToken) => app.inject({ method: "POST", url: BOOKING_API.book, payload: { ...fields(), captchaToken } })),
    );
    expect(answers.map((a) => a.statusCode).toSorted()).toEqual([201, 201, ...Array(8).fill(409)]);
    expect(await seatsOf(app, TUESDAY_14H)).toBe(2);
  });

  it("refuses a time that is not a bookable slot, and bad fields, with pt-BR messages", async () => {
    const app = await server(engine);
    const sunday = await book(app, { slotStart: at("2026-11-29", "10:00") });
    expect(sunday.statusCode).toBe(409);
    expect(sunday.json().error).toMatch(/não está mais disponível/);
    expect((await book(app, { slotStart: at("2026-11-23", "11:00") })).statusCode).toBe(409); // inside the notice
    const bad = await book(app, { email: "não-é-email", slotStart: "amanhã" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toMatchObject({ email: "Informe um e-mail válido.", slotStart: "Escolha um horário disponível." });
    const noCaptcha = await app.inject({ method: "POST", url: BOOKING_API.book, payload: fields() });
    expect(noCaptcha.statusCode).toBe(400);
    const unknownForm = await app.inject(`${ALTCHA_CHALLENGE_PATH}?form=outro`);
    expect(unknownForm.statusCode).toBe(422);
    expect(unknownForm.json().fields).toEqual({ form: "Formulário desconhecido." });
  });

  it("a new booking holds the seat and e-mails the visitor alone a link to confirm it within the hold", async () => {
    const app = await server(engine);
    const held = await book(app);
    expect(held.statusCode).toBe(201);
    expect(held.json()).toMatchObject({ status: "held", holdExpiresAt: minutesAfter(NOW, BOOKING_HOLD_MINUTES).toISOString(), slotStart: TUESDAY_14H });
    const [mail, ...others] = await mails(app);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: "booking.held.visitor", to: "mariana@contabilhorizonte.com.br", subject: "Confirme sua demonstração: 24/11/2026 às 14:00 (horário de Brasília)" });
    expect(mail!.attachments ?? []).toEqual([]);
    expect(mail!.text).toContain(`Reservamos este horário para a sua demonstração por ${BOOKING_HOLD_MINUTES} minutos.`);
    expect(mail!.text).toContain("Confirme até as 10:30 (horário de Brasília).");
    expect(mail!.text).toMatch(/https:\/\/agenda\.exemplo\.test\/agendamento\?reserva=[^&\s]+&acao=confirmar/);
    expect(mail!.text).not.toContain("acao=cancelar");
    // The hold's link confirms it and nothing else.
    const token = await bookingLinkToken(app);
    expect((await app.inject({ method: "POST", url: BOOKING_API.manage, payload: { token } })).statusCode).toBe(404);
    expect((await app.inject({ method: "POST", url: BOOKING_API.cancel, payload: { token } })).statusCode).toBe(404);
    expect(await seatsOf(app, TUESDAY_14H)).toBe(1);
  });

  it("opening the hold's e-mailed confirmation link (the page, its HEAD, a GET of the API) leaves the booking held; only the button's POST confirms it (third security review)", async () => {
    const app = await server(engine, withServedPages());
    expect((await book(app)).statusCode).toBe(201);
    const [mail] = await mails(app);
    const [link] = /https?:\/\/\S+\/agendamento\?reserva=[^&\s]+&acao=confirmar/.exec(mail!.text)!;
    await scanLink(app, link, BOOKING_API.confirm);
    const [booking] = await app.database.db.select().from(bookings);
    expect(booking).toMatchObject({ status: "held", confirmedAt: null });
    expect((await mails(app)).map((m) => m.kind)).toEqual(["booking.held.visitor"]);
    expect((await confirmLatestHold(app)).statusCode).toBe(200);
    expect((await app.database.db.select().from(bookings))[0]).toMatchObject({ status: "confirmed" });
  });

  it("confirming sends the visitor and sales an invitation that parses, in Brasília time, with the links", async () => {
    const app = await server(engine);
    expect((await book(app)).statusCode).toBe(201);
    const confirmed = await confirmLatestHold(app);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: "confirmed", holdExpiresAt: null, slotStart: TUESDAY_14H, slotEnd: at("2026-11-24", "14:30") });
    const [sales, visitor] = (await mails(app)).filter((m) => m.kind.startsWith("booking.booked.")).toSorted((a, b) => a.kind.localeCompare(b.kind));
    expect(visitor).toMatchObject({ kind: "booking.booked.visitor", to: "mariana@contabilhorizonte.com.br" });
    expect(sales).toMatchObject({ kind: "booking.booked.sales", to: "comercial@tramita.com.br" });
    expect(visitor!.subject).toBe("Demonstração agendada: 24/11/2026 às 14:00 (horário de Brasília)");
    expect(visitor!.text).toContain("terça-feira, 24/11/2026, das 14:00 às 14:30 (horário de Brasília)");
    expect(visitor!.text).toContain("No seu fuso (Horário Portugal): 17:00");
    expect(visitor!.text).toMatch(/https:\/\/agenda\.exemplo\.test\/agendamento\?reserva=[^&\s]+&acao=cancelar/);
    const ics = parseIcs(visitor!.attachments![0]!.content);
    expect(ics).toMatchObject({ method: "REQUEST", sequence: 0, status: "CONFIRMED", tzid: "America/Sao_Paulo", localStart: "2026-11-24T14:00:00" });
    expect(ics.start).toBe(TUESDAY_14H);
    expect(ics.end).toBe(at("2026-11-24", "14:30"));
    expect(visitor!.attachments![0]!.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(parseIcs(sales!.attachments![0]!.content).uid).toBe(ics.uid);
  });

  it("cancel frees the slot, the link works once, and the slot can be booked again", async () => {
    const app = await server(engine);
    expect((await bookConfirmed(app)).statusCode).toBe(200);
    const token = await latestToken(app);
    const loaded = await app.inject({ method: "POST", url: BOOKING_API.manage, payload: { token } });
    expect(loaded.json()).toMatchObject({ status: "confirmed", slotStart: TUESDAY_14H, company: "Contábil Horizonte" });
    const uid = parseIcs((await mails(app)).find((m) => m.kind === "booking.booked.visitor")!.attachments![0]!.content).uid;

    const cancelled = await app.inject({ method: "POST", url: BOOKING_API.cancel, payload: { token } });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe("cancelled");
    expect(await seatsOf(app, TUESDAY_14H)).toBe(0);
    const notice = (await mails(app)).find((m) => m.kind === "booking.cancelled.visitor")!;
    expect(parseIcs(notice.attachments![0]!.content)).toMatchObject({ method: "CANCEL", status: "CANCELLED", sequence: 1, uid });

    const again = await app.inject({ method: "POST", url: BOOKING_API.cancel, payload: { token } });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toMatch(/não é mais válido/);
    const forged = await app.inject({ method: "POST", url: BOOKING_API.cancel, payload: { token: `${token.split(".")[0]}.assinatura-falsa-aaaaaaaaaaaaaa` } });
    expect(forged.statusCode).toBe(404);

    expect((await book(app, { email: "outra@exemplo.com.br" })).statusCode).toBe(201);
    expect(await seatsOf(app, TUESDAY_14H)).toBe(1);
  });

  it("reschedule moves the seat atomically, keeps the UID, raises SEQUENCE and replaces the link", async () => {
    const app = await server(engine);
    expect((await bookConfirmed(app)).statusCode).toBe(200);
    const token = await latestToken(app);
    const other = at("2026-11-25", "09:00");
    expect((await book(app, { slotStart: other, email: "outra@exemplo.com.br" })).statusCode).toBe(201);
    const uid = parseIcs((await mails(app)).find((m) => m.kind === "booking.booked.visitor")!.attachments![0]!.content).uid;

    // The target is held by another visitor: nothing moves, the link still works, alternatives are offered.
    const full = await app.inject({ method: "POST", url: BOOKING_API.reschedule, payload: { token, slotStart: other } });
    expect(full.statusCode).toBe(409);
    expect(full.json().alternatives).toHaveLength(3);
    expect(await seatsOf(app, TUESDAY_14H)).toBe(1);

    const target = at("2026-11-26", "16:30");
    const moved = await app.inject({ method: "POST", url: BOOKING_API.reschedule, payload: { token, slotStart: target } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ status: "confirmed", slotStart: target });
    expect(await seatsOf(app, TUESDAY_14H)).toBe(0);
    expect(await seatsOf(app, target)).toBe(1);

    const notice = (await mails(app)).find((m) => m.kind === "booking.rescheduled.visitor")!;
    expect(notice.text).toContain("Antes: terça-feira, 24/11/2026, das 14:00 às 14:30");
    expect(parseIcs(notice.attachments![0]!.content)).toMatchObject({ method: "REQUEST", uid, sequence: 1, localStart: "2026-11-26T16:30:00", start: target });

    // The used link is dead; the new e-mail's link works.
    expect((await app.inject({ method: "POST", url: BOOKING_API.manage, payload: { token } })).statusCode).toBe(404);
    const next = await latestToken(app);
    expect(next).not.toBe(token);
    const cancelled = await app.inject({ method: "POST", url: BOOKING_API.cancel, payload: { token: next } });
    expect(cancelled.statusCode).toBe(200);
    const cancel = (await mails(app)).find((m) => m.kind === "booking.cancelled.sales")!;
    expect(parseIcs(cancel.attachments![0]!.content)).toMatchObject({ method: "CANCEL", uid, sequence: 2 });
  });

  it("a demo that already happened can no longer be cancelled or moved", async () => {
    const app = await server(engine);
    expect((await bookConfirmed(app)).statusCode).toBe(200);
    const token = await latestToken(app);
    clock.moveTo(new Date(new Date(TUESDAY_14H).getTime() + 60_000));
    const late = await app.inject({ method: "POST", url: BOOKING_API.cancel, payload: { token } });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "PAST", error: expect.stringMatching(/já aconteceu/) });
    expect(await seatsOf(app, TUESDAY_14H)).toBe(1);
  });

  it("limits bookings per client, with a pt-BR message and Retry-After", async () => {
    const app = await server(engine, { BOOKING_RATE_LIMIT: "2" });
    expect((await book(app)).statusCode).toBe(201);
    expect((await book(app, { slotStart: at("2026-11-24", "15:00") })).statusCode).toBe(201);
    const third = await book(app, { slotStart: at("2026-11-24", "15:30") });
    expect(third.statusCode).toBe(429);
    expect(third.headers["retry-after"]).toBeDefined();
    expect(third.json().error).toMatch(/Tente novamente em \d+ minutos?/);
  });

  it("delivers the invitation as a text/calendar attachment through SMTP", async () => {
    const port = await freePort();
    const smtp = await startSmtpListener(port);
    cleanups.push(smtp.close);
    const app = await server(engine, { SMTP_URL: `smtp://127.0.0.1:${port}` });
    expect((await bookConfirmed(app)).statusCode).toBe(200);
    expect(await app.outbox.drainOnce()).toBe(3);
    const raw = smtp.received.find((m) => m.to[0] === "mariana@contabilhorizonte.com.br" && /content-type: text\/calendar/i.test(m.raw))!.raw;
    const part = raw.split(/\r?\n--/).find((p) => /content-type: text\/calendar/i.test(p))!;
    expect(part).toMatch(/filename=convite\.ics/);
    const body = part.slice(part.search(/\r?\n\r?\n/)).replace(/\s+/g, "");
    expect(parseIcs(Buffer.from(body, "base64").toString("utf8"))).toMatchObject({ method: "REQUEST", start: TUESDAY_14H });
  });

  it("a refused captcha counts nothing against the client's limit and writes nothing", async () => {
    const app = await server(engine, { BOOKING_RATE_LIMIT: "1" });
    for (const captchaToken of ["", "lixo", "e30="]) {
      const refused = await app.inject({ method: "POST", url: BOOKING_API.book, payload: { ...fields(), captchaToken } });
      expect(refused.statusCode, captchaToken).toBe(400);
      expect(refused.json().code).toMatch(/^CAPTCHA_/);
    }
    expect(await app.database.db.select().from(rateLimits)).toEqual([]);
    expect(await bookingCount(app)).toBe(0);
    expect((await book(app)).statusCode).toBe(201);
    expect((await book(app, { slotStart: wednesday(0), email: "outra@exemplo.com.br" })).statusCode).toBe(429);
  });

  it("an e-mail address holds at most BOOKING_ACTIVE_PER_CONTACT future bookings, whatever its case; the refusal points to the e-mailed link", async () => {
    const app = await server(engine, { BOOKING_ACTIVE_PER_CONTACT: "2" });
    expect((await book(app, { slotStart: wednesday(0), phone: phone(0) })).statusCode).toBe(201);
    expect((await bookConfirmed(app, { slotStart: wednesday(1), phone: phone(1) })).statusCode).toBe(200);
    const third = await book(app, { slotStart: wednesday(2), phone: phone(2), email: "MARIANA@ContabilHorizonte.com.br" });
    expect(third.statusCode).toBe(422);
    const message = "Este e-mail já tem 2 demonstrações agendadas. Para remarcar ou cancelar, use o link do e-mail de confirmação que você recebeu.";
    expect(third.json()).toEqual({ code: "TOO_MANY_ACTIVE_BOOKINGS", error: message, fields: { email: message } });
    expect(await bookingCount(app)).toBe(2);
    expect(await seatsOf(app, wednesday(2))).toBe(0);
    expect((await mails(app)).filter((m) => m.kind === "booking.held.visitor")).toHaveLength(2);
    expect((await book(app, { slotStart: wednesday(2), phone: phone(2), email: "outra@exemplo.com.br" })).statusCode).toBe(201);
  });

  it("a phone number holds at most BOOKING_ACTIVE_PER_CONTACT future bookings, however it is written", async () => {
    const app = await server(engine, { BOOKING_ACTIVE_PER_CONTACT: "1" });
    expect((await book(app, { slotStart: wednesday(0) })).statusCode).toBe(201);
    const again = await book(app, { slotStart: wednesday(1), email: "outra@exemplo.com.br", phone: "+55 11 98765 4321" });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: "TOO_MANY_ACTIVE_BOOKINGS",
      fields: { phone: "Este telefone já tem uma demonstração agendada. Para remarcar ou cancelar, use o link do e-mail de confirmação que você recebeu." },
    });
    expect(await bookingCount(app)).toBe(1);
  });

  it("five concurrent bookings with one e-mail: exactly BOOKING_ACTIVE_PER_CONTACT of them are accepted", async () => {
    const app = await server(engine, { BOOKING_ACTIVE_PER_CONTACT: "2" });
    const tokens = await Promise.all(Array.from({ length: 5 }, () => solvedAltchaToken(app, "booking")));
    const answers = await Promise.all(
      tokens.map((captchaToken, i) => app.inject({ method: "POST", url: BOOKING_API.book, payload: { ...fields({ slotStart: wednesday(i), phone: phone(i) }), captchaToken } })),
    );
    expect(answers.map((a) => a.statusCode).toSorted()).toEqual([201, 201, 422, 422, 422]);
    expect(await bookingCount(app)).toBe(2);
    expect(await mails(app)).toHaveLength(2);
  });

  it("cancelling a booking, its time passing, or its hold ending unconfirmed gives the e-mail its allowance back", async () => {
    const app = await server(engine, { BOOKING_ACTIVE_PER_CONTACT: "1" });
    expect((await bookConfirmed(app)).statusCode).toBe(200);
    expect((await book(app, { slotStart: wednesday(0) })).statusCode).toBe(422);
    const cancelled = await app.inject({ method: "POST", url: BOOKING_API.cancel, payload: { token: await latestToken(app) } });
    expect(cancelled.statusCode).toBe(200);
    expect((await bookConfirmed(app, { slotStart: wednesday(0) })).statusCode).toBe(200);
    expect((await book(app, { slotStart: wednesday(1) })).statusCode).toBe(422);
    // Wednesday 9:01: that demo is in the past and no longer counts.
    clock.moveTo(new Date(new Date(wednesday(0)).getTime() + 60_000));
    expect((await book(app, { slotStart: at("2026-11-26", "15:00") })).statusCode).toBe(201);
    expect((await book(app, { slotStart: at("2026-11-26", "16:00") })).statusCode).toBe(422);
    // That one is only held: once its hold ends unconfirmed, it no longer counts either.
    clock.moveTo(minutesAfter(clock.now(), BOOKING_HOLD_MINUTES));
    expect((await book(app, { slotStart: at("2026-11-26", "16:00") })).statusCode).toBe(201);
  });

  it("security review: one client address at its limit does not stop another address from booking", async () => {
    const app = await server(engine, { BOOKING_ACTIVE_PER_ADDRESS: "3", BOOKING_RATE_LIMIT: "5", BOOKING_HOURLY_CAP: "30" });
    const office = "203.0.113.7";
    expect((await book(app, { slotStart: wednesday(0), ...contactOf(0) }, office)).statusCode).toBe(201);
    expect((await bookConfirmed(app, { slotStart: wednesday(1), ...contactOf(1) }, office)).statusCode).toBe(200);
    expect((await book(app, { slotStart: wednesday(2), ...contactOf(2) }, office)).statusCode).toBe(201);
    const refused = await book(app, { slotStart: wednesday(3), ...contactOf(3) }, office);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: "TOO_MANY_ADDRESS_BOOKINGS",
      error: "3 demonstrações já foram agendadas a partir da sua conexão de internet e ainda não aconteceram. Para marcar outra, cancele uma delas pelo link do e-mail ou fale com a gente: contato@tramita.com.br · (11) 4003-2014.",
    });
    expect(await seatsOf(app, wednesday(3))).toBe(0);
    // Everyone else books as usual, the office's limit spent or not.
    for (let i = 3; i < 6; i++) expect((await book(app, { slotStart: wednesday(i), ...contactOf(i) }, `198.51.100.${i}`)).statusCode).toBe(201);
    // Once a hold of the office ends unconfirmed, the office may book again.
    clock.moveTo(minutesAfter(NOW, BOOKING_HOLD_MINUTES));
    expect((await book(app, { slotStart: wednesday(6), ...contactOf(6) }, office)).statusCode).toBe(201);
  });

  it("review 3: one address, or one network rotating its /64s, booking fast makes only its own booking captcha harder, never everyone's (anyone could make it 10x harder for everyone for an hour)", async () => {
    const log: string[] = [];
    const app = await server(engine, { BOOKING_ADDRESS_HOURLY_CAP: "2", BOOKING_HOURLY_CAP: "4", ALTCHA_ALARM_MAX_NUMBER: "5000" }, log);
    const capWarnings = () => log.map((line) => JSON.parse(line)).filter((entry) => String(entry.msg).includes("BOOKING_HOURLY_CAP"));
    const attacker = "203.0.113.7";
    const visitor = "198.51.100.9";
    let slot = 0;
    const next = () => ({ slotStart: wednesday(slot), ...contactOf(slot++) });

    // An easy challenge the attacker fetched before booking: it will not do for long.
    const early = await bookingChallenge(app, attacker);
    expect(early.maxNumber).toBe(50);
    // Four bookings from one address, as many as BOOKING_HOURLY_CAP: each is taken, from its third on with a harder challenge.
    for (let i = 0; i < 4; i++) expect((await book(app, next(), attacker)).statusCode).toBe(201);
    expect((await bookingChallenge(app, attacker)).maxNumber).toBe(5000);
    const weak = await app.inject({ method: "POST", url: BOOKING_API.book, remoteAddress: attacker, payload: { ...fields(next()), captchaToken: early.token } });
    expect(weak.json()).toMatchObject({ code: "CAPTCHA_WEAK", fields: { captchaToken: expect.stringMatching(/Complete o desafio novamente/) } });
    // Everyone else's stays as it was, and books with it.
    const visitorChallenge = await bookingChallenge(app, visitor);
    expect(visitorChallenge.maxNumber).toBe(50);

    // One party rotating through the /64s of its IPv6 /48: each /64 books once, and the /48 pays once it has booked six times (three times the address's share).
    for (let i = 0; i < 6; i++) {
      expect((await bookingChallenge(app, sixtyFour(i))).maxNumber).toBe(50);
      expect((await book(app, next(), sixtyFour(i))).statusCode).toBe(201);
    }
    expect((await bookingChallenge(app, sixtyFour(99))).maxNumber).toBe(5000);
    expect((await bookingChallenge(app, "2001:db8:2::1")).maxNumber).toBe(50);
    expect((await bookingChallenge(app, visitor)).maxNumber).toBe(50);
    expect(capWarnings()).toEqual([]);

    // The visitor's easy challenge books; the hour has had three networks.
    const booked = await app.inject({ method: "POST", url: BOOKING_API.book, remoteAddress: visitor, payload: { ...fields(next()), captchaToken: visitorChallenge.token } });
    expect(booked.statusCode).toBe(201);
    const beforeTheFlood = await bookingChallenge(app, "198.18.0.1");
    expect(beforeTheFlood.maxNumber).toBe(50);
    // A fourth network makes it a wide flood: now everyone's challenge costs more until the hour ends, and the operators are warned once.
    expect((await book(app, next(), "192.0.2.10")).statusCode).toBe(201);
    expect(capWarnings()).toEqual([expect.objectContaining({ level: 40, hourlyCap: 4 })]);
    expect((await bookingChallenge(app, "198.18.0.1")).maxNumber).toBe(5000);
    const late = await app.inject({ method: "POST", url: BOOKING_API.book, remoteAddress: "198.18.0.1", payload: { ...fields(next()), captchaToken: beforeTheFlood.token } });
    expect(late.json().code).toBe("CAPTCHA_WEAK");
    // The other forms' challenges stay easy.
    const ordinary = (await app.inject(`${ALTCHA_CHALLENGE_PATH}?form=demo-request`)).json() as Challenge;
    expect(ordinary.parameters.data?.maxNumber).toBe(50);
    expect((await book(app, next(), "198.18.0.1")).statusCode).toBe(201);
    expect(capWarnings()).toHaveLength(1);

    // The next clock hour starts easy again, for the attacker too.
    clock.moveTo(new Date(NOW.getTime() + 3_600_000));
    expect((await bookingChallenge(app, attacker)).maxNumber).toBe(50);
    expect((await bookingChallenge(app, sixtyFour(99))).maxNumber).toBe(50);
  });

  it("review 3: a booking refused or rolled back does not count towards its address's hourly share", async () => {
    const app = await server(engine, { BOOKING_ADDRESS_HOURLY_CAP: "1", ALTCHA_ALARM_MAX_NUMBER: "5000" });
    const office = "203.0.113.7";
    expect((await book(app, { slotStart: wednesday(0), ...contactOf(0) })).statusCode).toBe(201);
    // The slot is taken: rolled back, not counted.
    expect((await book(app, { slotStart: wednesday(0), ...contactOf(1) }, office)).statusCode).toBe(409);
    expect((await bookingChallenge(app, office)).maxNumber).toBe(50);
    expect((await book(app, { slotStart: wednesday(1), ...contactOf(1) }, office)).statusCode).toBe(201);
    expect((await bookingChallenge(app, office)).maxNumber).toBe(5000);
  });

  it("security review: an unconfirmed hold is released after expiry and the slot is bookable again", async () => {
    const app = await server(engine);
    expect((await book(app)).statusCode).toBe(201);
    const lateToken = await bookingLinkToken(app);
    // Still held a minute before its end: not offered, not bookable.
    clock.moveTo(minutesAfter(NOW, BOOKING_HOLD_MINUTES - 1));
    expect(await freeOn(app, "2026-11-24")).not.toContain(TUESDAY_14H);
    expect((await book(app, { email: "outra@exemplo.com.br" })).statusCode).toBe(409);

    // Its end: offered again at once, and the next visitor's booking takes the seat.
    clock.moveTo(minutesAfter(NOW, BOOKING_HOLD_MINUTES));
    expect(await freeOn(app, "2026-11-24")).toContain(TUESDAY_14H);
    expect((await book(app, { email: "outra@exemplo.com.br", phone: phone(9) })).statusCode).toBe(201);
    expect(await seatsOf(app, TUESDAY_14H)).toBe(1);
    expect(await bookingStatus(app)).toEqual(["expired", "held"]);

    // The late link says so, and confirms nothing.
    const late = await app.inject({ method: "POST", url: BOOKING_API.confirm, payload: { token: lateToken } });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ code: "HOLD_EXPIRED", error: "O prazo para confirmar esta demonstração terminou e o horário foi liberado." });
    expect((await mails(app)).filter((m) => m.kind.startsWith("booking.booked."))).toEqual([]);

    // The hourly housekeeping frees the seat of a hold nobody books over, then deletes the unconfirmed booking.
    expect((await book(app, { slotStart: wednesday(0), email: "terceira@exemplo.com.br", phone: phone(8) })).statusCode).toBe(201);
    const mailDir = join(app.dataDir, "mail");
    await enforceRetention(app.database.db, { mailDir, now: minutesAfter(clock.now(), BOOKING_HOLD_MINUTES) });
    expect(await seatsOf(app, wednesday(0))).toBe(0);
    expect(await seatsOf(app, TUESDAY_14H)).toBe(0);
    expect(await bookingStatus(app)).toEqual(["expired", "expired", "expired"]);
    // A day after its hold ended, the first one is deleted; the two that ended later are not yet.
    await enforceRetention(app.database.db, { mailDir, now: minutesAfter(NOW, BOOKING_HOLD_MINUTES + RETENTION_HOURS.unconfirmedBookings * 60 + 1) });
    expect(await bookingCount(app)).toBe(2);
  });

  it("security review: confirming sends the invitation and events once", async () => {
    const app = await server(engine, { CRM_WEBHOOK_URL: "http://127.0.0.1:9/crm", CRM_WEBHOOK_SECRET: testSecret("c") });
    expect((await book(app)).statusCode).toBe(201);
    // A hold: nothing for the sales team, no invitation, no event.
    expect((await mails(app)).map((m) => m.kind)).toEqual(["booking.held.visitor"]);
    expect(await app.database.db.select().from(webhookDeliveries)).toEqual([]);

    // Five presses of the link at once (a double click, a mail scanner): one confirmation.
    const token = await bookingLinkToken(app);
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject({ method: "POST", url: BOOKING_API.confirm, payload: { token } })));
    expect(answers.map((a) => a.statusCode).toSorted()).toEqual([200, 404, 404, 404, 404]);
    expect((await mails(app)).map((m) => m.kind).toSorted()).toEqual(["booking.booked.sales", "booking.booked.visitor", "booking.held.visitor"]);
    const [event, ...more] = await bookingEvents(app);
    expect(more).toEqual([]);
    expect(event).toMatchObject({ destination: "crm", payload: { type: "booking.created", data: { status: "confirmed", slot_start: TUESDAY_14H, sequence: 0 } } });
    // Used, the link is dead; the invitation's links work.
    expect((await app.inject({ method: "POST", url: BOOKING_API.confirm, payload: { token } })).json().code).toBe("INVALID_LINK");
    expect((await app.inject({ method: "POST", url: BOOKING_API.confirm, payload: { token: await latestToken(app) } })).statusCode).toBe(404);
    expect((await app.inject({ method: "POST", url: BOOKING_API.manage, payload: { token: await latestToken(app) } })).json().status).toBe("confirmed");
    expect(await bookingEvents(app)).toHaveLength(1);
  });
});
