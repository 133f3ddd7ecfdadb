// spec §2: correspondence benefits.
import { SectionHeading } from "../../components/layout/section-heading";
import { correspondenceSectionCopy } from "../../content/correspondence-benefits";
import type { CorrespondenceBenefit } from "../../content/types";
import { Container } from "../../components/ui/container";

export function CorrespondenceSection({ benefits }: { benefits: CorrespondenceBenefit[] }) {
  return (
    <section aria-labelledby="correspondencias-title" className="bg-slate-50 py-20 defer-render">
      <Container>
        <SectionHeading id="correspondencias-title" {...correspondenceSectionCopy} />
        <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2">
          {benefits.map(({ title, description, icon: Icon }) => (
            <li key={title} className="flex gap-4 rounded-xl bg-white p-6 ring-1 ring-slate-200">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-slate-600">{description}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-lg text-slate-700">
          Resultado: <strong className="text-accent-800">98% de redução de tempo</strong> no registro e na entrega de correspondências.
        </p>
      </Container>
    </section>
  );
}
