// A slot's time as the visitor reads it: Brasília time, and their own clock's when it differs.
import { formatClock, formatDay, visitorTime } from "../../../contracts/booking-format";

/** '14:00' over '17:00 Horário Portugal' (the second line only when the clocks differ). */
export function SlotClock({ start, timeZone }: { start: string; timeZone: string | null }) {
  const theirs = visitorTime(start, timeZone);
  return (
    <>
      <span className="block font-semibold tabular-nums">{formatClock(start)}</span>
      {theirs ? (
        <span className="block text-xs font-normal tabular-nums opacity-90">
          {theirs.otherDay ? `${theirs.otherDay.replace(/^[^,]+, /, "").slice(0, 5)} ` : ""}
          {theirs.time} <span className="sr-only">no seu fuso</span>
        </span>
      ) : null}
    </>
  );
}

/** 'terça-feira, 24/11/2026, das 14:00 às 14:30 (horário de Brasília)' plus the visitor's line. */
export function SlotWhen({ start, end, timeZone }: { start: string; end: string; timeZone: string | null }) {
  const theirs = visitorTime(start, timeZone);
  return (
    <>
      <span className="block font-semibold text-slate-900 first-letter:uppercase">{formatDay(start)}</span>
      <span className="block text-slate-800">
        {formatClock(start)} às {formatClock(end)} <span className="text-slate-600">(horário de Brasília)</span>
      </span>
      {theirs ? (
        <span className="block text-sm text-slate-700">
          No seu fuso ({theirs.zone}): {theirs.otherDay ? `${theirs.otherDay}, ` : ""}
          {theirs.time}
        </span>
      ) : null}
    </>
  );
}
