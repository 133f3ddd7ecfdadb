// /calculadora-roi-digitalizacao-documentos: the ROI calculator. The app's query client
// (for the plan's price) is provided here, like on /calculadora, so no other page carries it.
import { PageHero } from "../../components/layout/page-hero";
import { PageShell } from "../../components/layout/page-shell";
import { PrintStyles } from "../../components/layout/print-styles";
import { TrialCta } from "../../features/landing/trial-cta";
import { QueryProvider } from "../../lib/query-client";
import { RoiCalculator } from "../../features/roi-calculator/roi-calculator";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/calculadora-roi";
import { Container } from "../../components/ui/container";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Calculadora de ROI da digitalização de documentos | Tramita",
    description:
      "Quanto a sua empresa economiza ao digitalizar protocolos, documentos e malotes? Informe volumes e custos e veja economia por mês e por ano, horas, papel poupado e em quantos meses o plano se paga.",
    path: "/calculadora-roi-digitalizacao-documentos",
  });

export default function CalculadoraRoi() {
  return (
    <PageShell>
      <PrintStyles />
      <QueryProvider>
        <PageHero id="roi-titulo" eyebrow="Calculadora de ROI" title="Quanto a sua empresa economiza sem papel" lead="Informe quantos documentos vocês movimentam e quanto custam hoje. O resultado muda enquanto você digita, com todas as contas à mostra e um link para compartilhar." width="6xl" compact />
        <Container width="6xl" className="pb-12">
          <RoiCalculator />
        </Container>
        <div className="print:hidden">
          <TrialCta />
        </div>
      </QueryProvider>
    </PageShell>
  );
}
