// Demos booked with named hosts (BOOKING_HOSTS_FILE) on both engines: slots offered only when
// a host is free by their stored calendars, the fair rule, the database refusing a host two
// bookings at once under a race, the re-read before a confirmation, feeds that go wrong (the
// host offers no slots, the others work, the reason logged once), the stale rule in /readyz
// and /metrics, and a real CalDAV server (Debian's Radicale) whose calendars are read and
// written: the confirmed booking put there, moved, and removed on cancel and on erasure.
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import ICAL from "ical.js";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { BOOKING_API, BOOKING_TOKEN_PARAM, METRICS_PATH, READY_PATH } from "../../../contracts/api-paths.ts";
import type { BookingBody } from "../../../contracts/booking.ts";
import type { BookingSlotsResponse } from "../../../contracts/booking-options.ts";
import { instantOf } from "../../../contracts/zoned-time.ts";
import { buildServer } from "../../app.ts";
import { bookingHostSeats, bookings, hostCalendars, outbox } from "../../db/schema.ts";
import type { ReadinessReport } from "../../ops/readiness.ts";
import type { Host } from "./hosts-file.ts";
import { bookingFields, bookingLinkToken, raceBookings } from "../../test/booking-fixtures.ts";
import { icsOf, RADICALE_PASSWORD, startFeedServer, startRadicale, writeHostsFile, type FeedServer, type Radicale } from "../../test/calendar-fixtures.ts";
import { EASY_ALTCHA, solvedAltchaToken } from "../../test/demo-request-fixtures.ts";
import { describeEachEngine, testConfig, type Engine } from "../../test/engines.ts";
import { erase, openRights } from "../../test/rights-fixtures.ts";

// Servers, real captchas, a CalDAV server and slow feeds: on a busy machine beyond 20 s.
vi.setConfig({ testTimeout: 90_000 });

/** Monday 23/11/2026, 10:00 in Brasília. */
const NOW = instantOf("2026-11-23", 10 * 60, "America/Sao_Paulo");
const at = (date: string, clock: string) => {
  const [h, m] = clock.split(":").map(Number) as [number, number];
  return instantOf(date, h * 60 + m, "America/Sao_Paulo").toISOString();
};
const TUESDAY = "2026-11-24";
const tuesday = (clock: string) => at(TUESDAY, clock);
const METRICS_TOKEN = "metricas-de-teste-0123456789";

let clock = NOW;
/** Moves the clock past the wait before a failed read is tried again. */
const minuteLater = () => (clock = new Date(clock.getTime() + 61_000));
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  clock = NOW;
  while (cleanups.length) await cleanups.pop()!();
});

let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds.close());

const host = (id: string, name: string, busy: unknown[], extra: object = {}) => ({ id, name, email: `${id}@tramita.test`, busy, ...extra });
const feed = (path: string, answer: Parameters<FeedServer["serve"]>[1]) => {
  feeds.serve(path, answer);
  return { ics: feeds.url(path) };
};
let feedCounter = 0;
/** A feed path of its own for each test (both engines run in one process). */
const path = (name: string) => `/${name}-${feedCounter++}.ics`;

async function server(engine: Engine, hosts: { id: string; busy: unknown[] }[], env: NodeJS.ProcessEnv = {}, log?: string[]) {
  const limits = { BOOKING_RATE_LIMIT: "1000", BOOKING_ACTIVE_PER_CONTACT: "100", BOOKING_ACTIVE_PER_ADDRESS: "100", BOOKING_ADDRESS_HOURLY_CAP: "1000", BOOKING_HOURLY_CAP: "1000", SLOTS_RATE_LIMIT: "100000" };
  const config = testConfig(engine, {
    ...EASY_ALTCHA,
    ...limits,
    PUBLIC_SITE_URL: "http://localhost:80",
    BOOKING_HOSTS_FILE: writeHostsFile(hosts),
    BOOKING_BUSY_TIMEOUT_MS: "2000",
    METRICS_TOKEN,
    ...(log ? { LOG_LEVEL: "warn" } : {}),
    ...env,
  });
  config.now = () => clock;
  if (log) config.logStream = { write: (line) => void log.push(line) };
  const app = await buildServer(config);
  cleanups.push(() => app.close());
  await untilRead(app, hosts);
  return app;
}

