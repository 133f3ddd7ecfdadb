// /faq: questions by topic, searchable, each one linkable by its hash.
import { href } from "react-router";
import { JsonLd } from "../../components/layout/json-ld";
import { PageHero } from "../../components/layout/page-hero";
import { PageShell } from "../../components/layout/page-shell";
import { ButtonLink } from "../../components/ui/button";
import { faqTopics } from "../../content/faq";
import { replyPromise } from "../../../contracts/contact";
import { FaqBrowser } from "../../features/faq/faq-browser";
import { pageMeta } from "../../lib/seo";
import { faqPageJsonLd } from "../../lib/structured-data";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Perguntas frequentes | Tramita",
    description:
      "Tire dúvidas sobre planos e preços, teste grátis, segurança e LGPD, integrações e suporte do Tramita, a plataforma de protocolo digital e correspondências.",
    path: "/faq",
  });

const structuredData = () => [faqPageJsonLd(faqTopics.flatMap((t) => t.questions.map((q) => ({ question: q.question, answer: q.answer.join(" ") }))))];

export default function Faq() {
  return (
    <PageShell>
      <JsonLd data={import.meta.env.SSR ? structuredData() : null} />
      <PageHero id="faq-titulo" eyebrow="FAQ" title="Perguntas frequentes" lead="Planos, teste grátis, segurança, integrações e suporte: as respostas para as dúvidas que mais recebemos." width="3xl" tone="accent" compact />
      <FaqBrowser topics={faqTopics} />
      <section aria-labelledby="faq-contato" className="bg-slate-50">
        <div className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-4 py-12 sm:px-6">
          <h2 id="faq-contato" className="text-2xl font-bold text-slate-900">Ainda com dúvida?</h2>
          <p className="text-slate-700">{`Fale com a nossa equipe. ${replyPromise}.`}</p>
          <ButtonLink to={`${href("/")}#contato`}>Falar com a equipe</ButtonLink>
        </div>
      </section>
    </PageShell>
  );
}
