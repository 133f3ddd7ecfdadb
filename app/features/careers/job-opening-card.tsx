import { Briefcase, Mail, MapPin } from "lucide-react";
import type { JobOpening } from "../../content/careers";
import { site } from "../../../contracts/site";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { DraftBand } from "../../components/ui/draft-band";
import { ENTRY_DRAFT_BAND } from "../../content/drafts";
import { applicationMailto, applicationSubject } from "./application-mailto";

/** One open position: what the job is, what it asks for, and how to apply. */
export function JobOpeningCard({ job }: { job: JobOpening }) {
  const titleId = `vaga-${job.id}`;
  const subject = applicationSubject(job.title);
  return (
    <Card as="article" panel shadow="sm" className="p-6 sm:p-8" aria-labelledby={titleId}>
      {job.draft && <DraftBand className="mb-4 rounded-md">{ENTRY_DRAFT_BAND}</DraftBand>}
      <p className="text-sm font-semibold text-accent-700">{job.team}</p>
      <h3 id={titleId} className="mt-1 text-xl font-bold sm:text-2xl">{job.title}</h3>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700" aria-label="Detalhes da vaga">
        <li className="flex items-center gap-2"><MapPin aria-hidden="true" className="size-4 text-brand-700" />{job.location}</li>
        <li className="flex items-center gap-2"><Briefcase aria-hidden="true" className="size-4 text-brand-700" />{job.contract}</li>
      </ul>
      <p className="mt-4 text-slate-800">{job.summary}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <JobList title="O que você vai fazer" items={job.responsibilities} />
        <JobList title="O que esperamos" items={job.requirements} />
        <JobList title="Será um diferencial" items={job.niceToHave} />
      </div>
      <div className="mt-6 flex flex-col gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          {"Envie para "}
          <strong className="text-slate-900">{site.careersEmail}</strong>
          {" com o assunto "}
          <strong className="text-slate-900">{`“${subject}”`}</strong>
        </p>
        <a href={applicationMailto(site.careersEmail, subject)} className={buttonClass({ size: "md" })}>
          <Mail aria-hidden="true" />
          Candidatar-se<span className="sr-only">{` à vaga ${job.title}`}</span>
        </a>
      </div>
    </Card>
  );
}

function JobList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 marker:text-brand-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
