// A month grid of days (WAI-ARIA date-picker grid): one day in the tab order, arrow keys
// move by day and week, Home/End to the week's ends, Page Up/Down by month. Days with free
// slots are bold, tinted and carry a dot, and their name says how many times are free.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { cn } from "../../lib/cn";
import { addMonths, clampDate, monthOf, monthWeeks, moveByKey } from "./calendar-grid";

const WEEKDAYS = [
  { short: "D", long: "domingo" },
  { short: "S", long: "segunda-feira" },
  { short: "T", long: "terça-feira" },
  { short: "Q", long: "quarta-feira" },
  { short: "Q", long: "quinta-feira" },
  { short: "S", long: "sexta-feira" },
  { short: "S", long: "sábado" },
];

const utcDate = (date: string) => new Date(`${date}T12:00:00Z`);
const monthTitle = (month: string) =>
  new Intl.DateTimeFormat("pt-BR", { month: "long", year: "numeric", timeZone: "UTC" }).format(utcDate(`${month}-01`));
const dayName = (date: string) =>
  new Intl.DateTimeFormat("pt-BR", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(utcDate(date));

interface MonthCalendarProps {
  month: string;
  /** Free slots per date of this month. */
  freeByDate: ReadonlyMap<string, number>;
  firstDate: string;
  lastDate: string;
  selectedDate: string | null;
  loading: boolean;
  onSelectDate: (date: string) => void;
  onMonthChange: (month: string) => void;
}

export function MonthCalendar({ month, freeByDate, firstDate, lastDate, selectedDate, loading, onSelectDate, onMonthChange }: MonthCalendarProps) {
  const titleId = `calendario-${month}`;
  const firstAvailable = [...freeByDate.keys()].toSorted()[0];
  const [focusState, setFocusDate] = useState<string | null>(null);
  // The roving focus stays inside the month shown: the chosen day, else the first free one.
  const focusDate =
    focusState && monthOf(focusState) === month
      ? focusState
      : selectedDate && monthOf(selectedDate) === month
        ? selectedDate
        : (firstAvailable ?? clampDate(`${month}-01`, firstDate, lastDate));
  const gridRef = useRef<HTMLDivElement>(null);
  // The day a key moved to, focused once its button is drawn: a key that opens another month
  // can be rendered first with the old month (the parent's change comes in its own render),
  // whose grid lacks that day.
  const focusTarget = useRef<string | null>(null);

  useEffect(() => {
    if (!focusTarget.current) return;
    const button = gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focusTarget.current}"]`);
    if (button) {
      button.focus();
      focusTarget.current = null;
    }
  });

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    const next = moveByKey(date, event.key);
    if (!next) return;
    event.preventDefault();
    const target = clampDate(next, firstDate, lastDate);
    focusTarget.current = target;
    setFocusDate(target);
    if (monthOf(target) !== month) onMonthChange(monthOf(target));
  }

  const canGoBack = addMonths(month, -1) >= monthOf(firstDate);
  const canGoForward = addMonths(month, 1) <= monthOf(lastDate);

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold text-slate-900 first-letter:uppercase" aria-live="polite">
          {monthTitle(month)}
        </h3>
        <div className="flex gap-1">
          <button
            type="button"
            onClick={() => onMonthChange(addMonths(month, -1))}
            disabled={!canGoBack}
            aria-label="Mês anterior"
            className="grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-hidden disabled:opacity-40"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => onMonthChange(addMonths(month, 1))}
            disabled={!canGoForward}
            aria-label="Próximo mês"
            className="grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-hidden disabled:opacity-40"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>

      <div ref={gridRef} role="grid" aria-labelledby={titleId} aria-busy={loading} className="mt-3">
        <div role="row" className="grid grid-cols-7 gap-1">
          {WEEKDAYS.map((d) => (
            <div key={d.long} role="columnheader" className="pb-1 text-center text-xs font-semibold text-slate-600">
              <span aria-hidden="true">{d.short}</span>
              <span className="sr-only">{d.long}</span>
            </div>
          ))}
        </div>
        {monthWeeks(month).map((week) => (
          <div key={week.find(Boolean)} role="row" className="mt-1 grid grid-cols-7 gap-1">
            {week.map((date, i) => {
              if (!date) return <div key={`vazio-${i}`} role="gridcell" aria-hidden="true" />;
              const free = freeByDate.get(date) ?? 0;
              const available = free > 0;
              const selected = date === selectedDate;
              const label = `${dayName(date)}, ${available ? `${free} ${free === 1 ? "horário livre" : "horários livres"}` : "sem horários livres"}`;
              return (
                <div key={date} role="gridcell" aria-selected={selected}>
                  <button
                    type="button"
                    data-date={date}
                    tabIndex={date === focusDate ? 0 : -1}
                    aria-label={label}
                    aria-disabled={!available || undefined}
                    onClick={() => {
                      setFocusDate(date);
                      if (available) onSelectDate(date);
                    }}
                    onKeyDown={(event) => onKeyDown(event, date)}
                    className={cn(
                      "relative mx-auto flex aspect-square w-full max-w-12 flex-col items-center justify-center rounded-lg text-sm tabular-nums",
                      "focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-1 focus-visible:outline-hidden",
                      available
                        ? selected
                          ? "bg-brand-700 font-bold text-white"
                          : "bg-brand-50 font-bold text-brand-800 hover:bg-brand-100"
                        : "cursor-default text-slate-500",
                    )}
                  >
                    <span aria-hidden="true">{Number(date.slice(8))}</span>
                    {available ? (
                      <span aria-hidden="true" className={cn("absolute bottom-1.5 size-1.5 rounded-full", selected ? "bg-white" : "bg-accent-600")} />
                    ) : null}
                  </button>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p className="mt-3 flex items-center gap-2 text-sm text-slate-600">
        <span aria-hidden="true" className="inline-block size-2 shrink-0 rounded-full bg-accent-600" />
        Dias com horários livres aparecem em destaque, com um ponto.
      </p>
    </div>
  );
}
