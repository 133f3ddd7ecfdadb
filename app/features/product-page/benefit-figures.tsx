import { PageSection } from "../../components/layout/page-section";
import type { ProductPageContent } from "../../content/products/types";

/** Benefits led by a figure ('98%', '36M+'), on the brand's dark band. */
export function BenefitFigures({ benefits }: { benefits: ProductPageContent["benefits"] }) {
  return (
    <PageSection titleId="beneficios-titulo" className="bg-brand-900 py-16 sm:py-20" eyebrow="Benefícios" title={benefits.title} description={benefits.lead} tone="dark">
      <dl className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.items.map((item) => (
          <div key={item.label} className="flex flex-col rounded-xl bg-white/10 p-6 text-white">
            <dt className="order-2 mt-2 font-semibold">{item.label}</dt>
            <dd className="order-1 text-4xl font-extrabold tabular-nums">{item.figure}</dd>
            <dd className="order-3 mt-2 text-sm text-brand-100">{item.description}</dd>
          </div>
        ))}
      </dl>
    </PageSection>
  );
}
