// The booking page's calls, on the one API client: every answer becomes a result the page
// can show; only the caller's abort rejects. A taken slot carries the nearest free ones.
import { BOOKING_API } from "../../../contracts/api-paths";
import type { BookingSlotsResponse, BookingView, SlotTakenBody } from "../../../contracts/booking-options";
import { getJson, postJson, type ApiFailure, type ApiResult, type ApiSuccess } from "../../lib/api-client";

/** A call's result; a taken slot (409 SLOT_TAKEN) also carries the nearest free slots. */
export type BookingOutcome<T> = ApiSuccess<T> | (ApiFailure & { alternatives?: string[] });

/** The code of a 409 whose slot another visitor just took. */
export const SLOT_TAKEN = "SLOT_TAKEN";

/** The nearest free slots a 409 SLOT_TAKEN carries. */
export function alternativesOf(body: unknown): string[] {
  const list = (body as Partial<SlotTakenBody> | null)?.alternatives;
  return Array.isArray(list) ? list.filter((a): a is string => typeof a === "string") : [];
}

async function call<T>(request: Promise<ApiResult<T>>): Promise<BookingOutcome<T>> {
  const result = await request;
  return !result.ok && result.code === SLOT_TAKEN ? { ...result, alternatives: alternativesOf(result.body) } : result;
}

export const fetchMonthSlots = (month: string | null, signal?: AbortSignal) =>
  getJson<BookingSlotsResponse>(month ? `${BOOKING_API.slots}?month=${encodeURIComponent(month)}` : BOOKING_API.slots, { signal });

export const confirmBooking = (token: string) => postJson<BookingView>(BOOKING_API.confirm, { token });
export const loadBooking = (token: string) => postJson<BookingView>(BOOKING_API.manage, { token });
export const cancelBooking = (token: string) => postJson<BookingView>(BOOKING_API.cancel, { token });
export const rescheduleBooking = (token: string, slotStart: string) => call(postJson<BookingView>(BOOKING_API.reschedule, { token, slotStart }));

/** The visitor's IANA time zone (only meaningful in the browser). */
export const visitorTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
