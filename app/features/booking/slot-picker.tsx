// Calendar and times together: the month's free days (from the server), then the chosen
// day's free times. Used to book and to reschedule.
import { RotateCw } from "lucide-react";
import { useMemo, useState } from "react";
import { visitorTime } from "../../../contracts/booking-format";
import { Button } from "../../components/ui/button";
import { LoadingSpinner } from "../../components/ui/spinner";
import { monthOf } from "./calendar-grid";
import { MonthCalendar } from "./month-calendar";
import { TimeSlotList } from "./time-slot-list";
import type { MonthSlots } from "./use-month-slots";

interface SlotPickerProps {
  slots: MonthSlots;
  selected: string | null;
  timeZone: string | null;
  onSelect: (start: string) => void;
  /** A slot not to offer (the booking's current one, when rescheduling). */
  exclude?: string;
}

export function SlotPicker({ slots, selected, timeZone, onSelect, exclude }: SlotPickerProps) {
  const { state, month, setMonth, reload } = slots;
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const data = state.data;

  const byDate = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const day of data?.days ?? []) {
      const free = day.slots.filter((s) => s !== exclude);
      if (free.length > 0) map.set(day.date, free);
    }
    return map;
  }, [data, exclude]);
  const freeByDate = useMemo(() => new Map([...byDate].map(([d, s]) => [d, s.length])), [byDate]);

  if (!data || !month) {
    return state.status === "error" ? (
      <LoadError message={state.message} onRetry={reload} />
    ) : (
      <div className="flex min-h-72 items-center justify-center rounded-xl border border-slate-200 bg-white">
        <LoadingSpinner label="Carregando horários livres..." />
      </div>
    );
  }

  // The chosen day, else the month's first free day, so times show at once.
  const date = chosenDate && monthOf(chosenDate) === month ? chosenDate : ([...byDate.keys()].find((d) => monthOf(d) === month) ?? null);
  const showsVisitorTime = data.days.some((d) => d.slots.some((s) => visitorTime(s, timeZone)));

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:gap-6">
      <div>
        <MonthCalendar
          month={month}
          freeByDate={freeByDate}
          firstDate={data.firstDate}
          lastDate={data.lastDate}
          selectedDate={date}
          loading={state.status === "loading"}
          onSelectDate={setChosenDate}
          onMonthChange={(next) => {
            setMonth(next);
            setChosenDate(null);
          }}
        />
        {state.status === "error" ? <LoadError message={state.message} onRetry={reload} /> : null}
      </div>
      <TimeSlotList date={date} slots={date ? (byDate.get(date) ?? []) : []} selected={selected} timeZone={timeZone} showsVisitorTime={showsVisitorTime} loading={state.status === "loading"} onSelect={onSelect} />
    </div>
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <p className="flex-1">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" /> Tentar novamente
      </Button>
    </div>
  );
}
