// The free times of the chosen day, as toggle buttons. Times are Brasília's; when the
// visitor's clock differs, each button shows their time under it.
import { formatDay, zoneName } from "../../../contracts/booking-format";
import { cn } from "../../lib/cn";
import { SlotClock } from "./slot-time";

interface TimeSlotListProps {
  date: string | null;
  slots: readonly string[];
  selected: string | null;
  timeZone: string | null;
  showsVisitorTime: boolean;
  loading: boolean;
  onSelect: (start: string) => void;
}

export function TimeSlotList({ date, slots, selected, timeZone, showsVisitorTime, loading, onSelect }: TimeSlotListProps) {
  if (!date) {
    return (
      <div role="status" className="flex h-full min-h-40 items-center justify-center rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
        {loading ? "Carregando horários livres..." : "Não há horários livres neste mês. Use as setas do calendário para ver o mês seguinte."}
      </div>
    );
  }
  const headingId = `horarios-${date}`;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        Horários livres <span className="block text-base font-medium text-slate-700 first-letter:uppercase">{formatDay(`${date}T15:00:00Z`)}</span>
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Horário de Brasília{showsVisitorTime && timeZone ? `; abaixo, no seu fuso (${zoneName(timeZone)})` : ""}. Cada demonstração dura 30 minutos.
      </p>
      {slots.length === 0 ? (
        <p className="mt-4 text-slate-700">Os horários deste dia acabaram de ser reservados. Escolha outro dia.</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {slots.map((start) => {
            const active = start === selected;
            return (
              <li key={start}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => onSelect(start)}
                  className={cn(
                    "w-full rounded-lg border px-2 py-2 text-center text-sm transition-colors",
                    "focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-1 focus-visible:outline-hidden",
                    active ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:bg-brand-50",
                  )}
                >
                  <SlotClock start={start} timeZone={timeZone} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
