// Booking a demo: pick a day and a time, fill in the form, then see that the time is held
// until it is confirmed from the e-mail. A slot that fills up meanwhile (409) shows the
// nearest free ones; choosing one keeps the form. The form's code (its validation, the phone
// input, the captcha) is not part of the page's first load: it is fetched as soon as the
// visitor starts choosing, so it is in by the time a slot is picked.
import { href } from "react-router";
import { CalendarCheck, Mail, MailCheck } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { formatClock } from "../../../contracts/booking-format";
import { BOOKING_TIME_ZONE, slotEnd } from "../../../contracts/booking-slots";
import { BOOKING_HOLD_MINUTES, type BookingPrefill, type BookingView } from "../../../contracts/booking-options";
import { ButtonLink } from "../../components/ui/button";
import { LoadingSpinner } from "../../components/ui/spinner";
import { SlotPicker } from "./slot-picker";
import { SlotTakenAlert } from "./slot-taken-alert";
import { SlotWhen } from "./slot-time";
import { useMonthSlots } from "./use-month-slots";

const loadBookingForm = () => import("./booking-form");
const BookingForm = lazy(() => loadBookingForm().then((m) => ({ default: m.BookingForm })));

interface BookingFlowProps {
  timeZone: string | null;
  prefill?: BookingPrefill;
}

export function BookingFlow({ timeZone, prefill }: BookingFlowProps) {
  const slots = useMonthSlots();
  const [slot, setSlot] = useState<string | null>(null);
  const [taken, setTaken] = useState<{ message: string; alternatives: string[] } | null>(null);
  const [booked, setBooked] = useState<BookingView | null>(null);
  const [announcement, setAnnouncement] = useState("");

  function choose(start: string) {
    setSlot(start);
    setTaken(null);
    setAnnouncement("Horário escolhido. Preencha seus dados abaixo para confirmar.");
  }

  if (booked) return <BookingHeld booking={booked} timeZone={timeZone} />;

  return (
    <div className="space-y-8">
      <section aria-labelledby="passo-horario">
        <h2 id="passo-horario" className="text-xl font-bold text-slate-900">
          <span className="text-brand-700">1.</span> Escolha o dia e o horário
        </h2>
        {/* The first press or focus in the picker fetches the form's code (the browser loads a module once). */}
        <div className="mt-4" onPointerDownCapture={() => void loadBookingForm()} onFocusCapture={() => void loadBookingForm()}>
          <SlotPicker slots={slots} selected={slot} timeZone={timeZone} onSelect={choose} />
        </div>
      </section>

      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      {slot ? (
        <section aria-labelledby="passo-dados" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 id="passo-dados" className="text-xl font-bold text-slate-900">
            <span className="text-brand-700">2.</span> Seus dados
          </h2>
          {taken ? (
            // The form stays as typed: only the time changes.
            <div className="mt-3">
              <SlotTakenAlert key={`${taken.message}|${taken.alternatives.join()}`} message={taken.message} alternatives={taken.alternatives} onPick={choose} />
            </div>
          ) : (
            <div className="mt-3 flex items-start gap-3 rounded-lg bg-brand-50 p-3">
              <CalendarCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <p className="text-sm">
                <span className="sr-only">Horário escolhido: </span>
                <SlotWhen start={slot} end={slotEnd(slot)} timeZone={timeZone} />
              </p>
            </div>
          )}
          <div className="mt-5">
            <Suspense fallback={<LoadingSpinner className="justify-center py-8" label="Carregando o formulário..." />}>
              <BookingForm
                slotStart={slot}
                timeZone={timeZone}
                prefill={prefill}
                onBooked={setBooked}
                slotTaken={taken !== null}
                onSlotTaken={(message, alternatives) => {
                  setTaken({ message, alternatives });
                  slots.reload();
                }}
              />
            </Suspense>
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** The time is held until the visitor confirms it from the e-mail (contracts/booking-options.ts BOOKING_HOLD_MINUTES). */
function BookingHeld({ booking, timeZone }: { booking: BookingView; timeZone: string | null }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: "center" });
  }, []);
  // On the visitor's own clock: it is their deadline.
  const deadline = booking.holdExpiresAt ? formatClock(booking.holdExpiresAt, timeZone ?? BOOKING_TIME_ZONE) : null;
  return (
    <section aria-labelledby="agendamento-reservado" className="mx-auto max-w-2xl rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
      <MailCheck aria-hidden="true" className="mx-auto size-12 text-brand-700" />
      <h2 id="agendamento-reservado" ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none">
        Falta só confirmar pelo e-mail
      </h2>
      <p className="mt-3 text-slate-700">
        Reservamos este horário para você por {BOOKING_HOLD_MINUTES} minutos{deadline ? `, até as ${deadline}` : ""}.
      </p>
      <div className="mx-auto mt-4 max-w-md rounded-lg bg-brand-50 p-4 text-left">
        <SlotWhen start={booking.slotStart} end={booking.slotEnd} timeZone={timeZone} />
      </div>
      <p className="mx-auto mt-4 flex max-w-md items-start gap-2 text-left text-slate-700">
        <Mail aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
        <span>
          Para confirmar a demonstração, abra o e-mail que enviamos para <strong className="break-all">{booking.email}</strong> e clique em “Confirmar a
          demonstração”. Sem a confirmação, o horário é liberado para outra pessoa.
        </span>
      </p>
      <p className="mx-auto mt-3 max-w-md text-left text-sm text-slate-600">
        Depois da confirmação, enviamos o convite para o seu calendário e os links para remarcar ou cancelar.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to={href("/")}>Voltar para o início</ButtonLink>
        <ButtonLink to={href("/calculadora")} variant="outline">
          Simular o preço
        </ButtonLink>
      </div>
    </section>
  );
}