/** Waits until every host with calendars has had them read, or failed to (the server reads them as it starts). */
async function untilRead(app: FastifyInstance, hosts: { id: string; busy: unknown[] }[]) {
  const expected = hosts.filter((h) => h.busy.length > 0).map((h) => h.id);
  for (let i = 0; i < 300; i++) {
    await app.bookingHosts!.refresher.refreshDue();
    const rows = await app.database.db.select().from(hostCalendars);
    if (expected.every((id) => rows.some((r) => r.hostId === id && (r.readAt || r.failure)))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("hosts' calendars were never read");
}

/** Reads one host's calendars again now (as a confirmation does). */
const reread = async (app: FastifyInstance, hostId: string, hosts: { id: string }[]) => app.bookingHosts!.refresher.refreshHost(hosts.find((h) => h.id === hostId) as Host);

/** An iCalendar text of more than 5 MB: two years of meetings long past (40,000 of them), then `spans`. */
function fiveMegabyteFeed(spans: [string, string][]): string {
  const past = Array.from({ length: 40_000 }, (_, i): [string, string] => {
    const start = Date.parse("2020-01-06T12:00:00Z") + i * 30 * 60_000;
    return [new Date(start).toISOString(), new Date(start + 15 * 60_000).toISOString()];
  });
  const text = icsOf([...past, ...spans]);
  expect(Buffer.byteLength(text)).toBeGreaterThan(5 * 1024 * 1024);
  return text;
}

const freeOn = async (app: FastifyInstance, date: string) =>
  ((await app.inject(`${BOOKING_API.slots}?month=${date.slice(0, 7)}`)).json() as BookingSlotsResponse).days.find((d) => d.date === date)?.slots ?? [];

const fields = (overrides: Partial<BookingBody> = {}) => bookingFields({ notes: "", ...overrides });
const phone = (i: number) => `+55 (21) 99876-${5400 + i}`;

async function book(app: FastifyInstance, overrides: Partial<BookingBody> = {}) {
  return app.inject({ method: "POST", url: BOOKING_API.book, payload: { ...fields(overrides), captchaToken: await solvedAltchaToken(app, "booking") } });
}
const post = (app: FastifyInstance, url: string, token: string, extra: object = {}) => app.inject({ method: "POST", url, payload: { token, ...extra } });
const confirmLatest = async (app: FastifyInstance) => post(app, BOOKING_API.confirm, await bookingLinkToken(app));
const mailsOf = (app: FastifyInstance, kind: string) => app.database.db.select().from(outbox).where(eq(outbox.kind, kind)).orderBy(asc(outbox.id));
const hostOfBooking = async (app: FastifyInstance, slotStart: string) =>
  (await app.database.db.select({ hostId: bookings.hostId }).from(bookings).where(and(eq(bookings.slotStart, new Date(slotStart)), inArray(bookings.status, ["held", "confirmed"]))))[0]?.hostId;

function eventOf(ics: string) {
  const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!;
  const organizer = vevent.getFirstProperty("organizer")!;
  return {
    organizer: { name: organizer.getParameter("cn"), email: String(organizer.getFirstValue()).replace(/^mailto:/, "") },
    location: vevent.getFirstPropertyValue("location"),
    start: String(vevent.getFirstPropertyValue("dtstart")),
  };
}

describeEachEngine("demos booked with hosts", (engine) => {
  it("a slot is offered only when a host is free in it; the booking goes to the free host, named in the invitation with a generated Jitsi link", async () => {
    const hosts = [
      host("ana", "Ana Souza", [feed(path("ana"), icsOf([[tuesday("14:00"), tuesday("15:00")]]))]),
      host("bruno", "Bruno Reis", [feed(path("bruno"), icsOf([[tuesday("14:00"), tuesday("14:30")], [tuesday("15:00"), tuesday("15:30")]]))]),
    ];
    const app = await server(engine, hosts, { BOOKING_VIDEO: "jitsi" });
    const free = await freeOn(app, TUESDAY);
    expect(free).not.toContain(tuesday("14:00"));
    expect(free).toEqual(expect.arrayContaining([tuesday("14:30"), tuesday("15:00"), tuesday("13:30")]));

    const held = await book(app, { slotStart: tuesday("14:30") });
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json()).toMatchObject({ status: "held", hostName: "Bruno Reis", meetingUrl: null });
    // The only free host holds it: the slot is gone.
    expect(await freeOn(app, TUESDAY)).not.toContain(tuesday("14:30"));

    const confirmed = await confirmLatest(app);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const view = confirmed.json();
    expect(view).toMatchObject({ status: "confirmed", hostName: "Bruno Reis" });
    expect(view.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/Demo-[0-9a-f]{32}$/);

    const [visitor] = await mailsOf(app, "booking.booked.visitor");
    expect(visitor!.text).toContain("Com: Bruno Reis");
    expect(visitor!.text).toContain(view.meetingUrl);
    const invitation = eventOf(visitor!.attachments![0]!.content);
    expect(invitation.organizer).toEqual({ name: "Bruno Reis", email: "bruno@tramita.test" });
    expect(invitation.location).toBe(view.meetingUrl);
    // The host gets the invitation and the sales notice too.
    const [toHost] = await mailsOf(app, "booking.booked.host");
    expect(toHost).toMatchObject({ to: "bruno@tramita.test" });
    expect(toHost!.text).toContain(view.meetingUrl);
    expect(toHost!.attachments).toHaveLength(1);
    // The manage page shows them.
    const managed = await post(app, BOOKING_API.manage, await bookingLinkToken(app, "booking.booked.visitor"));
    expect(managed.json()).toMatchObject({ hostName: "Bruno Reis", meetingUrl: view.meetingUrl });
  });

  it("BOOKING_BUFFER_MINUTES keeps a host free around their events; a host's own meetingUrl is the link", async () => {
    const hosts = [host("ana", "Ana Souza", [feed(path("ana"), icsOf([[tuesday("14:00"), tuesday("14:30")]]))], { meetingUrl: "https://meet.google.com/abc-defg-hij" })];
    const app = await server(engine, hosts, { BOOKING_BUFFER_MINUTES: "15", BOOKING_VIDEO: "jitsi" });
    const free = await freeOn(app, TUESDAY);
    expect(free).not.toContain(tuesday("13:30"));
    expect(free).not.toContain(tuesday("14:30"));
    expect(free).toContain(tuesday("13:00"));
    expect(free).toContain(tuesday("15:00"));
    expect((await book(app, { slotStart: tuesday("15:00") })).statusCode).toBe(201);
    expect((await confirmLatest(app)).json().meetingUrl).toBe("https://meet.google.com/abc-defg-hij");
  });

  it("the fair rule gives each booking to the free host booked least recently", async () => {
    const hosts = [host("ana", "Ana Souza", []), host("bruno", "Bruno Reis", []), host("carla", "Carla Dias", [])];
    const app = await server(engine, hosts);
    const slots = ["09:00", "09:30", "10:00", "10:30"].map((c) => at("2026-11-25", c));
    for (const [i, slotStart] of slots.entries()) expect((await book(app, { slotStart, email: `p${i}@exemplo.com.br`, phone: phone(i) })).statusCode).toBe(201);
    expect(await Promise.all(slots.map((s) => hostOfBooking(app, s)))).toEqual(["ana", "bruno", "carla", "ana"]);
    // Three in one slot: one each; a fourth finds nobody.
    const same = at("2026-11-26", "09:00");
    for (let i = 10; i < 13; i++) expect((await book(app, { slotStart: same, email: `p${i}@exemplo.com.br`, phone: phone(i) })).statusCode).toBe(201);
    const full = await book(app, { slotStart: same, email: "p20@exemplo.com.br", phone: phone(20) });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: "SLOT_TAKEN", alternatives: expect.arrayContaining([at("2026-11-26", "09:30")]) });
  });

  it("20 bookings racing for 2 hosts in one slot: 2 confirmed, 18 refused with the nearest free slots, 0 overlaps", async () => {
    const hosts = [host("ana", "Ana Souza", []), host("bruno", "Bruno Reis", [])];
    const app = await server(engine, hosts);
    const answers = await raceBookings(app, Array.from({ length: 20 }, (_, i) => fields({ email: `pessoa${i}@exemplo.com.br`, phone: phone(i) })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(18);
    expect(refused[0]!.body).toMatchObject({ code: "SLOT_TAKEN", alternatives: [tuesday("13:00"), tuesday("13:30"), tuesday("14:30")] });
    for (const mail of await mailsOf(app, "booking.held.visitor")) {
      const token = decodeURIComponent(new RegExp(`[?&]${BOOKING_TOKEN_PARAM}=([^&\\s"]+)`).exec(mail.text)![1]!);
      expect((await post(app, BOOKING_API.confirm, token)).statusCode).toBe(200);
    }
    const rows = await app.database.db.select().from(bookings);
    expect(rows.filter((b) => b.status === "confirmed").map((b) => b.hostId).toSorted()).toEqual(["ana", "bruno"]);
    const active = rows.filter((b) => b.status === "held" || b.status === "confirmed");
    const overlapping = active.filter((a) => active.some((b) => a.id !== b.id && a.hostId === b.hostId && Math.abs(a.slotStart.getTime() - b.slotStart.getTime()) < 30 * 60_000));
    expect(overlapping).toHaveLength(0);
    // The database itself refuses a host's second booking in a slot.
    await expect(app.database.db.insert(bookingHostSeats).values({ hostId: "ana", slotStart: new Date(tuesday("14:00")), bookingId: crypto.randomUUID() })).rejects.toMatchObject({ cause: { code: "23505" } });
  });

  it("before confirming, the host's calendars are read again: a meeting added since the hold wins, and the visitor is offered other times", async () => {
    const anaFeed = path("ana");
    const hosts = [host("ana", "Ana Souza", [feed(anaFeed, icsOf([]))])];
    const app = await server(engine, hosts);
    expect((await book(app)).statusCode).toBe(201);
    feeds.serve(anaFeed, icsOf([[tuesday("13:45"), tuesday("14:15")]]));
    const refused = await confirmLatest(app);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "SLOT_TAKEN", alternatives: [tuesday("13:00"), tuesday("14:30"), tuesday("15:00")] });
    expect((await app.database.db.select({ status: bookings.status }).from(bookings))[0]!.status).toBe("expired");
    expect(await mailsOf(app, "booking.booked.visitor")).toHaveLength(0);
  });

  it("a 5 MB feed is read in the background and parsed on the calendar parser's thread: the free slots and a hold fetch no feed, and the thread answering visitors never parses one", async () => {
    const bigFeed = path("cinco-mb");
    const hosts = [host("ana", "Ana Souza", [feed(bigFeed, fiveMegabyteFeed([[tuesday("14:00"), tuesday("15:00")]]))])];
    const parse = vi.spyOn(ICAL, "parse");
    cleanups.push(async () => parse.mockRestore());
    const app = await server(engine, hosts);
    expect(feeds.hits(bigFeed)).toBe(1);
    const free = await freeOn(app, TUESDAY);
    expect(free).not.toContain(tuesday("14:00"));
    expect(free).not.toContain(tuesday("14:30"));
    expect(free).toContain(tuesday("15:00"));
    expect((await book(app, { slotStart: tuesday("15:00") })).statusCode).toBe(201);
    expect(await freeOn(app, TUESDAY)).not.toContain(tuesday("15:00"));
    expect(feeds.hits(bigFeed)).toBe(1);
    // The confirmation reads the calendar again (a meeting added since the hold wins), parsed off this thread too.
    expect((await confirmLatest(app)).statusCode).toBe(200);
    expect(feeds.hits(bigFeed)).toBe(2);
    expect(parse).not.toHaveBeenCalled();
  });

  it("a feed that is not ICS, is 50 MB, redirects or times out: that host offers no slots, the others work, the reason logged once per change", async () => {
    const log: string[] = [];
    const htmlFeed = path("html");
    const hosts = [
      host("boa", "Beatriz Alves", [feed(path("boa"), icsOf([]))]),
      host("html", "Hugo Lima", [feed(htmlFeed, { kind: "html" })]),
      host("enorme", "Enzo Rocha", [feed(path("enorme"), { kind: "huge", megabytes: 50 })]),
      host("desvio", "Diana Reis", [feed(path("desvio"), { kind: "redirect" })]),
      host("lento", "Lucas Melo", [feed(path("lento"), { kind: "hang" })]),
    ];
    const app = await server(engine, hosts, { BOOKING_BUSY_TIMEOUT_MS: "3000" }, log);
    const ready = (await app.inject(READY_PATH)).json() as ReadinessReport;
    const report = Object.fromEntries(ready.hostCalendars!.map((h) => [h.hostId, h]));
    expect(report.boa).toMatchObject({ offersSlots: true, failure: null });
    expect(report.html).toMatchObject({ offersSlots: false, failure: expect.stringMatching(/not an iCalendar file/) });
    expect(report.enorme).toMatchObject({ offersSlots: false, failure: expect.stringMatching(/too large/) });
    expect(report.desvio).toMatchObject({ offersSlots: false, failure: expect.stringMatching(/redirect/) });
    expect(report.lento).toMatchObject({ offersSlots: false, failure: expect.stringMatching(/no answer within 3000 ms/) });
    expect(ready.status).toBe("ready");
    expect(ready.alarms.filter((a) => a.includes("offers no slots"))).toHaveLength(4);
    // The secret path of a feed is never logged.
    expect(log.join("\n")).not.toContain(htmlFeed);

    // The good host takes every booking.
    expect((await book(app)).statusCode).toBe(201);
    expect(await hostOfBooking(app, tuesday("14:00"))).toBe("boa");
    expect(await freeOn(app, TUESDAY)).not.toContain(tuesday("14:00"));

    // Failing again the same way: not logged again. A new reason: logged.
    const warned = (id: string) => log.filter((line) => line.includes(`"hostId":"${id}"`)).length;
    // A failed read is tried again a minute later.
    expect(warned("html")).toBe(1);
    minuteLater();
    expect(await reread(app, "html", hosts)).toBe(false);
    expect(warned("html")).toBe(1);
    feeds.serve(htmlFeed, { kind: "redirect" });
    minuteLater();
    await reread(app, "html", hosts);
    expect(warned("html")).toBe(2);
    // Readable again: offers slots.
    feeds.serve(htmlFeed, icsOf([]));
    minuteLater();
    expect(await reread(app, "html", hosts)).toBe(true);
    expect((await book(app, { email: "outra@exemplo.com.br", phone: phone(1) })).statusCode).toBe(201);
    expect(await hostOfBooking(app, tuesday("14:00"))).toBeDefined();

    const metrics = await app.inject({ url: METRICS_PATH, headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.body).toMatch(/tramita_host_offers_slots\{host="lento"\} 0/);
    expect(metrics.body).toMatch(/tramita_host_offers_slots\{host="html"\} 1/);
    expect(metrics.body).toMatch(/tramita_host_calendar_read_failures_total\{host="html"\} 3/);
  });

  it("a host whose calendars could not be read for longer than BOOKING_BUSY_MAX_STALE_SECONDS offers no slots, and offers them again once read", async () => {
    const anaFeed = path("ana");
    const hosts = [host("ana", "Ana Souza", [feed(anaFeed, icsOf([]))])];
    const app = await server(engine, hosts, { BOOKING_BUSY_REFRESH_SECONDS: "60", BOOKING_BUSY_MAX_STALE_SECONDS: "600", BOOKING_BUSY_TIMEOUT_MS: "300" });
    expect(await freeOn(app, "2026-11-25")).toContain(at("2026-11-25", "14:00"));
    feeds.serve(anaFeed, { kind: "hang" });
    // Five minutes on, the read fails but the last good one is still trusted.
    clock = new Date(NOW.getTime() + 5 * 60_000);
    expect(await reread(app, "ana", hosts)).toBe(false);
    expect(await freeOn(app, "2026-11-25")).toContain(at("2026-11-25", "14:00"));
    // Eleven minutes on: too old.
    clock = new Date(NOW.getTime() + 11 * 60_000);
    expect(await freeOn(app, "2026-11-25")).toEqual([]);
    const ready = (await app.inject(READY_PATH)).json() as ReadinessReport;
    expect(ready.hostCalendars![0]).toMatchObject({ hostId: "ana", offersSlots: false, failure: expect.stringMatching(/no answer/) });
    expect(ready.alarms).toContainEqual(expect.stringMatching(/host ana offers no slots/));
    feeds.serve(anaFeed, icsOf([]));
    clock = new Date(NOW.getTime() + 12 * 60_000);
    expect(await reread(app, "ana", hosts)).toBe(true);
    expect(await freeOn(app, "2026-11-25")).toContain(at("2026-11-25", "14:00"));
  });
});

