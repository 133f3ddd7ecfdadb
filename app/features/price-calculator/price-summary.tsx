// The answer of the pricing API: tier, total for the chosen period, the annual saving and,
// when the answer carries it (ours does, the platform's does not), the monthly breakdown line
// by line; a proposal request for the custom plan.
import type { PriceAnswer } from "../../../contracts/pricing-answer";
import { ANNUAL_PLAN_MONTHS } from "../../../contracts/pricing-answer";
import type { BillingPeriod } from "../../../contracts/plan-tiers";
import { PRICING_MESSAGES } from "../../../contracts/pricing-options";
import { FREE_TRIAL_DAYS } from "../../../contracts/landing";
import { customPlan, plans } from "../../../contracts/plans";
import { Button, ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { selectedPlanFrom } from "../pricing/selected-plan";
import { formatCents, formatCount } from "../../../contracts/money";
import { priceLineDetail } from "../../../contracts/price-lines";
import { signupHref } from "./signup-href";

export interface PriceSummaryProps {
  quote: PriceAnswer | undefined;
  period: BillingPeriod;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
  onProposal: () => void;
  onContract: () => void;
  contractOpen: boolean;
  contractFormId: string;
}

export function PriceSummary({ quote, period, pending, failed, onRetry, onProposal, onContract, contractOpen, contractFormId }: PriceSummaryProps) {
  if (!quote) {
    return (
      <Card panel shadow="lg" className="p-6" aria-busy={!failed}>
        {failed ? <FailedNotice onRetry={onRetry} /> : <p className="text-slate-600">Calculando o preço...</p>}
      </Card>
    );
  }

  if (quote.custom) {
    return (
      <Card panel shadow="lg" className="p-6" aria-busy={pending}>
        <p className="text-sm font-medium text-slate-600">Plano indicado</p>
        <p className="text-2xl font-bold text-slate-900" data-testid="calculator-tier">{quote.planName}</p>
        <p className="mt-3 text-slate-700">{PRICING_MESSAGES.custom}</p>
        <Button className="mt-5 w-full" size="lg" onClick={onProposal}>{customPlan.ctaText}</Button>
        {failed && <FailedNotice onRetry={onRetry} />}
      </Card>
    );
  }

  const annual = period === "anual";
  const savingsCents = quote.monthlyTotalCents * ANNUAL_PLAN_MONTHS - quote.annualTotalCents;
  const savingsPercent = formatCount(quote.percentageSavings);
  const plan = plans.find((p) => p.id === quote.tier)!;
  const shownCents = annual ? quote.effectiveMonthlyCents : quote.monthlyTotalCents;
  const signup = signupHref(quote.tier, period);

  return (
    <Card panel shadow="lg" className="p-5 sm:p-6" aria-busy={pending}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="text-sm font-medium text-slate-600">Plano indicado</p>
          <p className="text-2xl font-bold text-slate-900" data-testid="calculator-tier">{quote.planName}</p>
        </div>
        {pending && <p className="text-sm text-slate-600" role="status">Atualizando...</p>}
      </div>

      <div className="mt-4" aria-live="polite" aria-atomic="true">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-4xl font-extrabold tracking-tight text-slate-900" data-testid="calculator-total">
            {formatCents(shownCents)}
          </span>
          <span className="text-slate-600">/mês</span>
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {annual
            ? `${formatCents(quote.annualTotalCents)} por ano, cobrados de uma vez no plano anual.`
            : "Cobrança mensal, sem fidelidade."}
        </p>
        <p className="mt-2 rounded-lg bg-accent-50 px-3 py-2 text-sm font-medium text-accent-800" data-testid="calculator-savings">
          {annual
            ? `Você economiza ${formatCents(savingsCents)} por ano (${savingsPercent}%) em relação ao plano mensal.`
            : `No plano anual, você economizaria ${formatCents(savingsCents)} por ano (${savingsPercent}%).`}
        </p>
      </div>

      <table className="mt-5 w-full text-sm">
        <caption className="sr-only">{quote.breakdown ? "Composição do preço mensal" : "Preço mensal"}</caption>
        {quote.breakdown && (
          <>
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-600">
                <th scope="col" className="pb-2 font-semibold">Item</th>
                <th scope="col" className="pb-2 text-right font-semibold">Por mês</th>
              </tr>
            </thead>
            <tbody>
              {quote.breakdown.map((line) => (
                <tr key={line.id} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    <span className="block font-medium text-slate-900">{line.label}</span>
                    <span className="block text-slate-600">{priceLineDetail(line)}</span>
                  </th>
                  <td className="py-2 text-right tabular-nums text-slate-900 whitespace-nowrap">{formatCents(line.amount_cents)}</td>
                </tr>
              ))}
            </tbody>
          </>
        )}
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 text-left font-semibold text-slate-900">Total mensal</th>
            <td className="pt-3 text-right font-semibold tabular-nums text-slate-900 whitespace-nowrap" data-testid="calculator-monthly-total">
              {formatCents(quote.monthlyTotalCents)}
            </td>
          </tr>
        </tfoot>
      </table>

      <div className="mt-6 grid gap-3">
        <ButtonLink
          to={signup}
          state={{ selectedPlan: selectedPlanFrom(plan, period, shownCents / 100) }}
          size="lg"
          className="w-full"
          aria-label={`Testar grátis por ${FREE_TRIAL_DAYS} dias: plano ${quote.planName}`}
        >
          {`Testar grátis por ${FREE_TRIAL_DAYS} dias`}
        </ButtonLink>
        <Button variant="outline" size="lg" className="w-full" aria-expanded={contractOpen} aria-controls={contractFormId} onClick={onContract}>
          Gerar contrato (PDF)
        </Button>
      </div>
      {failed && <FailedNotice onRetry={onRetry} />}
    </Card>
  );
}

function FailedNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mt-4 text-sm text-red-700">
      <p className="font-medium">Não foi possível calcular o preço agora.</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>Tentar novamente</Button>
    </div>
  );
}
