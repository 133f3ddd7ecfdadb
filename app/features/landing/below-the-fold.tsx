// The landing's sections after the hero, in the spec's order (§2). They ship in their own
// chunk: the prerendered HTML shows them at once and React hydrates them when the chunk
// arrives, so the first render of / needs only the header and hero code.
import { clientLogos } from "../../content/client-logos";
import { correspondenceBenefits } from "../../content/correspondence-benefits";
import { features } from "../../content/features";
import { plans } from "../../content/plans";
import { customerProblems } from "../../content/problems";
import { resources } from "../../content/resources";
import { segments } from "../../content/segments";
import { stats, statsTitle } from "../../content/stats";
import { testimonials } from "../../content/testimonials";
import { tips } from "../../content/tips";
import { LivePricingSection } from "../pricing/live-pricing-section";
import { ClientsCarousel } from "./clients-carousel";
import { ContactSection } from "./contact-section";
import { CorrespondenceSection } from "./correspondence-section";
import { DailyTip } from "./daily-tip";
import { FeaturesSection } from "./features-section";
import { ProblemsSection } from "./problems-section";
import { ResourcesSection } from "./resources-section";
import { SegmentsSection } from "./segments-section";
import { StatsSection } from "./stats-section";
import { TestimonialsSection } from "./testimonials-section";
import { TrialCta } from "./trial-cta";

export default function BelowTheFold() {
  return (
    <>
      <FeaturesSection features={features} />
      <CorrespondenceSection benefits={correspondenceBenefits} />
      <ProblemsSection problems={customerProblems} />
      <SegmentsSection segments={segments} />
      <StatsSection title={statsTitle} stats={stats} />
      <LivePricingSection plans={plans} />
      <ClientsCarousel logos={clientLogos} />
      <TestimonialsSection testimonials={testimonials} />
      <ResourcesSection resources={resources} />
      <DailyTip tips={tips} />
      <TrialCta />
      <ContactSection />
    </>
  );
}
