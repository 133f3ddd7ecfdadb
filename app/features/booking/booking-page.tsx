// /agendamento in the browser: the e-mailed links' manage view when the route's clientLoader
// found a manage link (manage-link.ts; its token taken out of the address bar at load:
// app/lib/url-secrets.ts), else the booking flow (prefilled with what the demo request's
// thank-you view handed over). The prerendered HTML shows BookingLoading.
import { useLocation } from "react-router";
import type { BookingPrefill } from "../../../contracts/booking-options";
import { LoadingSpinner } from "../../components/ui/spinner";
import { site } from "../../../contracts/site";
import { visitorTimeZone } from "./booking-api";
import { BookingFlow } from "./booking-flow";
import { useLazyModule } from "../../lib/lazy-module";
import { unbreakable } from "../../lib/unbreakable";
import { manageView, type ManageLink } from "./manage-link";

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

/** Until the page runs in the browser: the slots need JavaScript. */
export function BookingLoading() {
  return (
    <>
      <LoadingSpinner className="justify-center py-16" label="Carregando horários livres..." />
      <noscript>
        <p className="text-center text-slate-700">
          Para escolher um horário, ative o JavaScript do navegador. Se preferir, fale com a gente: {site.email} · {unbreakable(site.phone.display)}.
        </p>
      </noscript>
    </>
  );
}

export function BookingPage({ manage }: { manage: ManageLink | null }) {
  const location = useLocation();
  const view = useLazyModule(manageView);
  const timeZone = visitorTimeZone();
  // The clientLoader resolves a link only once the view's module is in (manage-link.ts).
  if (manage) return view ? <view.ManageBooking key={manage.token} link={manage} timeZone={timeZone} /> : <BookingLoading />;
  return <BookingFlow key={location.key} timeZone={timeZone} prefill={prefillFrom(location.state)} />;
}