describeEachEngine("hosts' CalDAV calendars (Radicale)", (engine) => {
  let radicale: Radicale;
  beforeAll(async () => {
    radicale = await startRadicale();
  }, 120_000);
  afterAll(() => radicale.stop());

  it("free/busy is read from each host's calendar; the confirmed booking is written there, moved on reschedule, removed on cancel and on erasure", async () => {
    const suffix = `${engine}${feedCounter++}`;
    const [carla, davi] = [`carla${suffix}`, `davi${suffix}`];
    await radicale.createCalendar(carla, "agenda");
    await radicale.createCalendar(davi, "agenda");
    await radicale.putEvent(carla, "agenda", "reuniao.ics", icsOf([[tuesday("14:00"), tuesday("15:00")]]));
    const caldav = (user: string) => ({ caldav: { url: radicale.calendarUrl(user, "agenda"), username: user, password: RADICALE_PASSWORD } });
    const rooms = { [carla]: "https://meet.exemplo.test/carla", [davi]: "https://meet.exemplo.test/davi" };
    const hosts = [host(carla, "Carla Dias", [caldav(carla)], { meetingUrl: rooms[carla] }), host(davi, "Davi Nunes", [caldav(davi)], { meetingUrl: rooms[davi] })];
    const app = await server(engine, hosts);
    const writes = () => app.bookingHosts!.writer.runDue();

    // Carla is busy at 14:00: the booking goes to Davi.
    expect((await book(app)).statusCode).toBe(201);
    const confirmed = await confirmLatest(app);
    expect(confirmed.json()).toMatchObject({ hostName: "Davi Nunes", meetingUrl: "https://meet.exemplo.test/davi" });
    const id = (await app.database.db.select({ id: bookings.id }).from(bookings))[0]!.id;
    expect(await writes()).toBe(1);
    const written = await radicale.getEvent(davi, "agenda", `${id}.ics`);
    expect(written).not.toBeNull();
    expect(eventOf(written!)).toMatchObject({ organizer: { name: "Davi Nunes", email: `${davi}@tramita.test` }, location: "https://meet.exemplo.test/davi", start: "2026-11-24T14:00:00" });
    expect(written).not.toMatch(/^METHOD:/m);
    // The site's own event does not make Davi busy elsewhere, and is not read back as a meeting.
    expect(await reread(app, davi, hosts)).toBe(true);

    // Rescheduled: the same event, at the new time.
    const moved = await post(app, BOOKING_API.reschedule, await bookingLinkToken(app, "booking.booked.visitor"), { slotStart: tuesday("16:00") });
    expect(moved.statusCode, moved.body).toBe(200);
    await writes();
    expect(eventOf((await radicale.getEvent(davi, "agenda", `${id}.ics`))!).start).toBe("2026-11-24T16:00:00");

    // Cancelled: gone from the calendar.
    expect((await post(app, BOOKING_API.cancel, await bookingLinkToken(app, "booking.rescheduled.visitor"))).statusCode).toBe(200);
    await writes();
    expect(await radicale.getEvent(davi, "agenda", `${id}.ics`)).toBeNull();

    // Erased: another confirmed booking's event leaves the host's calendar with the person.
    expect((await book(app, { email: "apagar@exemplo.com.br", phone: phone(3), slotStart: tuesday("15:00") })).statusCode).toBe(201);
    await confirmLatest(app);
    const [erased] = await app.database.db.select({ id: bookings.id, hostId: bookings.hostId }).from(bookings).where(eq(bookings.email, "apagar@exemplo.com.br"));
    const owner = erased!.hostId!;
    await writes();
    expect(await radicale.getEvent(owner, "agenda", `${erased!.id}.ics`)).not.toBeNull();
    // The host's name and the meeting link are part of the visitor's record: in the data-rights view (and its JSON export).
    const opened = await openRights(app, "apagar@exemplo.com.br");
    expect(opened.view.bookings).toEqual([expect.objectContaining({ hostName: hosts.find((h) => h.id === owner)!.name, meetingUrl: rooms[owner] })]);
    await erase(app, opened.access);
    await writes();
    expect(await radicale.getEvent(owner, "agenda", `${erased!.id}.ics`)).toBeNull();
    expect((await app.database.db.select({ n: count() }).from(bookings).where(eq(bookings.email, "apagar@exemplo.com.br")))[0]!.n).toBe(0);
  });
});
