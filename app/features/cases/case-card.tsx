import { Quote } from "lucide-react";
import { casesPage, type CustomerCase } from "../../content/cases";
import { logoOf, segmentOf, testimonialOf } from "./case-sources";
import { Card } from "../../components/ui/card";
import { DraftBand } from "../../components/ui/draft-band";
import { ENTRY_DRAFT_BAND } from "../../content/drafts";

/** One customer story: who, the challenge, the solution and the measured results. */
export function CaseCard({ story }: { story: CustomerCase }) {
  const logo = logoOf(story);
  const segment = segmentOf(story);
  const testimonial = testimonialOf(story);
  const titleId = `case-${story.id}`;
  return (
    <Card as="article" panel shadow="sm" className="flex flex-col p-6 sm:p-8" aria-labelledby={titleId} data-segment={story.segmentId}>
      {story.draft && <DraftBand className="mb-4 rounded-md">{ENTRY_DRAFT_BAND}</DraftBand>}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <img src={logo.logo} alt="" width={160} height={48} loading="lazy" className="h-12 w-40" />
        <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">{segment.title}</p>
      </div>
      <p className="mt-2 text-sm text-slate-600">{`${story.company} · ${story.city}`}</p>
      <h3 id={titleId} className="mt-5 text-xl font-bold">{story.headline}</h3>
      <h4 className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">{casesPage.challengeLabel}</h4>
      <p className="mt-1 text-slate-700">{story.challenge}</p>
      <h4 className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">{casesPage.solutionLabel}</h4>
      <p className="mt-1 text-slate-700">{story.solution}</p>
      <h4 className="mt-5 text-sm font-semibold tracking-wide text-brand-700 uppercase">{casesPage.resultsLabel}</h4>
      <dl className="mt-2 grid gap-3 sm:grid-cols-3">
        {story.results.map((result) => (
          <div key={result.label} className="flex flex-col rounded-lg bg-accent-50 p-3">
            <dt className="order-2 text-sm text-slate-700">{result.label}</dt>
            <dd className="order-1 text-lg font-extrabold text-accent-800">{result.figure}</dd>
          </div>
        ))}
      </dl>
      {testimonial && (
        <figure className="mt-6 border-l-4 border-brand-200 pl-4">
          <Quote aria-hidden="true" className="size-5 text-brand-700" />
          <blockquote className="mt-1 text-slate-800 italic">{testimonial.text}</blockquote>
          <figcaption className="mt-2 text-sm text-slate-600">{`${testimonial.name}, ${testimonial.position}`}</figcaption>
        </figure>
      )}
    </Card>
  );
}
