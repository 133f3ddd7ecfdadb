// /assinatura's content for a signed-in account holder: the plan now, change it, cancel or
// reactivate, and the history of changes.
import { href } from "react-router";
import { CalendarClock } from "lucide-react";
import type { ReactNode } from "react";
import type { SubscriptionView } from "../../../contracts/account-options";
import { formatDate, formatDateTime } from "../../../contracts/format-date";
import { formatCents } from "../../../contracts/money";
import { ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { plans } from "../../../contracts/plans";
import { cn } from "../../lib/cn";
import { CancelSection } from "./cancel-section";
import { CHANGE_LABELS, PERIOD_LABELS, STATUS_LABELS } from "../../../contracts/subscription-labels";
import { PlanChange } from "./plan-change";

/** One titled block of the panel. */
function TitledCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card as="section" panel shadow="sm" className="p-6 sm:p-8" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-slate-900">{title}</h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

export function SubscriptionPanel({ view, onChanged }: { view: SubscriptionView; onChanged: (view: SubscriptionView) => void }) {
  const canceled = view.status === "canceled";
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="space-y-6">
        <TitledCard title="Plano atual" id="plano-atual">
          <div data-testid="current-plan">
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-2xl font-bold text-slate-900">{`Plano ${view.planName}`}</p>
              <span className={cn("rounded-full px-3 py-1 text-sm font-semibold", canceled ? "bg-red-50 text-red-800" : "bg-accent-50 text-accent-800")}>
                {STATUS_LABELS[view.status]}
              </span>
            </div>
            <p className="mt-1 text-slate-700">{`Cobrança ${PERIOD_LABELS[view.period].toLowerCase()}`}</p>
            <p className="mt-4">
              <span className="text-3xl font-extrabold tracking-tight text-slate-900">{formatCents(view.monthlyPriceCents)}</span>
              <span className="text-sm text-slate-600">/mês</span>
            </p>
            <p className="text-sm text-slate-600">
              {view.period === "anual" ? `${formatCents(view.periodTotalCents)} por ano, após o teste grátis` : "Cobrado mês a mês, após o teste grátis"}
            </p>
            {view.status === "trialing" && view.trialEndsAt ? (
              <p className="mt-4 flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
                <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {view.trialDaysLeft > 0
                  ? `Faltam ${view.trialDaysLeft} ${view.trialDaysLeft === 1 ? "dia" : "dias"} de teste grátis (até ${formatDate(view.trialEndsAt)}).`
                  : `O teste grátis terminou em ${formatDate(view.trialEndsAt)}.`}
              </p>
            ) : null}
          </div>
        </TitledCard>
        <TitledCard title="Mudar plano ou cobrança" id="mudar-plano">
          <PlanChange key={`${view.tier}-${view.period}-${view.status}`} view={view} onChanged={onChanged} />
        </TitledCard>
      </div>
      <div className="space-y-6">
        <TitledCard title="Histórico" id="historico">
          <ol className="space-y-4" data-testid="subscription-history">
            {view.history.map((change) => (
              <li key={`${change.at}-${change.kind}`} className="border-l-2 border-brand-200 pl-4">
                <p className="font-medium text-slate-900">{CHANGE_LABELS[change.kind]}</p>
                <p className="text-sm text-slate-600">
                  <time dateTime={change.at}>{formatDateTime(change.at)}</time>
                  {` · Plano ${planNameOf(change.tier)}, ${PERIOD_LABELS[change.period].toLowerCase()}, ${formatCents(change.monthlyPriceCents)}/mês`}
                </p>
                {change.reason ? <p className="mt-1 text-sm text-slate-700">{`Motivo: ${change.reason}`}</p> : null}
              </li>
            ))}
          </ol>
        </TitledCard>
        <TitledCard title={canceled ? "Reativar" : "Cancelar"} id="cancelar">
          <CancelSection view={view} onChanged={onChanged} />
        </TitledCard>
        <p className="text-sm text-slate-600">
          Segmento, equipe e convites da conta:{" "}
          <ButtonLink to={href("/onboarding")} variant="outline" size="sm" className="ml-1">Configurar minha conta</ButtonLink>
        </p>
      </div>
    </div>
  );
}

const planNameOf = (tier: string) => plans.find((p) => p.id === tier)?.name ?? tier;
