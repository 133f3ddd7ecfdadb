// spec §2: eight feature cards, each may carry a 'Saiba mais' link.
import { ArrowRight } from "lucide-react";
import { SectionHeading } from "../../components/layout/section-heading";
import type { Feature } from "../../content/types";
import { Container } from "../../components/ui/container";

export function FeaturesSection({ features }: { features: Feature[] }) {
  return (
    <section id="funcionalidades" aria-labelledby="funcionalidades-title" className="scroll-mt-20 py-20 defer-render">
      <Container>
        <SectionHeading
          id="funcionalidades-title"
          eyebrow="Funcionalidades"
          title="Tudo o que circula na sua empresa, em um só lugar"
          description="Do protocolo na recepção à assinatura do contrato, cada documento tem dono, prazo e histórico."
        />
        <ul className="mt-12 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ id, title, description, icon: Icon, learnMore }) => (
            <li key={id} className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-600">{description}</p>
              {learnMore && (
                <a href={learnMore.href} className="mt-4 inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900">
                  {learnMore.label ?? "Saiba mais"}
                  <span className="sr-only"> sobre {title.toLowerCase()}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </a>
              )}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
