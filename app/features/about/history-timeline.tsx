import type { Milestone } from "../../content/about";
import { PageSection } from "../../components/layout/page-section";

/** The company's milestones as an ordered, vertical timeline. */
export function HistoryTimeline({ title, lead, milestones }: { title: string; lead: string; milestones: Milestone[] }) {
  return (
    <PageSection titleId="historia-titulo" className="py-16 sm:py-20" width="3xl" eyebrow="Desde o começo" title={title} description={lead}>
      <ol className="relative mt-12 space-y-10 border-l-2 border-brand-200 pl-8">
        {milestones.map((milestone) => (
          <li key={milestone.year} className="relative">
            <span aria-hidden="true" className="absolute top-1.5 -left-[2.55rem] size-4 rounded-full border-4 border-white bg-brand-700 ring-2 ring-brand-200" />
            <h3 className="text-lg font-semibold">
              <span className="block text-sm font-bold text-brand-700">{milestone.year}</span>
              {milestone.title}
            </h3>
            <p className="mt-2 text-slate-700">{milestone.description}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
