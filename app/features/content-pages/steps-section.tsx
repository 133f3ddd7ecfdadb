import { PageSection, type PageSectionProps } from "../../components/layout/page-section";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";

/** Numbered steps in reading order: 'Como funciona', a hiring process. */
export function StepsSection({ items, className, ...heading }: Omit<PageSectionProps, "children"> & { items: { title: string; description: string }[] }) {
  return (
    <PageSection {...heading} className={cn("bg-brand-50 py-16 sm:py-20", className)}>
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((step, index) => (
          <Card as="li" key={step.title} tone="on-brand" shadow="sm" className="p-6">
            <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">
              <span className="sr-only">{`Passo ${index + 1}: `}</span>
              {step.title}
            </h3>
            <p className="mt-2 text-slate-700">{step.description}</p>
          </Card>
        ))}
      </ol>
    </PageSection>
  );
}
