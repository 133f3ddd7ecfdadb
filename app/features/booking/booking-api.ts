// The booking page's calls. Every answer becomes an outcome the page can show; nothing
// throws. A 409 carries the nearest free slots to offer instead.
import {
  BOOKING_CANCEL_PATH,
  BOOKING_MANAGE_PATH,
  BOOKING_RESCHEDULE_PATH,
  BOOKING_SLOTS_PATH,
  BOOKINGS_PATH,
} from "../../../contracts/api-paths";
import type { BookingBody, BookingSlotsResponse, BookingView } from "../../../contracts/booking";
import { errorFromBody } from "../contact-form/use-demo-request";

export const BOOKING_NETWORK_ERROR = "Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.";
const BOOKING_FALLBACK_ERROR = "Não foi possível concluir agora. Tente novamente em instantes.";

export type BookingOutcome<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; fields?: Record<string, string>; alternatives?: string[] };

async function call<T>(url: string, init?: RequestInit): Promise<BookingOutcome<T>> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (init?.signal?.aborted) throw error;
    return { ok: false, status: 0, message: BOOKING_NETWORK_ERROR };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // An empty or non-JSON answer: the fallback message below.
  }
  if (response.ok) return { ok: true, data: body as T };
  const { message, fields } = errorFromBody(body);
  const alternatives = (body as { alternatives?: unknown } | null)?.alternatives;
  return {
    ok: false,
    status: response.status,
    message: message || BOOKING_FALLBACK_ERROR,
    ...(fields ? { fields } : {}),
    ...(Array.isArray(alternatives) ? { alternatives: alternatives.filter((a): a is string => typeof a === "string") } : {}),
  };
}

const postJson = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

export const fetchMonthSlots = (month: string | null, signal?: AbortSignal) =>
  call<BookingSlotsResponse>(month ? `${BOOKING_SLOTS_PATH}?month=${encodeURIComponent(month)}` : BOOKING_SLOTS_PATH, { signal });

export const createBooking = (body: BookingBody) => call<BookingView>(BOOKINGS_PATH, postJson(body));
export const loadBooking = (token: string) => call<BookingView>(BOOKING_MANAGE_PATH, postJson({ token }));
export const cancelBooking = (token: string) => call<BookingView>(BOOKING_CANCEL_PATH, postJson({ token }));
export const rescheduleBooking = (token: string, slotStart: string) => call<BookingView>(BOOKING_RESCHEDULE_PATH, postJson({ token, slotStart }));

/** The visitor's IANA time zone (only meaningful in the browser). */
export const visitorTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
