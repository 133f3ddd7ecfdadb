// spec §3 'Plan card input': one plan with its price for the chosen period.
import { ButtonLink } from "../../components/ui/button";
import { InfoTip } from "../../components/ui/tooltip";
import { planLimitHint } from "../../content/plan-limit-hints";
import { cn } from "../../lib/cn";
import { formatPrice } from "./format-price";
import type { BillingPeriod } from "../../../contracts/plan-tiers";
import { selectedPlanFrom } from "./selected-plan";

export interface PlanCardProps {
  name: string;
  price: { monthly: number | null; annual: number | null };
  description: string;
  features: string[];
  isPopular?: boolean;
  ctaText?: string;
  ctaLink?: string;
  savingsPercentage: number;
  period: BillingPeriod;
}

export function PlanCard({
  name, price, description, features, isPopular = false, ctaText = "Começar agora", ctaLink = "/signup", savingsPercentage, period,
}: PlanCardProps) {
  const annual = period === "anual";
  const shown = annual ? price.annual : price.monthly;
  const titleId = `plano-${name.toLowerCase()}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="plan-card"
      className={cn(
        "relative flex flex-col rounded-2xl bg-white p-6 ring-1",
        isPopular ? "shadow-xl ring-2 ring-brand-700 lg:-translate-y-3" : "shadow-sm ring-slate-200",
      )}
    >
      {isPopular && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
          Mais popular
        </p>
      )}
      <h3 id={titleId} className="text-xl font-bold">{name}</h3>
      <p className="mt-2 text-sm text-slate-600">{description}</p>
      <div className="mt-6 min-h-24" aria-live="polite">
        {annual && (
          <p className="text-sm text-slate-600">
            <span className="sr-only">De </span>
            <s>{formatPrice(price.monthly)}</s>
            <span className="sr-only"> por </span>
          </p>
        )}
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-extrabold tracking-tight text-slate-900" data-testid="plan-price">{formatPrice(shown)}</span>
          <span className="text-sm text-slate-600">/mês</span>
        </p>
        {annual && (
          <p className="mt-1 text-sm font-medium text-accent-800">{`Economia de ${savingsPercentage}% no plano anual`}</p>
        )}
      </div>
      <ul className="mt-6 flex-1 space-y-3">
        {features.map((feature) => {
          const hint = planLimitHint(feature);
          return (
            <li key={feature} className="flex gap-2 text-sm text-slate-700">
              <span aria-hidden="true" className="icon-check mt-0.5 size-4 shrink-0 text-accent-700" />
              {feature}
              {hint && <InfoTip label={`${hint.label} (plano ${name})`} className="-my-0.5 size-5">{hint.text}</InfoTip>}
            </li>
          );
        })}
      </ul>
      <ButtonLink
        to={ctaLink}
        state={{ selectedPlan: selectedPlanFrom({ name, features }, period, shown) }}
        variant={isPopular ? "primary" : "outline"}
        className="mt-8 w-full"
        aria-label={`${ctaText}: plano ${name}`}
      >
        {ctaText}
      </ButtonLink>
    </article>
  );
}
