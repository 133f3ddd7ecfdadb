// Demo booking (spec §2 'Scheduling'): the one schema the /agendamento form and POST /api/bookings both
// use, the manage calls of the e-mailed links, and the answers' shapes.
import { iso, object, optional, string, type infer as Infer } from "zod";
import { BOOKING_TOKEN_PARAM } from "./api-paths.ts";
import { DEMO_REQUEST_LIMITS, demoRequestFieldsSchema, type DemoRequestFields } from "./demo-request.ts";
import { formGuards } from "./form-guards.ts";
import { optionalMultiLineText } from "./text.ts";

const BOOKING_NOTES_MAX = DEMO_REQUEST_LIMITS.details;

const { name, email, phone, company, solution } = demoRequestFieldsSchema.shape;
const slotStart = iso.datetime({ offset: true, error: "Escolha um horário disponível." });

/** What the visitor fills in; `topic` is the demo request's solution list. */
export const bookingFieldsSchema = object({
  name,
  email,
  phone,
  company,
  topic: solution,
  notes: optional(optionalMultiLineText(BOOKING_NOTES_MAX)),
});

/** The body of POST /api/bookings. */
export const bookingBodySchema = bookingFieldsSchema.extend({
  slotStart,
  /** The visitor's IANA time zone, so the e-mail also shows the time on their clock. */
  timeZone: optional(string().max(64)),
  ...formGuards,
});

const manageToken = string({ error: "Link inválido." }).min(20, { error: "Link inválido." }).max(200, { error: "Link inválido." });

/** Body of the manage calls (load, cancel): the token from the e-mailed link. */
export const bookingTokenBodySchema = object({ token: manageToken });
export const bookingRescheduleBodySchema = object({ token: manageToken, slotStart });

export type BookingFields = Infer<typeof bookingFieldsSchema>;
export type BookingBody = Infer<typeof bookingBodySchema>;

/** GET /api/bookings/slots?month=YYYY-MM: the month's free slots, by Brasília date. */
export interface BookingSlotsResponse {
  timeZone: string;
  month: string;
  /** First and last bookable dates, whatever the month. */
  firstDate: string;
  lastDate: string;
  days: { date: string; slots: string[] }[];
}

/** What the page shows of a booking (201 of POST, and the manage calls). */
export interface BookingView {
  status: "confirmed" | "cancelled";
  slotStart: string;
  slotEnd: string;
  name: string;
  email: string;
  company: string;
  topic: string;
}

/** 409 body when the slot filled up meanwhile: the nearest free slots to offer instead. */
export interface SlotTakenBody {
  error: string;
  code: "SLOT_TAKEN";
  alternatives: string[];
}

/** The e-mailed links open /agendamento with these query parameters. */
export { BOOKING_TOKEN_PARAM };
export const BOOKING_ACTION_PARAM = "acao";
export type BookingAction = "cancelar" | "remarcar";

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
