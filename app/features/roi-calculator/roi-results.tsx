// The headline figures of a calculation: savings, hours, paper and trees, and the payback
// against the plan that fits (its price from the pricing API; '...' until it answers).
import { formatCents, formatCount, formatDecimal } from "../../../contracts/money";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import type { RoiResult } from "./roi";
import { monthsText, treesText } from "./roi-text";
import type { PlanPriceState } from "./use-plan-price";

function Figure({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 p-4 print:border print:border-slate-300 print:bg-white">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold tracking-tight break-words text-slate-900 tabular-nums" data-testid={testId}>{value}</dd>
      {detail && <dd className="mt-1 text-sm text-slate-600">{detail}</dd>}
    </div>
  );
}


export function RoiResults({ result, plan, onProposal }: { result: RoiResult; plan: PlanPriceState; onProposal: () => void }) {
  const r = result;
  return (
    <Card panel shadow="lg" className="p-5 sm:p-6 print:shadow-none print:ring-0">
      <h2 className="text-lg font-bold text-slate-900">O seu resultado</h2>
      <div aria-live="polite" aria-atomic="true" className="mt-3">
        <p className="text-sm font-medium text-slate-600">Economia por mês</p>
        <p className="text-4xl font-extrabold tracking-tight text-accent-800 tabular-nums" data-testid="roi-monthly-savings">
          {formatCents(r.monthlySavingsCents)}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {`De ${formatCents(r.current.totalCents)} para ${formatCents(r.left.totalCents)} por mês com papel, malote, tempo e arquivo.`}
        </p>
      </div>
      <dl className="mt-5 grid gap-3 sm:grid-cols-2">
        <Figure label="Economia por ano" value={formatCents(r.yearlySavingsCents)} testId="roi-yearly-savings" />
        <NetFigure result={r} plan={plan} />
        <Figure
          label="Horas economizadas"
          value={`${formatDecimal(r.hoursSavedPerMonth, 1)} h/mês`}
          detail={`${formatCount(Math.round(r.hoursSavedPerYear))} horas por ano`}
          testId="roi-hours"
        />
        <Figure
          label="Folhas de papel poupadas"
          value={`${formatCount(r.sheetsSavedPerYear)} por ano`}
          detail={`Cerca de ${treesText(r.treesSavedPerYear)} por ano`}
          testId="roi-sheets"
        />
        <PaybackFigure result={r} plan={plan} />
      </dl>
      {plan.status === "custom" && (
        <div className="mt-4 rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
          <p>Para o seu volume, o plano é personalizado: o preço sai em uma proposta, e o retorno é calculado com ela.</p>
          <Button className="mt-3 print:hidden" size="sm" onClick={onProposal}>Solicitar proposta</Button>
        </div>
      )}
      {plan.status === "error" && (
        <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p>Não conseguimos consultar o preço do plano agora, então o retorno não foi calculado.</p>
          <Button className="mt-2" size="sm" variant="outline" onClick={plan.retry}>Tentar novamente</Button>
        </div>
      )}
    </Card>
  );
}

function PaybackFigure({ result, plan }: { result: RoiResult; plan: PlanPriceState }) {
  if (plan.status === "custom") {
    return <Figure label="Retorno do investimento" value="Sob proposta" detail="Plano personalizado" testId="roi-payback" />;
  }
  if (plan.status !== "ready" || !result.plan) {
    // spec §4: prices show '...' until the pricing call answers.
    return <Figure label="Retorno do investimento" value="..." detail="Consultando o preço do plano" testId="roi-payback" />;
  }
  const p = result.plan;
  const detail = `Plano ${p.name} anual: ${formatCents(p.annualTotalCents)}, ou ${formatCents(p.effectiveMonthlyCents)} por mês`;
  return (
    <Figure
      label="Retorno do investimento"
      value={result.paybackMonths === null ? "Sem retorno" : `Em ${monthsText(result.paybackMonths)}`}
      detail={detail}
      testId="roi-payback"
    />
  );
}

function NetFigure({ result, plan }: { result: RoiResult; plan: PlanPriceState }) {
  const label = "Economia líquida no ano";
  if (plan.status === "custom") return <Figure label={label} value="Sob proposta" detail="Depois de pagar o plano" testId="roi-net-yearly" />;
  if (result.netYearlySavingsCents === null) return <Figure label={label} value="..." detail="Depois de pagar o plano" testId="roi-net-yearly" />;
  return <Figure label={label} value={formatCents(result.netYearlySavingsCents)} detail="Depois de pagar o plano anual" testId="roi-net-yearly" />;
}
