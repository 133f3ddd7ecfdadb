// spec §2, §4, §9: the plans with the billing toggle, and the custom plan.
import { landing } from "../../content/landing";
import { useState } from "react";
import { DEFAULT_ANNUAL_SAVINGS_PERCENT } from "../../../contracts/landing";
import { PageSection } from "../../components/layout/page-section";
import { Button } from "../../components/ui/button";
import { customPlan, type Plan } from "../../../contracts/plans";
import { useContactModal } from "../contact-form/contact-modal-provider";
import { BillingToggle } from "./billing-toggle";
import { PlanCard } from "./plan-card";
import type { BillingPeriod } from "../../../contracts/plan-tiers";

export type PlanPrices = Partial<Record<Plan["id"], { monthly: number | null; annual: number | null }>>;

const UNKNOWN = { monthly: null, annual: null };

export function PricingSection({
  plans,
  prices = {},
  savingsPercentage = DEFAULT_ANNUAL_SAVINGS_PERCENT,
}: {
  plans: Plan[];
  prices?: PlanPrices;
  savingsPercentage?: number;
}) {
  const [period, setPeriod] = useState<BillingPeriod>("anual");
  const { openContactModal } = useContactModal();
  return (
    <PageSection id="planos" titleId="planos-title" className="scroll-mt-20 bg-slate-50 py-20 defer-render" eyebrow={landing.pricing.eyebrow} title={landing.pricing.title} description={landing.pricing.lead}>
      <div className="mt-8">
        <BillingToggle period={period} onChange={setPeriod} savingsPercentage={savingsPercentage} />
      </div>
      <div className="mt-12 grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            name={plan.name}
            description={plan.description}
            features={plan.features}
            isPopular={plan.isPopular}
            price={prices[plan.id] ?? UNKNOWN}
            ctaLink={`/signup?${new URLSearchParams({ plano: plan.id, periodo: period })}`}
            savingsPercentage={savingsPercentage}
            period={period}
          />
        ))}
        <article aria-labelledby="plano-personalizado" className="flex flex-col rounded-2xl bg-slate-900 p-6 text-slate-200 shadow-sm">
          <h3 id="plano-personalizado" className="text-xl font-bold text-white">{customPlan.name}</h3>
          <p className="mt-2 text-sm">{customPlan.description}</p>
          <p className="mt-6 min-h-24 text-2xl font-bold text-white">Sob consulta</p>
          <ul className="mt-6 flex-1 space-y-3">
            {customPlan.features.map((feature) => (
              <li key={feature} className="flex gap-2 text-sm">
                <span aria-hidden="true" className="icon-check mt-0.5 size-4 shrink-0 text-accent-500" />
                {feature}
              </li>
            ))}
          </ul>
          <Button variant="inverse" className="mt-8 w-full" onClick={openContactModal}>
            {customPlan.ctaText}
          </Button>
        </article>
      </div>
    </PageSection>
  );
}
