// /calculadora-roi-digitalizacao-documentos: the ROI calculator. The app's query client
// (for the plan's price) is provided here, like on /calculadora, so no other page carries it.
import { PageShell } from "../../components/layout/page-shell";
import { PrintStyles } from "../../components/layout/print-styles";
import { TrialCta } from "../../features/landing/trial-cta";
import { RoiCalculator } from "../../features/roi-calculator/roi-calculator";
import { QueryProvider } from "../../lib/query-client";
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
      <PrintStyles />
      <QueryProvider>
        <section aria-labelledby="roi-titulo" className="bg-gradient-to-b from-brand-50 to-white print:bg-none">
          <div className="mx-auto max-w-6xl px-4 pt-12 pb-8 sm:px-6 lg:px-8 lg:pt-16 print:pt-0">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Calculadora de ROI</p>
            <h1 id="roi-titulo" className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl">
              Quanto a sua empresa economiza sem papel
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-slate-700">
              Informe quantos documentos vocês movimentam e quanto custam hoje. O resultado muda enquanto você digita, com todas as contas à mostra e um link para compartilhar.
            </p>
          </div>
        </section>
        <div className="mx-auto max-w-6xl px-4 pb-12 sm:px-6 lg:px-8">
          <RoiCalculator />
        </div>
        <div className="print:hidden">
          <TrialCta />
        </div>
      </QueryProvider>
    </PageShell>
  );
}
