// /calculadora-roi-digitalizacao-documentos: the ROI calculator. The app's query client
// (for the plan's price) is provided here, like on /calculadora, so no other page carries it.
import { PageShell } from "../../components/layout/page-shell";
import { PrintableToolPage } from "../../features/content-pages/printable-tool-page";
import { QueryProvider } from "../../lib/query-client";
import { RoiCalculator } from "../../features/roi-calculator/roi-calculator";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/calculadora-roi";

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
      <QueryProvider>
        <PrintableToolPage id="roi-titulo" eyebrow="Calculadora de ROI" title="Quanto a sua empresa economiza sem papel" lead="Informe quantos documentos vocês movimentam e quanto custam hoje. O resultado muda enquanto você digita, com todas as contas à mostra e um link para compartilhar." className="pb-12">
          <RoiCalculator />
        </PrintableToolPage>
      </QueryProvider>
    </PageShell>
  );
}
