// The host's answer to the outcome e-mail (followup-emails.ts): POST the outcome e-mail's token
// and "attended" or "no_show". The page of the e-mailed link only shows a button that makes this
// call, so a mail scanner opening the link records nothing. The first answer is the outcome: it
// emits booking.attended or booking.no_show (the CRM, RD Station) in the same transaction; the
// same answer again is answered alike and sends nothing; another one is refused.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { API_ERRORS } from "../../contracts/api-errors.ts";
import { BOOKING_API } from "../../contracts/api-paths.ts";
import { bookingOutcomeBodySchema } from "../../contracts/booking.ts";
import { OUTCOME_LABELS, type BookingOutcomeRecorded } from "../../contracts/booking-outcome.ts";
import { storedConversion } from "../attribution/rows.ts";
import { hashToken } from "../auth/tokens.ts";
import type { Db } from "../db/client.ts";
import { bookings } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";
import { addressLimitCheck } from "../http/pipeline.ts";
import type { Outbox } from "../outbox/commit.ts";
import type { HitCounter, RateLimit } from "../rate-limit.ts";
import { bookingData } from "../webhooks/event-data.ts";
import type { EventQueue } from "../webhooks/queue.ts";
import { eq } from "drizzle-orm";
import type { BookingRecord } from "./emails.ts";
import { lockBookingByOutcomeTokenHash } from "./queries.ts";
import { isSignedToken } from "./tokens.ts";

export interface OutcomeRouteOptions {
  db: Db;
  hashKey: string;
  tokenSecret: string;
  events: EventQueue;
  outbox: Outbox;
  /** Each client address's limit on these calls, counted on `requestHits`. */
  rateLimit: RateLimit;
  requestHits: HitCounter;
  now?: () => Date;
}

const invalidLink = () => new ApiError("INVALID_LINK");
/** A malformed token is refused as a wrong one is (server/http/pipeline.ts). */
const config = { form: { credential: { field: "token", code: "INVALID_LINK" } } } as const;

const EVENT_OF = { attended: "booking.attended", no_show: "booking.no_show" } as const;

const recorded = (booking: BookingRecord): BookingOutcomeRecorded => ({
  outcome: booking.outcome!,
  recordedAt: booking.outcomeAt!.toISOString(),
  slotStart: booking.slotStart.toISOString(),
  name: booking.name,
});

export async function bookingOutcomeRoutes(app: FastifyInstance, { db, hashKey, tokenSecret, events, outbox, rateLimit, requestHits, now = () => new Date() }: OutcomeRouteOptions) {
  const route = { bodyLimit: 1024, schema: { body: bookingOutcomeBodySchema }, config, preHandler: addressLimitCheck(requestHits, hashKey, "booking-outcome", rateLimit) };

  app.withTypeProvider<ZodTypeProvider>().post(BOOKING_API.outcome, route, async (request) => {
    const at = now();
    const { token, outcome } = request.body;
    if (!isSignedToken(tokenSecret, token)) throw invalidLink();
    const answer = await outbox.commit(db, async (tx, effects) => {
      const booking = await lockBookingByOutcomeTokenHash(tx, hashToken(token));
      if (!booking) throw invalidLink();
      if (booking.status === "cancelled") throw new ApiError("CANCELLED");
      if (booking.status !== "confirmed") throw invalidLink();
      if (booking.slotStart.getTime() > at.getTime()) throw new ApiError("NOT_YET_HELD");
      if (booking.outcome === outcome) return recorded(booking);
      if (booking.outcome !== null) throw new ApiError("OUTCOME_RECORDED", { message: `${API_ERRORS.OUTCOME_RECORDED.message} Resposta registrada: ${OUTCOME_LABELS[booking.outcome]}.` });
      const [marked] = await tx.update(bookings).set({ outcome, outcomeAt: at }).where(eq(bookings.id, booking.id)).returning();
      const { attribution, mailing_consent: mailingConsent } = await storedConversion(tx, "booking", booking.id);
      await effects.event(events.prepare(EVENT_OF[outcome], { ...bookingData(marked!, attribution, mailingConsent), outcome_recorded_at: at.toISOString() }, at));
      request.log.info({ bookingId: booking.id, outcome }, "demo outcome recorded");
      return recorded(marked!);
    });
    return answer;
  });
}
