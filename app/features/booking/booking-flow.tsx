// Booking a demo: pick a day and a time, fill in the form, see the confirmation. A slot
// that fills up meanwhile (409) shows the nearest free ones; choosing one keeps the form.
import { href } from "react-router";
import { CalendarCheck, CircleCheckBig, Mail } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { slotEnd } from "../../../contracts/booking-slots";
import type { BookingPrefill, BookingView } from "../../../contracts/booking-options";
import { ButtonLink } from "../../components/ui/button";
import { BookingForm } from "./booking-form";
import { SlotPicker } from "./slot-picker";
import { SlotTakenAlert } from "./slot-taken-alert";
import { SlotWhen } from "./slot-time";
import { useMonthSlots } from "./use-month-slots";

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

  if (booked) return <BookingConfirmed booking={booked} timeZone={timeZone} />;

  return (
    <div className="space-y-8">
      <section aria-labelledby="passo-horario">
        <h2 id="passo-horario" className="text-xl font-bold text-slate-900">
          <span className="text-brand-700">1.</span> Escolha o dia e o horário
        </h2>
        <div className="mt-4">
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
          </div>
        </section>
      ) : null}
    </div>
  );
}

function BookingConfirmed({ booking, timeZone }: { booking: BookingView; timeZone: string | null }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: "center" });
  }, []);
  return (
    <section aria-labelledby="agendamento-confirmado" className="mx-auto max-w-2xl rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
      <CircleCheckBig aria-hidden="true" className="mx-auto size-12 text-accent-700" />
      <h2 id="agendamento-confirmado" ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none">
        Demonstração agendada!
      </h2>
      <div className="mx-auto mt-4 max-w-md rounded-lg bg-brand-50 p-4 text-left">
        <SlotWhen start={booking.slotStart} end={booking.slotEnd} timeZone={timeZone} />
      </div>
      <p className="mx-auto mt-4 flex max-w-md items-start gap-2 text-left text-slate-700">
        <Mail aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
        <span>
          Enviamos o convite para <strong className="break-all">{booking.email}</strong>. Nele você encontra o arquivo para o seu calendário e os links para remarcar ou
          cancelar.
        </span>
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
