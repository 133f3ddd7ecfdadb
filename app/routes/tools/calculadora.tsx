// /calculadora: the pricing calculator with its contract PDF. The app's query client is
// provided here, not in the root, so the landing's bundle does not carry it.
import { useState } from "react";
import { FREE_TRIAL_DAYS } from "../../../contracts/landing";
import { PageShell } from "../../components/layout/page-shell";
import { Button, ButtonLink } from "../../components/ui/button";
import { useContactModal } from "../../features/contact-form/contact-modal-provider";
import { HowWeCalculate } from "../../features/price-calculator/how-we-calculate";
import { PriceCalculator } from "../../features/price-calculator/price-calculator";
import { QueryProvider } from "../../lib/query-client";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/calculadora";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Calculadora de preços | Tramita",
    description: `Simule o preço do Tramita: escolha usuários, protocolos por mês, armazenamento e módulos, compare mensal e anual e gere o contrato em PDF. Teste grátis por ${FREE_TRIAL_DAYS} dias.`,
    path: "/calculadora",
  });

export default function Calculadora() {
  const [trialHref, setTrialHref] = useState("/signup");
  const { openContactModal } = useContactModal();
  return (
    <PageShell>
      <QueryProvider>
        <section aria-labelledby="calculadora-titulo" className="bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto max-w-6xl px-4 pt-12 pb-8 sm:px-6 lg:px-8 lg:pt-16">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Calculadora de preços</p>
            <h1 id="calculadora-titulo" className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl">
              Monte o seu plano e veja o preço na hora
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-slate-700">
              Ajuste usuários, protocolos e armazenamento, escolha os módulos e compare as cobranças mensal e anual. Quando estiver pronto, gere o contrato em PDF.
            </p>
          </div>
        </section>
        <div className="mx-auto max-w-6xl px-4 pb-4 sm:px-6 lg:px-8">
          <PriceCalculator onSignupHrefChange={setTrialHref} />
        </div>
        <HowWeCalculate />
        <section aria-labelledby="calculadora-cta" className="bg-brand-900">
          <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-12 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
            <div>
              <h2 id="calculadora-cta" className="text-2xl font-bold text-white">{`Teste grátis por ${FREE_TRIAL_DAYS} dias`}</h2>
              <p className="mt-2 text-brand-100">Sem cartão de crédito para começar. Prefere conversar antes? Nossa equipe comercial responde rápido.</p>
            </div>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <ButtonLink to={trialHref} variant="inverse" size="lg">Começar teste grátis</ButtonLink>
              <Button variant="outline-inverse" size="lg" onClick={openContactModal}>Falar com vendas</Button>
            </div>
          </div>
        </section>
      </QueryProvider>
    </PageShell>
  );
}
