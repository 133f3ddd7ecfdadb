// /calculadora: the pricing calculator with its contract PDF. The app's query client is
// provided here, not in the root, so the landing's bundle does not carry it.
import { useState } from "react";
import { FREE_TRIAL_DAYS } from "../../../contracts/landing";
import { plans } from "../../../contracts/plans";
import { PageHero } from "../../components/layout/page-hero";
import { PageShell } from "../../components/layout/page-shell";
import { Button, ButtonLink } from "../../components/ui/button";
import { useContactModal } from "../../features/contact-form/contact-modal-provider";
import { HowWeCalculate } from "../../features/price-calculator/how-we-calculate";
import { TooltipProvider } from "../../components/ui/tooltip";
import { PriceCalculator } from "../../features/price-calculator/price-calculator";
import { QueryProvider } from "../../lib/query-client";
import { pageMeta } from "../../lib/seo";
import { productJsonLd } from "../../lib/structured-data";
import { JsonLd } from "../../components/layout/json-ld";
import type { Route } from "./+types/calculadora";
import { Container } from "../../components/ui/container";

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
      <JsonLd data={import.meta.env.SSR ? [productJsonLd(plans, "/calculadora")] : null} />
      <QueryProvider>
        <PageHero id="calculadora-titulo" eyebrow="Calculadora de preços" title="Monte o seu plano e veja o preço na hora" lead="Ajuste usuários, protocolos e armazenamento, escolha os módulos e compare as cobranças mensal e anual. Quando estiver pronto, gere o contrato em PDF." width="6xl" compact />
        <Container width="6xl" className="pb-4">
          {/* The fields' hint tooltips share one provider (spec §9 skip delay). */}
          <TooltipProvider>
            <PriceCalculator onSignupHrefChange={setTrialHref} />
          </TooltipProvider>
        </Container>
        <HowWeCalculate />
        <section aria-labelledby="calculadora-cta" className="bg-brand-900">
          <Container width="6xl" className="flex flex-col items-start gap-6 py-12 lg:flex-row lg:items-center lg:justify-between">
            <div>
              <h2 id="calculadora-cta" className="text-2xl font-bold text-white">{`Teste grátis por ${FREE_TRIAL_DAYS} dias`}</h2>
              <p className="mt-2 text-brand-100">Sem cartão de crédito para começar. Prefere conversar antes? Nossa equipe comercial responde rápido.</p>
            </div>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <ButtonLink to={trialHref} variant="inverse" size="lg">Começar teste grátis</ButtonLink>
              <Button variant="outline-inverse" size="lg" onClick={openContactModal}>Falar com vendas</Button>
            </div>
          </Container>
        </section>
      </QueryProvider>
    </PageShell>
  );
}
