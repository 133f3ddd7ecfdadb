// Demo booking (spec §3, §9). GET the free slots of a month; POST a booking (form schema,
// honeypot, captcha, rate limit, then the booking, its seat and its e-mail in one
// transaction, which also holds the per-contact and per-address limits of
// bookings/limits.ts). A new booking is a hold (holds.ts): its e-mail carries the link
// that confirms it, and only the confirmation sends the invitation, tells the sales team
// and emits booking.created. Then the e-mailed links' calls: load, cancel, reschedule by
// token. The server recomputes every slot from the business rules; the browser's choice is
// only a request, and the seat's primary key is what finally says yes or no.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { API_ERRORS } from "../../contracts/api-errors.ts";
import { BOOKING_API } from "../../contracts/api-paths.ts";
import { BOOKING_TIME_ZONE, bookableSlotAt, bookingWindow, slotEnd } from "../../contracts/booking-slots.ts";
import { bookingRescheduleBodySchema, bookingTokenBodySchema } from "../../contracts/booking.ts";
import type { BookingSlotsResponse, BookingView, SlotTakenBody } from "../../contracts/booking-options.ts";
import { toE164 } from "../../contracts/phone.ts";
import { isKnownTimeZone } from "../../contracts/zoned-time.ts";
import { ApiError } from "../http/api-error.ts";
import { addressLimitCheck } from "../http/pipeline.ts";
import type { SlotsCache } from "./slots-cache.ts";
import { bookingEndpoint } from "../../contracts/endpoints/booking.ts";
import { acceptForm } from "../http/protected-form.ts";
import { bookingEmails, bookingInvitation, holdEmail, type BookingChange, type BookingRecord } from "./emails.ts";
import type { Tx } from "../db/client.ts";
import type { Effects } from "../outbox/commit.ts";
import { storedConversion } from "../attribution/rows.ts";
import { type RateLimit } from "../rate-limit.ts";
import { bookingAlarmFor, bookingOrigin, countHourlyBooking, lockRequester, spentLimit, type BookingLimits, type SpentLimit } from "./limits.ts";
import { holdExpiry } from "./holds.ts";
import { alternativesTo, releaseSeat, type SeatKeeper } from "./seats.ts";
import { dropFollowups, planFollowups } from "./followups.ts";
import { hashToken } from "../auth/tokens.ts";
import { isSignedToken, newManageToken } from "./tokens.ts";
import { assignHost, bookingByTokenHash, changeBooking, confirmHold, insertBooking, lockBookingByTokenHash } from "./queries.ts";
import type { Host } from "./hosts/hosts-file.ts";
import type { HostSettings } from "./hosts/settings.ts";
import type { BusyRefresher } from "./hosts/refresh.ts";
import { meetingUrlFor } from "./hosts/meeting.ts";
import { queueEventDelete, queueEventPut } from "./hosts/calendar-writes.ts";
import { invitationIcs } from "./icalendar.ts";
import { writableCalendar } from "./hosts/calendars.ts";
import { site } from "../../contracts/site.ts";
import { bookingData } from "../webhooks/event-data.ts";
import type { ProtectedRouteOptions } from "../http/protected-routes.ts";

const BOOKING_BODY_LIMIT = 16 * 1024;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The slot asked for is not (or no longer) bookable: SLOT_TAKEN's answer, in other words. */
const SLOT_UNAVAILABLE = "Este horário não está mais disponível para agendamento. Escolha um dos horários livres mais próximos.";

/** 422 TOO_MANY_ACTIVE_BOOKINGS: this e-mail or phone already holds `max` demos still ahead. */
function contactLimitMessage(field: "email" | "phone", max: number): string {
  const who = field === "email" ? "Este e-mail" : "Este telefone";
  const held = max === 1 ? "uma demonstração agendada" : `${max} demonstrações agendadas`;
  return `${who} já tem ${held}. Para remarcar ou cancelar, use o link do e-mail de confirmação que você recebeu.`;
}

/** 429 TOO_MANY_ADDRESS_BOOKINGS: this client address already made `max` bookings still ahead. */
function addressLimitMessage(max: number): string {
  const held = max === 1 ? "Uma demonstração já foi agendada" : `${max} demonstrações já foram agendadas`;
  return `${held} a partir da sua conexão de internet e ainda não aconteceram. Para marcar outra, cancele uma delas pelo link do e-mail ou fale com a gente: ${site.email} · ${site.phone.display}.`;
}

