import { CircleAlert } from "lucide-react";
import { PageSection } from "../../components/layout/page-section";
import { Card } from "../../components/ui/card";
import type { ProductPageContent } from "../../content/products/types";

/** The pains the product removes, as three cards. */
export function ProblemSection({ problem }: { problem: ProductPageContent["problem"] }) {
  return (
    <PageSection titleId="problema-titulo" className="py-16 sm:py-20" eyebrow="O problema" title={problem.title} description={problem.lead}>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {problem.pains.map((pain) => (
          <Card as="li" key={pain.title} tone="slate" className="p-6">
            <CircleAlert aria-hidden="true" className="size-6 text-amber-700" />
            <h3 className="mt-4 text-lg font-semibold">{pain.title}</h3>
            <p className="mt-2 text-slate-700">{pain.description}</p>
          </Card>
        ))}
      </ul>
    </PageSection>
  );
}
