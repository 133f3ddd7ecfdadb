// /signup (spec §2, §4): the 11-day free trial form, with the plan the visitor chose on the
// landing's cards or the calculator (navigation state or ?plano=&periodo=).
import { ShieldCheck } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { href, useLocation, useNavigate } from "react-router";
import type { PlanChoice } from "../../../contracts/account";
import { DEFAULT_PLAN_CHOICE } from "../../../contracts/account-options";
import { FREE_TRIAL_DAYS } from "../../../contracts/landing";
import { plans } from "../../../contracts/plans";
import { accountPageMeta } from "../../features/account/account-meta";
import { AccountPage } from "../../features/account/account-page";
import { useLandingPrices } from "../../features/pricing/use-landing-prices";
import { useHydrated } from "../../hooks/use-hydrated";
import { initialPlan, planHandOver } from "../../features/signup/plan-choice";
import { PlanSummary } from "../../features/signup/plan-summary";
import { SignupForm } from "../../features/signup/signup-form";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = () =>
  accountPageMeta({
    title: `Teste grátis por ${FREE_TRIAL_DAYS} dias | Tramita`,
    description: `Crie sua conta no Tramita e teste grátis por ${FREE_TRIAL_DAYS} dias protocolos digitais, fluxo de documentos, correspondências e malote digital. Sem cartão de crédito.`,
    path: "/signup",
    indexed: true,
  });

export default function Signup() {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [changed, setChanged] = useState<PlanChoice | null>(null);
  const { prices, savingsPercentage } = useLandingPrices(plans);

  // The prerendered page shows the default plan; the handed-over one is read after hydration.
  const handed = useMemo(
    () => (hydrated ? initialPlan(location.state, new URLSearchParams(location.search)) : { choice: DEFAULT_PLAN_CHOICE, price: null }),
    [hydrated, location.state, location.search],
  );
  const choice = changed ?? handed.choice;
  const live = prices[choice.tier];
  const price = live ? (choice.period === "anual" ? live.annual : live.monthly) : changed ? null : handed.price;

  // The address and the history entry hand over the plan shown, both the same plan: a plan
  // button pressed before its section hydrated navigated with the query string only, and a
  // change here moves the plan (a reload, Back and Forward read them again).
  const handOver = useMemo(() => planHandOver(choice, price, location.search), [choice, price, location.search]);
  const handedOver = JSON.stringify({ search: location.search, state: location.state }) === JSON.stringify(handOver);
  useEffect(() => {
    if (hydrated && !handedOver) void navigate({ search: handOver.search }, { replace: true, preventScrollReset: true, state: handOver.state });
  }, [hydrated, handedOver, handOver, navigate]);

  return (
    <AccountPage
      eyebrow={`Teste grátis por ${FREE_TRIAL_DAYS} dias`}
      title="Crie sua conta no Tramita"
      width="wide"
      lead={<p>Protocolos, documentos e correspondências da sua empresa em um só lugar. Sem cartão de crédito e sem compromisso.</p>}
    >
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="lg:order-2 lg:sticky lg:top-24">
          <PlanSummary choice={choice} onChange={setChanged} price={price} savingsPercentage={savingsPercentage} />
          <p className="mt-4 flex gap-2 px-1 text-sm text-slate-600">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
            Seus dados ficam protegidos conforme a LGPD. Você confirma o e-mail antes de qualquer acesso.
          </p>
        </div>
        <div className="lg:order-1">
          <SignupForm
            plan={choice}
            // The address travels in the history entry's state, which a reload keeps: nothing is stored on the device.
            onCreated={(email) => void navigate(href("/signup-success"), { state: { email } })}
          />
        </div>
      </div>
    </AccountPage>
  );
}