export interface BookingRouteOptions extends ProtectedRouteOptions {
  rateLimit: RateLimit;
  /** Signs the manage tokens. */
  tokenSecret: string;
  salesInbox: string;
  /** Origin of the links in booking e-mails (configuration, never request headers). */
  publicSiteUrl: string;
  /** Who holds a slot: anonymous seats, or hosts' own (BOOKING_HOSTS_FILE). */
  seats: SeatKeeper;
  /** With hosts: their settings and the reader of their calendars; null without. */
  hosts: { settings: HostSettings; refresher: BusyRefresher } | null;
  /** BOOKING_REMINDERS, in minutes before the start. */
  reminderMinutes: readonly number[];
  limits: BookingLimits;
  /**
   * ALTCHA's difficulty the booking form's solved challenge must have while an hourly alarm
   * holds for the client (null for reCAPTCHA, which has no such measure: there the alarms only log).
   */
  alarmCaptchaWork: number | null;
  /** Each client address's limit on the free slots' calls. */
  slotsRateLimit: RateLimit;
  /** The months' free slots kept a moment (SLOTS_CACHE_MS). */
  slotsCache: SlotsCache;
  now?: () => Date;
}

/** Each client address's limit on the e-mailed links' calls: three times the bookings' (BOOKING_RATE_LIMIT). */
export const linkRateLimit = (bookingLimit: RateLimit): RateLimit => ({ max: bookingLimit.max * 3, windowSeconds: bookingLimit.windowSeconds });

/** Thrown inside a transaction to roll it back when the slot `start` is full. */
class SlotFull extends Error {
  readonly start: string;
  constructor(start: string) {
    super("slot full");
    this.start = start;
  }
}

/** The refusal when the requester's e-mail, phone or client address already holds the most active bookings. */
function limitRefusal(spent: SpentLimit, limits: BookingLimits): ApiError {
  if (spent === "address") return new ApiError("TOO_MANY_ADDRESS_BOOKINGS", { message: addressLimitMessage(limits.activePerAddress) });
  const message = contactLimitMessage(spent, limits.activePerContact);
  return new ApiError("TOO_MANY_ACTIVE_BOOKINGS", { message, fields: { [spent]: message } });
}

/** 404 INVALID_LINK: whatever is wrong with a manage link, the visitor is told the same. */
const invalidLink = () => new ApiError("INVALID_LINK");
const manageLink = { form: { credential: { field: "token", code: "INVALID_LINK" } } } as const;

function viewOf({ status, holdExpiresAt, slotStart, name, email, company, topic, hostName, meetingUrl }: BookingRecord): BookingView {
  const start = slotStart.toISOString();
  const shown = status === "held" || status === "cancelled" ? status : "confirmed";
  // The link to join is the confirmed booking's: a hold may yet go to someone else.
  const joinUrl = shown === "confirmed" ? meetingUrl : null;
  return { status: shown, holdExpiresAt: shown === "held" ? holdExpiresAt!.toISOString() : null, slotStart: start, slotEnd: slotEnd(start), name, email, company, topic, hostName, meetingUrl: joinUrl };
}

/** After a committed change: log it, answer the booking's view. */
function changed(request: FastifyRequest, booking: BookingRecord, what: string) {
  request.log.info({ bookingId: booking.id }, what);
  return viewOf(booking);
}

