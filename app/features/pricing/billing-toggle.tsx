// spec §4: monthly/annual toggle (annual by default); a real switch with both labels.
import type { BillingPeriod } from "../../../contracts/plan-tiers";
import { cn } from "../../lib/cn";

export function BillingToggle({ period, onChange, savingsPercentage }: {
  period: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  savingsPercentage: number;
}) {
  const annual = period === "anual";
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <span id="cobranca-mensal" className={cn("text-sm font-medium", annual ? "text-slate-600" : "text-slate-900")}>Mensal</span>
      <button
        type="button"
        role="switch"
        aria-checked={annual}
        aria-labelledby="cobranca-anual"
        onClick={() => onChange(annual ? "mensal" : "anual")}
        className={cn(
          "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors",
          annual ? "bg-brand-700" : "bg-slate-400",
        )}
      >
        <span
          aria-hidden="true"
          className={cn("inline-block size-5 rounded-full bg-white shadow transition-transform", annual ? "translate-x-6" : "translate-x-1")}
        />
      </button>
      <span id="cobranca-anual" className={cn("text-sm font-medium", annual ? "text-slate-900" : "text-slate-600")}>
        {"Anual "}
        <span className="ml-1 rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-800">
          {`até ${savingsPercentage}% off`}
        </span>
      </span>
    </div>
  );
}
