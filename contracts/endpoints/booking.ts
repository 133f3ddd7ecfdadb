// A demo booking's endpoint (contracts/endpoint.ts).
import { BOOKING_API } from "../api-paths.ts";
import type { BookingBody } from "../booking.ts";
import type { BookingView } from "../booking-options.ts";
import { answerOf, FORM_INVALID_BODY, endpoint } from "../endpoint.ts";

/** A demo booking (a hold on a slot, confirmed from the e-mailed link). */
export const bookingEndpoint = endpoint<BookingBody, BookingView>()({
  method: "POST",
  form: "booking",
  path: BOOKING_API.book,
  body: () => import("../booking.ts").then((m) => m.bookingBodySchema),
  answer: answerOf<BookingView>(),
  messages: { invalidBody: FORM_INVALID_BODY, honeypot: "Não foi possível concluir o agendamento." },
  conversion: { id: "booking", label: "Agendamentos de demonstração" },
});
