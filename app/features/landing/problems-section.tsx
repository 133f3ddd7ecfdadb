// spec §2: six customer problem cards (first name and initial, sector, short quote).
import { landing } from "../../content/landing";
import { Quote } from "lucide-react";
import { PageSection } from "../../components/layout/page-section";
import { Card } from "../../components/ui/card";
import type { CustomerProblem } from "../../content/types";

export function ProblemsSection({ problems }: { problems: CustomerProblem[] }) {
  return (
    <PageSection titleId="problemas-title" className="py-20 defer-render" eyebrow={landing.problems.eyebrow} title={landing.problems.title} description={landing.problems.lead}>
      <ul className="mt-12 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {problems.map(({ name, sector, quote }) => (
          <li key={name}>
            <Card as="figure" shadow="sm" className="flex h-full flex-col p-6">
              <Quote aria-hidden="true" className="size-6 text-brand-200" />
              <blockquote className="mt-3 flex-1 text-slate-800">“{quote}”</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold text-slate-900">{name}</span>
                <span className="text-slate-600"> · {sector}</span>
              </figcaption>
            </Card>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
