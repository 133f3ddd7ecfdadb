// /sobre: history, the numbers, mission, vision and values.
import { MapPin } from "lucide-react";
import { PageHero } from "../../components/layout/page-hero";
import { PageShell } from "../../components/layout/page-shell";
import { aboutPage, milestones, values } from "../../content/about";
import { site } from "../../../contracts/site";
import { FiguresBand } from "../content-pages/figures-band";
import { IconGridSection } from "../content-pages/icon-grid-section";
import { TrialCta } from "../landing/trial-cta";
import { HistoryTimeline } from "./history-timeline";
import { Card } from "../../components/ui/card";
import { Container } from "../../components/ui/container";

export function AboutPage() {
  const { hero, history, numbers, mission, office } = aboutPage;
  return (
    <PageShell>
      <PageHero id="sobre-titulo" {...hero} />
      <HistoryTimeline title={history.title} lead={history.lead} milestones={milestones} />
      <FiguresBand id="numeros-titulo" {...numbers} />
      <section aria-labelledby="missao-titulo" className="py-16 sm:py-20">
        <Container>
          <h2 id="missao-titulo" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
            {mission.title}
          </h2>
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            {[mission.mission, mission.vision].map((block) => (
              <Card key={block.label} tone="brand" className="p-8">
                <h3 className="text-xl font-bold text-brand-800">{block.label}</h3>
                <p className="mt-3 text-lg text-slate-800">{block.text}</p>
              </Card>
            ))}
          </div>
        </Container>
      </section>
      <IconGridSection titleId="valores-titulo" title={aboutPage.values.title} description={aboutPage.values.lead} items={values} className="bg-slate-50" />
      <section aria-labelledby="onde-titulo" className="py-16">
        <Container width="3xl" className="flex flex-col items-center text-center">
          <MapPin aria-hidden="true" className="size-8 text-brand-700" />
          <h2 id="onde-titulo" className="mt-3 text-2xl font-bold">{office.title}</h2>
          <p className="mt-3 text-lg text-slate-700">{office.text}</p>
          <address className="mt-4 text-slate-800 not-italic">
            {site.legalName}
            <br />
            {site.address.street}
            <br />
            {`${site.address.city}/${site.address.state} · CEP ${site.address.postalCode}`}
          </address>
        </Container>
      </section>
      <TrialCta />
    </PageShell>
  );
}
