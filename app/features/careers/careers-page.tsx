// /carreiras: culture, benefits, hiring process and the open positions.
import { PageHero } from "../../components/layout/page-hero";
import { PageShell } from "../../components/layout/page-shell";
import { SectionHeading } from "../../components/layout/section-heading";
import { buttonClass } from "../../components/ui/button";
import { benefitItems, careersPage, cultureItems, jobOpenings } from "../../content/careers";
import { site } from "../../../contracts/site";
import { IconGridSection } from "../content-pages/icon-grid-section";
import { StepsSection } from "../content-pages/steps-section";
import { applicationMailto } from "./application-mailto";
import { JobOpeningCard } from "./job-opening-card";
import { Container } from "../../components/ui/container";

export function CareersPage() {
  const { hero, culture, benefits, openings, process } = careersPage;
  return (
    <PageShell>
      <PageHero id="carreiras-titulo" {...hero}>
        <a href="#vagas" className={buttonClass({ size: "lg" }, "mt-8")}>
          {`Ver as ${jobOpenings.length} vagas abertas`}
        </a>
      </PageHero>
      <IconGridSection id="cultura-titulo" eyebrow="Cultura" title={culture.title} lead={culture.lead} items={cultureItems} />
      <IconGridSection id="beneficios-titulo" eyebrow="Benefícios" title={benefits.title} lead={benefits.lead} items={benefitItems} className="bg-slate-50" />
      <StepsSection id="processo-titulo" eyebrow="Seleção" title={process.title} items={process.steps} />
      <section id="vagas" aria-labelledby="vagas-titulo" className="scroll-mt-20 py-16 sm:py-20">
        <Container width="5xl">
          <SectionHeading id="vagas-titulo" eyebrow="Oportunidades" title={openings.title} description={openings.lead} />
          <div className="mt-8 rounded-xl bg-brand-50 p-6 ring-1 ring-brand-100">
            <h3 className="text-lg font-semibold">{openings.applyTitle}</h3>
            <p className="mt-2 text-slate-800">{openings.applyText}</p>
          </div>
          <div className="mt-8 space-y-6">
            {jobOpenings.map((job) => (
              <JobOpeningCard key={job.id} job={job} />
            ))}
          </div>
          <p className="mt-10 text-center">
            <a href={applicationMailto(site.careersEmail, openings.spontaneousSubject)} className={buttonClass({ variant: "outline", size: "lg", wrap: true })}>
              Enviar currículo para o banco de talentos
            </a>
          </p>
        </Container>
      </section>
    </PageShell>
  );
}
