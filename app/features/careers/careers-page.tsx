// /carreiras: culture, benefits, hiring process and the open positions.
import { PageHero } from "../../components/layout/page-hero";
import { PageShell } from "../../components/layout/page-shell";
import { PageSection } from "../../components/layout/page-section";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { benefitItems, careersPage, cultureItems, jobOpenings } from "../../content/careers";
import { site } from "../../../contracts/site";
import { IconGridSection } from "../content-pages/icon-grid-section";
import { StepsSection } from "../content-pages/steps-section";
import { applicationMailto } from "./application-mailto";
import { JobOpeningCard } from "./job-opening-card";

export function CareersPage() {
  const { hero, culture, benefits, openings, process } = careersPage;
  return (
    <PageShell>
      <PageHero id="carreiras-titulo" {...hero}>
        <a href="#vagas" className={buttonClass({ size: "lg" }, "mt-8")}>
          {`Ver as ${jobOpenings.length} vagas abertas`}
        </a>
      </PageHero>
      <IconGridSection titleId="cultura-titulo" eyebrow="Cultura" title={culture.title} description={culture.lead} items={cultureItems} />
      <IconGridSection titleId="beneficios-titulo" eyebrow="Benefícios" title={benefits.title} description={benefits.lead} items={benefitItems} className="bg-slate-50" />
      <StepsSection titleId="processo-titulo" eyebrow="Seleção" title={process.title} items={process.steps} />
      <PageSection
        id="vagas"
        titleId="vagas-titulo"
        className="scroll-mt-20 py-16 sm:py-20"
        width="5xl"
        eyebrow="Oportunidades"
        title={openings.title}
        description={openings.lead}
      >
        <Card tone="brand" className="mt-8 p-6">
          <h3 className="text-lg font-semibold">{openings.applyTitle}</h3>
          <p className="mt-2 text-slate-800">{openings.applyText}</p>
        </Card>
        <div className="mt-8 space-y-6">
          {jobOpenings.map((job) => (
            <JobOpeningCard key={job.id} job={job} />
          ))}
        </div>
        <p className="mt-10 text-center">
          <a href={applicationMailto(site.careersEmail, openings.spontaneousSubject)} className={buttonClass({ variant: "outline", size: "lg" })}>
            Enviar currículo para o banco de talentos
          </a>
        </p>
      </PageSection>
    </PageShell>
  );
}