function lastDayOf(month: string) {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, "0")}`;
}

export async function bookingRoutes(app: FastifyInstance, options: BookingRouteOptions) {
  const { db, rateLimit, hashKey, tokenSecret, salesInbox, publicSiteUrl, seats, hosts, reminderMinutes, limits, alarmCaptchaWork, slotsRateLimit, slotsCache, now = () => new Date(), events, outbox } = options;
  const followups = { reminderMinutes, salesInbox, publicSiteUrl, tokenSecret };
  const manageLimit = linkRateLimit(rateLimit);

  /** 409 SLOT_TAKEN with the free slots nearest to `start` (SlotTakenBody). */
  async function slotTaken(at: Date, start: string, message: string) {
    const alternatives: SlotTakenBody["alternatives"] = await alternativesTo(db, seats, at, start);
    return new ApiError("SLOT_TAKEN", { message, extra: { alternatives } });
  }

  /** Counts a hit for this client on the manage links; 429 when over the limit. */
  const manageLimited = addressLimitCheck(options.requestHits, hashKey, "booking-manage", manageLimit);
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** Queues a change's e-mails and gives its event's data: both say where the booking came from, the data its mailing opt-in too (stored at its booking). */
  async function announce(tx: Tx, effects: Effects, booking: BookingRecord, change: BookingChange, token: string | null, at: Date, previousStart?: Date) {
    const { attribution, mailing_consent: mailingConsent } = await storedConversion(tx, "booking", booking.id);
    await effects.mail(...bookingEmails(booking, change, { salesInbox, publicSiteUrl, token, previousStart, now: at, attribution }));
    return bookingData(booking, attribution, mailingConsent);
  }

  /**
   * Takes a seat at `slotStart` for the booking, with the host the fair rule gives when bookings
   * have hosts (`prefer`: the host to keep when still free); their name, e-mail and video link
   * are then written on the booking. Throws SlotFull when no seat is free.
   */
  async function takeSeat(tx: Tx, booking: BookingRecord, slotStart: Date, at: Date): Promise<BookingRecord> {
    const host = await seats.claim(tx, slotStart, booking.id, at, booking.hostId);
    if (host === undefined) throw new SlotFull(slotStart.toISOString());
    if (!host || host.id === booking.hostId) return booking;
    return assignHost(tx, booking.id, { hostId: host.id, hostName: host.name, hostEmail: host.email, meetingUrl: meetingUrlFor(host, hosts!.settings) });
  }

  const hostOf = (hostId: string | null): Host | undefined => (hostId ? hosts?.settings.hosts.find((host) => host.id === hostId) : undefined);

  /**
   * The host's CalDAV calendar follows the booking (hosts/calendar-writes.ts): its event put as
   * the booking now is, or deleted once cancelled; when the booking moved to another host, the
   * former host's event goes.
   */
  async function followInCalendar(tx: Tx, booking: BookingRecord, at: Date, formerHostId?: string | null) {
    if (formerHostId && formerHostId !== booking.hostId && writableCalendar(hostOf(formerHostId) ?? { busy: [] })) {
      await queueEventDelete(tx, { bookingId: booking.id, hostId: formerHostId });
    }
    const host = hostOf(booking.hostId);
    if (!host || !writableCalendar(host)) return;
    if (booking.status === "cancelled") await queueEventDelete(tx, { bookingId: booking.id, hostId: host.id });
    else await queueEventPut(tx, { bookingId: booking.id, hostId: host.id, ics: invitationIcs(bookingInvitation(booking, null, { salesInbox, now: at })) });
  }

  /** The booking an e-mailed link's token points to, locked for update; else throws why not. */
  async function lockByToken(tx: Tx, token: string): Promise<BookingRecord> {
    if (!isSignedToken(tokenSecret, token)) throw invalidLink();
    const booking = await lockBookingByTokenHash(tx, hashToken(token));
    if (!booking) throw invalidLink();
    return booking;
  }

  /** The confirmed, future booking a manage token points to, locked for update; else throws why not. */
  async function lockManaged(tx: Tx, token: string, at: Date): Promise<BookingRecord> {
    const booking = await lockByToken(tx, token);
    if (booking.status === "cancelled") throw new ApiError("CANCELLED");
    // A hold's only link confirms it.
    if (booking.status !== "confirmed") throw invalidLink();
    if (booking.slotStart.getTime() <= at.getTime()) throw new ApiError("PAST");
    return booking;
  }

  app.get(BOOKING_API.slots, { preHandler: addressLimitCheck(options.requestHits, hashKey, "booking-slots", slotsRateLimit) }, async (request, reply) => {
    const at = now();
    const window = bookingWindow(at);
    const { month = window.firstDate.slice(0, 7) } = request.query as { month?: string };
    if (typeof month !== "string" || !MONTH.test(month)) throw new ApiError("INVALID_MONTH");
    const body = await slotsCache.answer(month, at, async () => {
      const days = new Map<string, string[]>();
      for (const slot of await seats.freeSlots(db, at, `${month}-01`, lastDayOf(month))) {
        const day = days.get(slot.date);
        if (day) day.push(slot.start);
        else days.set(slot.date, [slot.start]);
      }
      const answer: BookingSlotsResponse = { timeZone: BOOKING_TIME_ZONE, month, ...window, days: [...days].map(([date, starts]) => ({ date, slots: starts })) };
      return JSON.stringify(answer);
    });
    return reply.header("cache-control", "no-store").type("application/json; charset=utf-8").send(body);
  });
  // Whatever a booking call changed here (a hold, a confirmation, a move, a cancellation), the
  // next free slots' answer is computed afresh.
  app.addHook("onResponse", async (request) => {
    if (request.method !== "GET" && request.method !== "HEAD") slotsCache.changed();
  });

  // While an hourly alarm holds for this client (limits.ts), an ordinary challenge is too cheap for this form.
  const requiredWork =
    alarmCaptchaWork === null ? undefined : async (request: FastifyRequest) => ((await bookingAlarmFor(db, bookingOrigin(request, hashKey), limits, now())) ? alarmCaptchaWork : 0);
  await acceptForm(app, options, {
    endpoint: bookingEndpoint,
    bodyLimit: BOOKING_BODY_LIMIT,
    captchaWork: requiredWork,
    limit: { scope: "booking", rateLimit },
    clock: now,
    prepare: async ({ fields, now: at }) => {
      const slot = bookableSlotAt(at, fields.slotStart);
      if (!slot) throw await slotTaken(at, fields.slotStart, SLOT_UNAVAILABLE);
      return slot;
    },
    transaction: async (tx, { fields: { slotStart: _asked, timeZone, ...fields }, request, now: at, ipHash }, slot) => {
      const requester = { email: fields.email, phoneE164: toE164(fields.phone) ?? fields.phone, ipHash };
      await lockRequester(tx, requester);
      const spent = await spentLimit(tx, requester, limits, at);
      if (spent) throw limitRefusal(spent, limits);
      const { token, hash } = newManageToken(tokenSecret);
      const inserted = await insertBooking(tx, {
        ...fields,
        notes: fields.notes || null,
        phoneE164: requester.phoneE164,
        slotStart: new Date(slot.start),
        timeZone: timeZone && isKnownTimeZone(timeZone) ? timeZone : null,
        status: "held",
        holdExpiresAt: holdExpiry(at),
        tokenHash: hash,
        ipHash,
      });
      const booking = await takeSeat(tx, inserted, inserted.slotStart, at);
      const alarms = await countHourlyBooking(tx, bookingOrigin(request, hashKey), limits, at);
      // Each logged once an hour: the first for whom it concerns, the last for everyone, and the operators must look at it.
      if (alarms.address || alarms.network) request.log.info(`a client ${alarms.address ? "address" : "network"} booked unusually often this hour; its booking captcha costs more until the hour ends`);
      if (alarms.site) {
        request.log.warn(
          { hourlyCap: limits.hourlyCap },
          "bookings this hour came from BOOKING_HOURLY_CAP distinct networks; a wide booking flood may be under way: bookings are still taken, with a harder captcha for everyone until the hour ends",
        );
      }
      return { status: 201, answer: viewOf(booking), mails: [holdEmail(booking, { salesInbox, publicSiteUrl, token })], attributed: { recordId: booking.id, email: booking.email } };
    },
    recover: async (error, { now: at }) => {
      if (error instanceof SlotFull) throw await slotTaken(at, error.start, API_ERRORS.SLOT_TAKEN.message);
    },
    committed: (_accepted, { request }) => request.log.info("demo slot held"),
  });

  const linkRoute = { bodyLimit: 1024, schema: { body: bookingTokenBodySchema }, config: manageLink, preHandler: manageLimited };
  api.post(BOOKING_API.confirm, linkRoute, async (request) => {
    const at = now();
    // The host's calendars are read again first: a meeting they added since the hold wins.
    const pending = hosts && isSignedToken(tokenSecret, request.body.token) ? await bookingByTokenHash(db, hashToken(request.body.token)) : undefined;
    const pendingHost = hostOf(pending?.hostId ?? null);
    if (pending?.status === "held" && pendingHost) await hosts!.refresher.refreshHost(pendingHost);
    const { token, hash } = newManageToken(tokenSecret);
    const confirmed = await outbox.commit(db, async (tx, effects) => {
      const held = await lockByToken(tx, request.body.token);
      // Released already, or past its time and about to be: the seat may be someone else's.
      if (held.status === "expired" || (held.status === "held" && held.holdExpiresAt!.getTime() <= at.getTime())) throw new ApiError("HOLD_EXPIRED");
      // The confirmation link is replaced once used: any other status means a stale link.
      if (held.status !== "held") throw invalidLink();
      if (held.hostId) {
        // Its host again (or, busy now, another free one): re-read from what is stored now.
        await releaseSeat(tx, held.id);
        try {
          await takeSeat(tx, held, held.slotStart, at);
        } catch (error) {
          if (!(error instanceof SlotFull)) throw error;
          // Nobody is free any more: the hold ends here, and the visitor is offered other times.
          await changeBooking(tx, held.id, { status: "expired", updatedAt: at, tokenHash: null });
          return null;
        }
      }
      const booking = await confirmHold(tx, held.id, { tokenHash: hash, at });
      await followInCalendar(tx, booking, at);
      await planFollowups(tx, booking, token, at, followups);
      await effects.event(events.prepare("booking.created", await announce(tx, effects, booking, "booked", token, at), at));
      return booking;
    });
    if (!confirmed) throw await slotTaken(at, pending!.slotStart.toISOString(), SLOT_UNAVAILABLE);
    return changed(request, confirmed, "demo booking confirmed");
  });

  api.post(BOOKING_API.manage, linkRoute, async (request) => {
    const { token } = request.body;
    if (!isSignedToken(tokenSecret, token)) throw invalidLink();
    const booking = await bookingByTokenHash(db, hashToken(token));
    // A hold's link only confirms it (BOOKING_API.confirm).
    if (!booking || booking.status === "held" || booking.status === "expired") throw invalidLink();
    return viewOf(booking);
  });

  api.post(BOOKING_API.cancel, linkRoute, async (request) => {
    const at = now();
    const outcome = await outbox.commit(db, async (tx, effects) => {
      const found = await lockManaged(tx, request.body.token, at);
      await releaseSeat(tx, found.id);
      await dropFollowups(tx, found.id);
      const cancelled = await changeBooking(tx, found.id, { status: "cancelled", cancelledAt: at, updatedAt: at, tokenHash: null });
      await followInCalendar(tx, cancelled, at);
      await effects.event(events.prepare("booking.cancelled", { ...(await announce(tx, effects, cancelled, "cancelled", null, at)), cancelled_at: at.toISOString() }, at));
      return cancelled;
    });
    return changed(request, outcome, "demo booking cancelled");
  });

  const rescheduleRoute = {
    ...linkRoute,
    schema: { body: bookingRescheduleBodySchema },
    config: { form: { ...manageLink.form, validation: "Escolha um horário disponível." } },
  };
  api.post(BOOKING_API.reschedule, rescheduleRoute, async (request) => {
    const at = now();
    const slot = bookableSlotAt(at, request.body.slotStart);
    if (!slot) throw await slotTaken(at, request.body.slotStart, SLOT_UNAVAILABLE);
    const { token, hash } = newManageToken(tokenSecret);
    try {
      const outcome = await outbox.commit(db, async (tx, effects) => {
        const found = await lockManaged(tx, request.body.token, at);
        if (found.slotStart.toISOString() === slot.start) throw new ApiError("SAME_SLOT");
        // Both moves or neither: the old seat is freed only if the new one is taken.
        await releaseSeat(tx, found.id);
        await takeSeat(tx, found, new Date(slot.start), at);
        const moved = await changeBooking(tx, found.id, { slotStart: new Date(slot.start), updatedAt: at, tokenHash: hash });
        await followInCalendar(tx, moved, at, found.hostId);
        await planFollowups(tx, moved, token, at, followups);
        const data = await announce(tx, effects, moved, "rescheduled", token, at, found.slotStart);
        await effects.event(events.prepare("booking.rescheduled", { ...data, previous_slot_start: found.slotStart.toISOString() }, at));
        return moved;
      });
      return changed(request, outcome, "demo booking rescheduled");
    } catch (error) {
      if (error instanceof SlotFull) throw await slotTaken(at, slot.start, API_ERRORS.SLOT_TAKEN.message);
      throw error;
    }
  });
}
