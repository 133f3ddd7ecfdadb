// /signup's plan panel: the selected plan as spec §3 derives it (name, price, period,
// users, protocols, storage), with controls to change plan and billing period.
import { Check } from "lucide-react";
import type { PlanChoice } from "../../../contracts/account";
import { FREE_TRIAL_DAYS } from "../../../contracts/landing";
import { formatCount } from "../../../contracts/money";
import { plans } from "../../../contracts/plans";
import { cn } from "../../lib/cn";
import { BillingToggle } from "../pricing/billing-toggle";
import { formatPrice } from "../pricing/format-price";
import { selectedPlanFrom } from "../pricing/selected-plan";

interface PlanSummaryProps {
  choice: PlanChoice;
  onChange: (choice: PlanChoice) => void;
  /** The plan's price for the chosen period (per month), null while unknown. */
  price: number | null;
  savingsPercentage: number;
}

const formatLimit = (n: number | "Ilimitado") => (n === "Ilimitado" ? n : formatCount(n));

export function PlanSummary({ choice, onChange, price, savingsPercentage }: PlanSummaryProps) {
  const plan = plans.find((p) => p.id === choice.tier)!;
  const selected = selectedPlanFrom(plan, choice.period, price);
  return (
    <section aria-labelledby="plano-escolhido" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" data-testid="signup-plan">
      <h2 id="plano-escolhido" className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Plano escolhido</h2>
      <p className="mt-2 text-2xl font-bold text-slate-900" data-testid="signup-plan-name">{`Plano ${selected.name}`}</p>
      <p className="mt-1 flex items-baseline gap-1" aria-live="polite">
        <span className="text-3xl font-extrabold tracking-tight text-slate-900" data-testid="signup-plan-price">{formatPrice(selected.price)}</span>
        <span className="text-sm text-slate-600">{`/mês no plano ${selected.period}`}</span>
      </p>
      <p className="mt-1 text-sm font-medium text-accent-800">{`${FREE_TRIAL_DAYS} dias grátis. Sem cartão de crédito.`}</p>
      <ul className="mt-4 space-y-2 text-sm text-slate-700">
        <li className="flex gap-2"><Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />{`${formatLimit(selected.users)} usuários`}</li>
        <li className="flex gap-2"><Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />{`${formatLimit(selected.protocols)} protocolos por mês`}</li>
        <li className="flex gap-2"><Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />{`${selected.storage} de armazenamento`}</li>
      </ul>

      <fieldset className="mt-6">
        <legend className="text-sm font-medium text-slate-900">Trocar de plano</legend>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {plans.map((p) => (
            <label
              key={p.id}
              className={cn(
                "flex cursor-pointer items-center justify-center rounded-lg border px-2 py-2 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600",
                p.id === choice.tier ? "border-brand-700 bg-brand-50 text-brand-800" : "border-slate-300 text-slate-700 hover:border-slate-400",
              )}
            >
              <input
                type="radio"
                name="plano"
                value={p.id}
                checked={p.id === choice.tier}
                onChange={() => onChange({ ...choice, tier: p.id })}
                className="sr-only"
              />
              {p.name}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-5">
        <p className="sr-only">Cobrança</p>
        <BillingToggle period={choice.period} onChange={(period) => onChange({ ...choice, period })} savingsPercentage={savingsPercentage} />
      </div>
    </section>
  );
}
