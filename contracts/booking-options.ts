// Demo booking (spec §2 'Scheduling'): the answers' shapes, the e-mailed links and what a
// demo request hands over to the booking form, apart from the schemas (contracts/booking.ts)
// so /agendamento shows them without loading zod.
import { BOOKING_TOKEN_PARAM } from "./api-paths.ts";
import type { BookingFields } from "./booking.ts";
import type { DemoRequestFields } from "./demo-request.ts";

/** GET /api/bookings/slots?month=YYYY-MM: the month's free slots, by Brasília date. */
export interface BookingSlotsResponse {
  timeZone: string;
  month: string;
  /** First and last bookable dates, whatever the month. */
  firstDate: string;
  lastDate: string;
  days: { date: string; slots: string[] }[];
}

/**
 * How long a new booking holds its seat before the visitor confirms it from the e-mailed
 * link; unconfirmed, the seat is offered again after it.
 */
export const BOOKING_HOLD_MINUTES = 30;

/** A booking's life: held until confirmed by e-mail (or expired unconfirmed), then maybe cancelled. */
export type BookingStatus = "held" | "confirmed" | "cancelled" | "expired";

/**
 * What the page shows of a booking (201 of POST: held; the confirmation and the manage
 * calls: confirmed or cancelled).
 */
export interface BookingView {
  status: Exclude<BookingStatus, "expired">;
  /** Until when an unconfirmed booking holds its seat (ISO instant); null once confirmed. */
  holdExpiresAt: string | null;
  slotStart: string;
  slotEnd: string;
  name: string;
  email: string;
  company: string;
  topic: string;
  /** Who gives the demo, when the site books with named hosts; null otherwise. */
  hostName: string | null;
  /** Where to join the call, once confirmed; null when there is no link (yet). */
  meetingUrl: string | null;
}

/** 409 body when the slot filled up meanwhile: the nearest free slots to offer instead. */
export interface SlotTakenBody {
  error: string;
  code: "SLOT_TAKEN";
  alternatives: string[];
}

/** The e-mailed links open /agendamento with the token (BOOKING_TOKEN_PARAM) and this action. */
export const BOOKING_ACTION_PARAM = "acao";
export const BOOKING_ACTIONS = ["confirmar", "cancelar", "remarcar"] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

export function bookingManageUrl(origin: string, token: string, action: BookingAction): string {
  const url = new URL("/agendamento", origin);
  url.searchParams.set(BOOKING_TOKEN_PARAM, token);
  url.searchParams.set(BOOKING_ACTION_PARAM, action);
  return url.toString();
}

/** Fields the demo request's thank-you view hands over to /agendamento (navigation state). */
export type BookingPrefill = Partial<Pick<BookingFields, "name" | "email" | "phone" | "company" | "topic" | "notes">>;

/** What a sent demo request already told us, as the booking form's fields. */
export const bookingPrefillOf = (request: DemoRequestFields): BookingPrefill => ({
  name: request.name,
  email: request.email,
  phone: request.phone,
  company: request.company,
  topic: request.solution,
  notes: request.details,
});
