// /agendamento after hydration: the e-mailed links' manage view when the link carried a
// token (taken out of the address bar at load: app/lib/url-secrets.ts), else the booking
// flow (prefilled with what the demo request's thank-you view handed over). The
// prerendered HTML shows the loading state; nothing here depends on the URL before the
// page runs in the browser.
import { useLocation, useSearchParams } from "react-router";
import { BOOKING_ACTION_PARAM, BOOKING_TOKEN_PARAM, type BookingAction, type BookingPrefill } from "../../../contracts/booking";
import { useUrlSecret } from "../../lib/url-secrets";
import { LoadingSpinner } from "../../components/ui/spinner";
import { site } from "../../../contracts/site";
import { useHydrated } from "../../hooks/use-hydrated";
import { visitorTimeZone } from "./booking-api";
import { BookingFlow } from "./booking-flow";
import { ManageBooking } from "./manage-booking";

const PREFILL_KEYS = ["name", "email", "phone", "company", "topic", "notes"] as const;

/** The known string fields of a navigation state, nothing else. */
export function prefillFrom(state: unknown): BookingPrefill | undefined {
  const source = (state as { bookingPrefill?: unknown } | null)?.bookingPrefill;
  if (!source || typeof source !== "object") return undefined;
  const prefill: Record<string, string> = {};
  for (const key of PREFILL_KEYS) {
    const value = (source as Record<string, unknown>)[key];
    if (typeof value === "string" && value !== "") prefill[key] = value;
  }
  return Object.keys(prefill).length > 0 ? (prefill as BookingPrefill) : undefined;
}

export function BookingPage() {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const location = useLocation();
  const token = useUrlSecret(BOOKING_TOKEN_PARAM);
  if (!hydrated) {
    return (
      <>
        <LoadingSpinner className="justify-center py-16" label="Carregando horários livres..." />
        <noscript>
          <p className="text-center text-slate-700">
            Para escolher um horário, ative o JavaScript do navegador. Se preferir, fale com a gente: {site.email} · {site.phone.display}.
          </p>
        </noscript>
      </>
    );
  }

  const timeZone = visitorTimeZone();
  const action: BookingAction = params.get(BOOKING_ACTION_PARAM) === "cancelar" ? "cancelar" : "remarcar";
  if (token) return <ManageBooking key={token} token={token} action={action} timeZone={timeZone} />;
  return <BookingFlow key={location.key} timeZone={timeZone} prefill={prefillFrom(location.state)} />;
}
