// The free slots of the month on screen, fetched after hydration and whenever the month
// changes or the page asks again (after a slot was taken). The last answer stays on screen
// while the next one loads.
import { useCallback, useEffect, useState } from "react";
import type { BookingSlotsResponse } from "../../../contracts/booking-options";
import { fetchMonthSlots } from "./booking-api";

type MonthSlotsState =
  | { status: "loading"; data: BookingSlotsResponse | null }
  | { status: "ready"; data: BookingSlotsResponse }
  | { status: "error"; data: BookingSlotsResponse | null; message: string };

interface Request {
  /** null asks the server for the first bookable month. */
  month: string | null;
  attempt: number;
}

interface Answer {
  request: Request;
  data: BookingSlotsResponse | null;
  error: string | null;
}

export function useMonthSlots() {
  const [request, setRequest] = useState<Request>({ month: null, attempt: 0 });
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchMonthSlots(request.month, controller.signal).then(
      (outcome) =>
        setAnswer((last) =>
          outcome.ok ? { request, data: outcome.data, error: null } : { request, data: last?.data ?? null, error: outcome.message },
        ),
      () => {}, // aborted: a newer request owns the state
    );
    return () => controller.abort();
  }, [request]);

  const data = answer?.data ?? null;
  const state: MonthSlotsState =
    answer?.request !== request
      ? { status: "loading", data }
      : answer.error !== null
        ? { status: "error", data, message: answer.error }
        : { status: "ready", data: data! };

  const setMonth = useCallback((month: string) => setRequest((r) => ({ month, attempt: r.attempt })), []);
  const reload = useCallback(() => setRequest((r) => ({ month: r.month, attempt: r.attempt + 1 })), []);
  return { month: request.month ?? data?.month ?? null, setMonth, state, reload };
}

export type MonthSlots = ReturnType<typeof useMonthSlots>;
