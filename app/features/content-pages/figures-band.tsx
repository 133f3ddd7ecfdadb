import { stats, TIME_REDUCTION_PERCENT, YEARS_IN_BUSINESS } from "../../content/stats";
import { SectionHeading } from "../../components/layout/section-heading";
import { Container } from "../../components/ui/container";

interface FiguresBandProps {
  id: string;
  title: string;
  lead: string;
  timeReductionLabel: string;
  yearsLabel: string;
}

/** The spec §1 claims as static figures (the landing animates the same stats). */
export function FiguresBand({ id, title, lead, timeReductionLabel, yearsLabel }: FiguresBandProps) {
  const figures = [
    ...stats.map((stat) => ({ figure: `${stat.target}${stat.suffix}`, label: stat.label, spoken: stat.spoken })),
    { figure: `${TIME_REDUCTION_PERCENT}%`, label: timeReductionLabel, spoken: `${TIME_REDUCTION_PERCENT}% ${timeReductionLabel}` },
    { figure: `${YEARS_IN_BUSINESS}+`, label: yearsLabel, spoken: `Mais de ${YEARS_IN_BUSINESS} ${yearsLabel}` },
  ];
  return (
    <section aria-labelledby={id} className="bg-brand-900 py-16 sm:py-20">
      <Container>
        <SectionHeading id={id} title={title} description={lead} tone="dark" />
        <dl className="mt-12 grid grid-cols-2 gap-8 md:grid-cols-3">
          {figures.map((item) => (
            <div key={item.label} className="flex flex-col-reverse items-center justify-end text-center text-white">
              <dt className="mt-2 text-sm text-brand-100 sm:text-base">
                <span aria-hidden="true">{item.label}</span>
                <span className="sr-only">{item.spoken}</span>
              </dt>
              <dd aria-hidden="true" className="text-4xl font-extrabold tabular-nums sm:text-5xl">
                {item.figure}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
