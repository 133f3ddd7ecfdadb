// spec §2: six customer problem cards (first name and initial, sector, short quote).
import { Quote } from "lucide-react";
import { SectionHeading } from "../../components/layout/section-heading";
import type { CustomerProblem } from "../../content/types";
import { Container } from "../../components/ui/container";

export function ProblemsSection({ problems }: { problems: CustomerProblem[] }) {
  return (
    <section aria-labelledby="problemas-title" className="py-20 defer-render">
      <Container>
        <SectionHeading
          id="problemas-title"
          eyebrow="Antes do Tramita"
          title="Você se reconhece em alguma destas situações?"
          description="Ouvimos isto de clientes antes de digitalizarem as suas rotinas."
        />
        <ul className="mt-12 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {problems.map(({ name, sector, quote }) => (
            <li key={name}>
              <figure className="flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <Quote aria-hidden="true" className="size-6 text-brand-200" />
                <blockquote className="mt-3 flex-1 text-slate-800">“{quote}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold text-slate-900">{name}</span>
                  <span className="text-slate-600"> · {sector}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
