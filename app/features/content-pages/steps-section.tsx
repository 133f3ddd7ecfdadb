import { SectionHeading } from "../../components/layout/section-heading";
import { cn } from "../../lib/cn";
import { Container } from "../../components/ui/container";

interface StepsSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  items: { title: string; description: string }[];
  className?: string;
}

/** Numbered steps in reading order: 'Como funciona', a hiring process. */
export function StepsSection({ id, eyebrow, title, lead, items, className }: StepsSectionProps) {
  return (
    <section aria-labelledby={id} className={cn("bg-brand-50 py-16 sm:py-20", className)}>
      <Container>
        <SectionHeading id={id} eyebrow={eyebrow} title={title} description={lead} />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((step, index) => (
            <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
              <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">
                <span className="sr-only">{`Passo ${index + 1}: `}</span>
                {step.title}
              </h3>
              <p className="mt-2 text-slate-700">{step.description}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
