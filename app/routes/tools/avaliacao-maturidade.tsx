// /avaliacao-maturidade-digital: the digital maturity assessment. The prerendered HTML
// shows the intro; saved progress and shared results are read after hydration.
import { PageShell } from "../../components/layout/page-shell";
import { QUESTIONS } from "../../../contracts/maturity-assessment";
import { PrintableToolPage } from "../../features/content-pages/printable-tool-page";
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
      <PrintableToolPage id="avaliacao-titulo" eyebrow="Avaliação de maturidade digital" title="Em que estágio está a gestão de documentos da sua empresa?" lead="Processos, documentos, correspondência, segurança e integração: descubra onde vocês estão e o que fazer primeiro para evoluir." className="pb-16">
        <MaturityAssessment />
      </PrintableToolPage>
    </PageShell>
  );
}
