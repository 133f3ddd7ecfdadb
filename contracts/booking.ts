// Demo booking (spec §2 'Scheduling'): the one schema the /agendamento form and POST /api/bookings both
// use, and the manage calls of the e-mailed links. The answers' shapes and the links:
// contracts/booking-options.ts.
import { enum as oneOf, iso, object, optional, type infer as Infer } from "zod";
import { BOOKING_OUTCOMES } from "./booking-outcome.ts";
import { demoRequestFieldsSchema } from "./demo-request.ts";
import { DEMO_REQUEST_LIMITS } from "./demo-request-options.ts";
import { conversionGuards } from "./form-guards.ts";
import { optionalMultiLineText, untrimmedText } from "./text.ts";

const BOOKING_NOTES_MAX = DEMO_REQUEST_LIMITS.details;

const { name, email, phone, company, solution } = demoRequestFieldsSchema.shape;
const SLOT_MESSAGE = "Escolha um horário disponível.";
const slotStart = untrimmedText(SLOT_MESSAGE).pipe(iso.datetime({ offset: true, error: SLOT_MESSAGE }));
const TIME_ZONE_MESSAGE = "Fuso horário inválido.";

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
  timeZone: optional(untrimmedText(TIME_ZONE_MESSAGE).max(64, { error: TIME_ZONE_MESSAGE })),
  ...conversionGuards,
});

const manageToken = untrimmedText("Link inválido.").min(20, { error: "Link inválido." }).max(200, { error: "Link inválido." });

/** Body of the link calls (confirm, load, cancel): the token from the e-mailed link. */
export const bookingTokenBodySchema = object({ token: manageToken });
export const bookingRescheduleBodySchema = object({ token: manageToken, slotStart });
/** Body of the host's outcome call: the outcome e-mail's token and the answer. */
export const bookingOutcomeBodySchema = object({ token: manageToken, outcome: oneOf(BOOKING_OUTCOMES, { error: "Escolha “Compareceu” ou “Não compareceu”." }) });

export type BookingFields = Infer<typeof bookingFieldsSchema>;
export type BookingBody = Infer<typeof bookingBodySchema>;
