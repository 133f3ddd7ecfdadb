// Change plan or billing period: the new price comes from the pricing API and is shown
// before the visitor confirms; the server asks the same price source when it records the change.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { PlanChoice } from "../../../contracts/account";
import type { SubscriptionView } from "../../../contracts/account-options";
import { ACCOUNT_API } from "../../../contracts/api-paths";
import { formatCents } from "../../../contracts/money";
import { BILLING_PERIODS, tierInput, type BillingPeriod, type PlanTierId } from "../../../contracts/plan-tiers";
import { BusyButton } from "../../components/ui/busy-button";
import { plans } from "../../../contracts/plans";
import { useRuntimeConfig } from "../../lib/runtime-config";
import { postJson } from "../../lib/api-client";
import { ErrorBanner } from "../../components/ui/error-banner";
import { ChoiceList } from "../onboarding/choice-list";
import { fetchQuote } from "../pricing/pricing-api";
import { PERIOD_LABELS } from "../../../contracts/subscription-labels";

const PLAN_OPTIONS = plans.map((p) => ({ value: p.id, label: p.name, description: p.features.slice(0, 3).join(" · ") }));
const PERIOD_OPTIONS = BILLING_PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }));

export function PlanChange({ view, onChanged }: { view: SubscriptionView; onChanged: (view: SubscriptionView) => void }) {
  const [choice, setChoice] = useState<PlanChoice>({ tier: view.tier, period: view.period });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { pricingOrigin } = useRuntimeConfig();
  const unchanged = choice.tier === view.tier && choice.period === view.period;
  const quote = useQuery({
    queryKey: ["pricing", pricingOrigin, choice.tier],
    queryFn: ({ signal }) => fetchQuote(pricingOrigin, tierInput(choice.tier), signal),
    enabled: !unchanged,
  });
  const data = quote.data && !quote.data.custom ? quote.data : null;
  const newMonthly = data ? (choice.period === "anual" ? data.effectiveMonthlyCents : data.monthlyTotalCents) : null;
  const newTotal = data ? (choice.period === "anual" ? data.annualTotalCents : data.monthlyTotalCents) : null;

  async function confirm() {
    setBusy(true);
    const result = await postJson<SubscriptionView>(ACCOUNT_API.subscriptionChange, choice);
    setBusy(false);
    if (result.ok) {
      setFailure(null);
      onChanged(result.data);
    } else setFailure(result.message);
  }

  if (view.status === "canceled") {
    return <p className="text-slate-700">Reative a assinatura para mudar de plano ou de cobrança.</p>;
  }

  return (
    <div className="space-y-6">
      <ChoiceList kind="radio" name="novo-plano" legend="Plano" columns={1} options={PLAN_OPTIONS} value={choice.tier} onChange={(tier) => setChoice({ ...choice, tier: tier as PlanTierId })} />
      <ChoiceList kind="radio" name="nova-cobranca" legend="Cobrança" options={PERIOD_OPTIONS} value={choice.period} onChange={(period) => setChoice({ ...choice, period: period as BillingPeriod })} />
      <div aria-live="polite" className="rounded-xl bg-slate-50 p-4" data-testid="plan-change-preview">
        {unchanged ? (
          <p className="text-slate-700">Escolha outro plano ou outra cobrança para ver o novo valor.</p>
        ) : quote.isError ? (
          <p className="text-red-800">Não foi possível calcular o novo valor agora. Tente novamente em instantes.</p>
        ) : newMonthly === null || newTotal === null ? (
          <p className="text-slate-700">Calculando o novo valor...</p>
        ) : (
          <p className="text-slate-800">
            {`Novo valor: `}
            <strong className="text-lg">{`${formatCents(newMonthly)}/mês`}</strong>
            {choice.period === "anual" ? ` (${formatCents(newTotal)} por ano)` : " (cobrança mensal)"}
            {`, em vez de ${formatCents(view.monthlyPriceCents)}/mês.`}
          </p>
        )}
      </div>
      {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
      <BusyButton size="lg" disabled={unchanged || newMonthly === null} busy={busy} onClick={() => void confirm()}>
        Confirmar mudança
      </BusyButton>
    </div>
  );
}
