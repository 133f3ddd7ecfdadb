// /avaliacao-maturidade-digital: the digital maturity assessment. The prerendered HTML
// shows the intro; saved progress and shared results are read after hydration.
import { PageShell } from "../../components/layout/page-shell";
import { PrintStyles } from "../../components/layout/print-styles";
import { QUESTIONS } from "../../../contracts/maturity-assessment";
import { TrialCta } from "../../features/landing/trial-cta";
import { MaturityAssessment } from "../../features/maturity/maturity-assessment";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/avaliacao-maturidade";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Avaliação de maturidade digital | Tramita",
    description: `Responda a ${QUESTIONS.length} perguntas e descubra o nível de maturidade digital da gestão de documentos da sua empresa, com nota por dimensão e recomendações práticas. Grátis e sem cadastro.`,
    path: "/avaliacao-maturidade-digital",
  });

export default function AvaliacaoMaturidade() {
  return (
    <PageShell>
      <PrintStyles />
      <section aria-labelledby="avaliacao-titulo" className="bg-gradient-to-b from-brand-50 to-white print:bg-none">
        <div className="mx-auto max-w-6xl px-4 pt-12 pb-8 sm:px-6 lg:px-8 lg:pt-16 print:pt-0">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Avaliação de maturidade digital</p>
          <h1 id="avaliacao-titulo" className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl">
            Em que estágio está a gestão de documentos da sua empresa?
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            Processos, documentos, correspondência, segurança e integração: descubra onde vocês estão e o que fazer primeiro para evoluir.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
        <MaturityAssessment />
      </div>
      <div className="print:hidden">
        <TrialCta />
      </div>
    </PageShell>
  );
}
