import { PRICING_MODULES, type PricingModuleId } from "../../../contracts/pricing-options";
import { cn } from "../../lib/cn";
import { useOwnPriceTable } from "../../lib/runtime-config";
import { formatCents } from "../../../contracts/money";

export function ModuleToggles({ selected, onToggle }: { selected: readonly PricingModuleId[]; onToggle: (id: PricingModuleId, on: boolean) => void }) {
  // The table's module prices are ours; with the platform pricing, its total says what they cost.
  const showPrices = useOwnPriceTable();
  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <legend className="px-1 font-semibold text-slate-900">Módulos opcionais</legend>
      <p className="text-sm text-slate-600">{showPrices ? "Preço mensal fixo, o mesmo em qualquer plano." : "O valor dos módulos escolhidos entra no total calculado."}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {PRICING_MODULES.map((m) => {
          const on = selected.includes(m.id);
          const inputId = `modulo-${m.id}`;
          return (
            <li
              key={m.id}
              className={cn(
                "relative flex h-full gap-3 rounded-lg border p-3 transition-colors has-focus-visible:outline-3 has-focus-visible:outline-brand-600",
                on ? "border-brand-700 bg-brand-50" : "border-slate-200 hover:border-slate-400",
              )}
            >
              <input
                id={inputId}
                type="checkbox"
                role="switch"
                aria-checked={on}
                checked={on}
                onChange={(e) => onToggle(m.id, e.target.checked)}
                aria-describedby={showPrices ? `${inputId}-preco ${inputId}-desc` : `${inputId}-desc`}
                className="relative z-10 mt-1 size-4 shrink-0 accent-brand-700"
              />
              <div className="min-w-0">
                {/* The label's ::after covers the card, so the whole card toggles the module. */}
                <label htmlFor={inputId} className="block cursor-pointer text-sm/6 font-semibold text-slate-900 after:absolute after:inset-0">
                  {m.name}
                </label>
                {showPrices && <p id={`${inputId}-preco`} className="text-sm font-medium text-brand-800">{`+ ${formatCents(m.monthly_price_cents)}/mês`}</p>}
                <p id={`${inputId}-desc`} className="mt-1 text-sm text-slate-600">{m.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
