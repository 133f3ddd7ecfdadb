// Opened from the e-mailed links (/agendamento?reserva=...&acao=confirmar|cancelar|remarcar):
// a hold's link offers the button that confirms it (opening the page spends nothing:
// features/account/link-action.tsx); a confirmed booking, loaded by the route's clientLoader
// (manage-link.ts), is cancelled or moved to a new slot. Each link works once; the page says
// so when it no longer does, or when the hold ended before it was confirmed.
import { href } from "react-router";
import { CalendarClock, CalendarX2, CircleCheckBig, Hourglass, TriangleAlert } from "lucide-react";
import { Fragment, useState, type ReactNode } from "react";
import { BOOKING_HOLD_MINUTES, type BookingView } from "../../../contracts/booking-options";
import { slotEnd } from "../../../contracts/booking-slots";
import { Button, ButtonLink } from "../../components/ui/button";
import { BusyButton } from "../../components/ui/busy-button";
import { ErrorBanner } from "../../components/ui/error-banner";
import { FocusHeading } from "../../components/ui/focus-heading";
import { useApiAction } from "../../hooks/use-api-action";
import type { ApiFailure } from "../../lib/api-client";
import { LinkAction } from "../account/link-action";
import { cancelBooking, confirmBooking, rescheduleBooking } from "./booking-api";
import type { ManageLink } from "./manage-link";
import { SlotPicker } from "./slot-picker";
import { SlotTakenAlert } from "./slot-taken-alert";
import { SlotWhen } from "./slot-time";
import { useMonthSlots } from "./use-month-slots";

type Stage =
  | { kind: "unconfirmed" }
  | { kind: "invalid"; message: string; expired: boolean }
  | { kind: "confirmed"; booking: BookingView }
  | { kind: "loaded"; booking: BookingView }
  | { kind: "cancelled"; booking: BookingView }
  | { kind: "rescheduled"; booking: BookingView; previous: string };

export function ManageBooking({ link, timeZone }: { link: ManageLink; timeZone: string | null }) {
  const { token } = link;
  const [stage, setStage] = useState<Stage>(() => {
    if (link.action === "confirmar") return { kind: "unconfirmed" };
    return link.booking.ok ? { kind: "loaded", booking: link.booking.data } : refused(link.booking);
  });
  const [action, setAction] = useState(link.action);

  return <Fragment key={`${stage.kind}-${action}`}>{renderStage()}</Fragment>;

  function renderStage() {
    switch (stage.kind) {
      case "unconfirmed":
        return (
          <LinkAction
            id="agendamento-situacao"
            icon={<CalendarClock aria-hidden="true" className="mx-auto size-12 text-brand-700" />}
            title="Confirme a sua demonstração"
            label="Confirmar demonstração"
            busyLabel="Confirmando..."
            spend={() => confirmBooking(token)}
            onDone={(booking) => setStage({ kind: "confirmed", booking })}
            onRefused={(failure) => setStage(refused(failure))}
            className="mx-auto max-w-2xl text-center"
          >
            <p>{`Reservamos o horário que você escolheu por ${BOOKING_HOLD_MINUTES} minutos. Confirme para garantir a demonstração: em seguida enviamos o convite para o seu calendário, com os links para remarcar ou cancelar.`}</p>
          </LinkAction>
        );
      case "invalid": {
        const Icon = stage.expired ? Hourglass : TriangleAlert;
        return (
          <Outcome icon={<Icon aria-hidden="true" className="mx-auto size-12 text-amber-600" />} title={stage.expired ? "Prazo de confirmação encerrado" : "Link sem validade"}>
            <p className="mt-3 text-slate-700">{stage.message}</p>
            <BookAgain />
          </Outcome>
        );
      }
      case "confirmed":
        return (
          <InvitationSent title="Demonstração confirmada!" booking={stage.booking} timeZone={timeZone}>
            Enviamos o convite para <strong className="break-all">{stage.booking.email}</strong>. Nele você encontra o arquivo para o seu calendário e os links para remarcar ou cancelar.
          </InvitationSent>
        );
      case "cancelled":
        return (
          <Outcome icon={<CalendarX2 aria-hidden="true" className="mx-auto size-12 text-slate-600" />} title="Demonstração cancelada">
            <p className="mt-3 text-slate-700">
              O horário foi liberado e enviamos a confirmação do cancelamento para <strong className="break-all">{stage.booking.email}</strong>.
            </p>
            <Summary booking={stage.booking} timeZone={timeZone} struck />
            <BookAgain />
          </Outcome>
        );
      case "rescheduled":
        return (
          <InvitationSent title="Demonstração remarcada!" booking={stage.booking} timeZone={timeZone}>
            Enviamos um novo convite para <strong className="break-all">{stage.booking.email}</strong>, com links novos para remarcar ou cancelar. O link deste e-mail não vale mais.
          </InvitationSent>
        );
      case "loaded":
        if (stage.booking.status === "cancelled") {
          return (
            <Outcome icon={<CalendarX2 aria-hidden="true" className="mx-auto size-12 text-slate-600" />} title="Esta demonstração foi cancelada">
              <Summary booking={stage.booking} timeZone={timeZone} struck />
              <BookAgain />
            </Outcome>
          );
        }
        return action === "cancelar" ? (
          <CancelStep
            booking={stage.booking}
            token={token}
            timeZone={timeZone}
            onCancelled={(booking) => setStage({ kind: "cancelled", booking })}
            onReschedule={() => setAction("remarcar")}
          />
        ) : (
          <RescheduleStep
            booking={stage.booking}
            token={token}
            timeZone={timeZone}
            onRescheduled={(booking) => setStage({ kind: "rescheduled", booking, previous: stage.booking.slotStart })}
          />
        );
    }
  }
}

