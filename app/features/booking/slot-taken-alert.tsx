// After a 409: the server's message and its nearest free slots, one press to take one.
// Mounted afresh for each 409 (keyed by its content), so focus moves to it each time.
import { TriangleAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import { formatClock, formatDay } from "../../../contracts/booking-format";

interface SlotTakenAlertProps {
  message: string;
  alternatives: readonly string[];
  onPick: (start: string) => void;
}

export function SlotTakenAlert({ message, alternatives, onPick }: SlotTakenAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: "center", behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  }, []);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 focus-visible:outline-2 focus-visible:outline-amber-700">
      <p className="flex items-start gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {message}
      </p>
      {alternatives.length > 0 ? (
        <>
          <p className="mt-2 text-sm">Horários livres mais próximos (horário de Brasília):</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {alternatives.map((start) => (
              <li key={start}>
                <button
                  type="button"
                  onClick={() => onPick(start)}
                  className="rounded-lg border border-amber-400 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:border-brand-600 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-hidden"
                >
                  <span className="inline-block first-letter:uppercase">{formatDay(start).replace(/\/\d{4}$/, "")}</span> às {formatClock(start)}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-sm">Escolha outro dia no calendário.</p>
      )}
    </div>
  );
}
