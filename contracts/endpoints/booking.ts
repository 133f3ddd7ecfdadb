// A demo booking's endpoint (contracts/endpoint.ts).
import { BOOKING_API } from "../api-paths.ts";
import type { BookingBody } from "../booking.ts";
import type { BookingView } from "../booking-options.ts";
import { FORM_INVALID_BODY, endpoint, type Examples } from "../endpoint.ts";
import { instantOf } from "../zoned-time.ts";
import type { BookingFields } from "../booking.ts";
import { DEMO_REQUEST_FIELDS } from "./demo-request.ts";
import { CONTACT_FIELDS, type FieldLabel } from "../lead-fields.ts";

/** A demo booking (a hold on a slot, confirmed from the e-mailed link). */
export const bookingEndpoint = endpoint<BookingBody, BookingView>()({
  form: "booking",
  path: BOOKING_API.book,
  body: () => import("../booking.ts").then((m) => m.bookingBodySchema),
  messages: { invalidBody: FORM_INVALID_BODY, honeypot: "Não foi possível concluir o agendamento." },
  conversion: { id: "booking", label: "Agendamentos de demonstração" },
});

export const examples = {
  // A slot on Tuesday 24 November 2026 from 14:00 in Brasília, one per half hour: bookable on the day before.
  booking: (i) => ({
    name: "Mariana Lopes",
    email: `pessoa${i}@exemplo.com.br`,
    phone: `+55 (21) 99876-${5400 + i}`,
    company: "Contábil Horizonte",
    topic: "protocolos",
    slotStart: instantOf("2026-11-24", 14 * 60 + 30 * i, "America/Sao_Paulo").toISOString(),
  }),
} satisfies Record<string, Examples<BookingBody>>;

/** spec §2 'Scheduling': what a booking asks besides the slot. */
export const BOOKING_FIELDS = {
  ...CONTACT_FIELDS,
  topic: { label: "Assunto", prompt: DEMO_REQUEST_FIELDS.solution.label },
  notes: { label: "Observações", prompt: "Observações (opcional)" },
} as const satisfies Partial<Record<keyof BookingFields, FieldLabel>>;