/** A link the server refused: used or unknown, or a hold that ended before it was confirmed. */
const refused = ({ message, code }: ApiFailure): Stage => ({ kind: "invalid", message, expired: code === "HOLD_EXPIRED" });

function Summary({ booking, timeZone, struck = false }: { booking: BookingView; timeZone: string | null; struck?: boolean }) {
  return (
    <div className={`mx-auto mt-4 max-w-md rounded-lg bg-brand-50 p-4 text-left ${struck ? "[&_span]:line-through" : ""}`}>
      <SlotWhen start={booking.slotStart} end={booking.slotEnd} timeZone={timeZone} />
      <p className="mt-2 text-sm text-slate-700">
        {booking.name} · {booking.company}
      </p>
      {booking.hostName && <p className="mt-1 text-sm text-slate-700">Com {booking.hostName}</p>}
      {booking.meetingUrl && (
        <p className="mt-2 text-sm">
          <a href={booking.meetingUrl} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-6 items-center font-semibold text-accent-700 underline hover:no-underline">
            Entrar na videochamada
          </a>
        </p>
      )}
    </div>
  );
}

/** A stage's card; its heading takes the focus (each stage mounts its own: ManageBooking keys them). */
function Outcome({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="agendamento-situacao" className="mx-auto max-w-2xl rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
      {icon}
      <FocusHeading id="agendamento-situacao" className="mt-4">
        {title}
      </FocusHeading>
      {children}
    </section>
  );
}

/** A booking whose invitation was just e-mailed (confirmed or moved): its slot, where the invitation went (`children`), the way home. */
function InvitationSent({ title, booking, timeZone, children }: { title: string; booking: BookingView; timeZone: string | null; children: ReactNode }) {
  return (
    <Outcome icon={<CircleCheckBig aria-hidden="true" className="mx-auto size-12 text-accent-700" />} title={title}>
      <Summary booking={booking} timeZone={timeZone} />
      <p className="mt-4 text-slate-700">{children}</p>
      <div className="mt-6">
        <ButtonLink to={href("/")}>Voltar para o início</ButtonLink>
      </div>
    </Outcome>
  );
}

function BookAgain() {
  return (
    <div className="mt-6">
      <ButtonLink to={href("/agendamento")}>Agendar um novo horário</ButtonLink>
    </div>
  );
}

interface StepProps {
  booking: BookingView;
  token: string;
  timeZone: string | null;
}

function CancelStep({ booking, token, timeZone, onCancelled, onReschedule }: StepProps & { onCancelled: (b: BookingView) => void; onReschedule: () => void }) {
  const { busy, error, run } = useApiAction();
  const cancel = () => run(() => cancelBooking(token), onCancelled);
  return (
    <Outcome icon={<CalendarX2 aria-hidden="true" className="mx-auto size-12 text-brand-700" />} title="Cancelar a demonstração?">
      <p className="mt-3 text-slate-700">O horário abaixo será liberado para outra pessoa.</p>
      <Summary booking={booking} timeZone={timeZone} />
      {error ? <ErrorBanner className="mt-4 text-left">{error}</ErrorBanner> : null}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <BusyButton onClick={cancel} className="bg-red-700 hover:bg-red-800" busy={busy} busyLabel="Cancelando...">
          Cancelar demonstração
        </BusyButton>
        <Button variant="outline" onClick={onReschedule} disabled={busy}>
          Prefiro remarcar
        </Button>
      </div>
    </Outcome>
  );
}

function RescheduleStep({ booking, token, timeZone, onRescheduled }: StepProps & { onRescheduled: (b: BookingView) => void }) {
  const slots = useMonthSlots();
  const [slot, setSlot] = useState<string | null>(null);
  const { busy, error, run } = useApiAction();
  const [taken, setTaken] = useState<{ message: string; alternatives: string[] } | null>(null);

  async function confirm() {
    if (!slot) return;
    await run(() => rescheduleBooking(token, slot), onRescheduled, ({ message, alternatives }) => {
      if (!alternatives) return false;
      setTaken({ message, alternatives });
      setSlot(null);
      slots.reload();
      return true;
    });
  }

  function choose(start: string) {
    setSlot(start);
    setTaken(null);
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="remarcar-titulo" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="remarcar-titulo" className="text-xl font-bold text-slate-900">
          Remarcar a demonstração
        </h2>
        <p className="mt-1 text-sm text-slate-700">Horário atual:</p>
        <div className="mt-2 rounded-lg bg-slate-50 p-3 text-sm">
          <SlotWhen start={booking.slotStart} end={booking.slotEnd} timeZone={timeZone} />
        </div>
      </section>
      <SlotPicker slots={slots} selected={slot} timeZone={timeZone} onSelect={choose} exclude={booking.slotStart} />
      {taken ? <SlotTakenAlert key={`${taken.message}|${taken.alternatives.join()}`} message={taken.message} alternatives={taken.alternatives} onPick={choose} /> : null}
      {slot ? (
        <section aria-labelledby="novo-horario" className="rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-6">
          <h2 id="novo-horario" className="text-lg font-bold text-slate-900">
            Novo horário
          </h2>
          <div className="mt-2 text-sm">
            <SlotWhen start={slot} end={slotEnd(slot)} timeZone={timeZone} />
          </div>
          {error ? <ErrorBanner className="mt-4 text-left">{error}</ErrorBanner> : null}
          <BusyButton size="lg" onClick={confirm} className="mt-4 w-full sm:w-auto" busy={busy} busyLabel="Remarcando...">
            Confirmar novo horário
          </BusyButton>
        </section>
      ) : null}
    </div>
  );
}
