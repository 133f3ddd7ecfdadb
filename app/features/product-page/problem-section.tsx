import { CircleAlert } from "lucide-react";
import { SectionHeading } from "../../components/layout/section-heading";
import type { ProductPageContent } from "../../content/products/types";
import { Container } from "../../components/ui/container";

/** The pains the product removes, as three cards. */
export function ProblemSection({ problem }: { problem: ProductPageContent["problem"] }) {
  return (
    <section aria-labelledby="problema-titulo" className="py-16 sm:py-20">
      <Container>
        <SectionHeading id="problema-titulo" eyebrow="O problema" title={problem.title} description={problem.lead} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {problem.pains.map((pain) => (
            <li key={pain.title} className="rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <CircleAlert aria-hidden="true" className="size-6 text-amber-700" />
              <h3 className="mt-4 text-lg font-semibold">{pain.title}</h3>
              <p className="mt-2 text-slate-700">{pain.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
