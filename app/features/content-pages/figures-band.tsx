import { stats, TIME_REDUCTION_PERCENT, YEARS_IN_BUSINESS } from "../../content/stats";
import { PageSection } from "../../components/layout/page-section";
import { StatFigure } from "../../components/ui/stat-figure";

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
    <PageSection titleId={id} className="bg-brand-900 py-16 sm:py-20" title={title} description={lead} tone="dark">
      <dl className="mt-12 grid grid-cols-2 gap-8 md:grid-cols-3">
        {figures.map((item) => (
          <StatFigure key={item.label} {...item} className="justify-end text-white" />
        ))}
      </dl>
    </PageSection>
  );
}
