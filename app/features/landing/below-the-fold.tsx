// The landing's sections after the hero, in the spec's order (§2). They ship in their own
// chunk, loaded as the visitor scrolls toward them (HydrateWhenNear): the prerendered HTML
// shows them at once and React hydrates them when the chunk arrives, so the first render of
// / needs only the header and hero code. Each section is
// its own Suspense boundary: React hydrates prerendered boundaries one at a time, so the
// page becomes interactive in short steps instead of one long task (nothing here
// suspends on the client, so the empty fallbacks never show).
import { landing } from "../../content/landing";
import { Suspense, type ReactNode } from "react";
import { clientLogos } from "../../content/client-logos";
import { correspondenceBenefits } from "../../content/correspondence-benefits";
import { features } from "../../content/features";
import { plans } from "../../../contracts/plans";
import { customerProblems } from "../../content/problems";
import { resources } from "../../content/resources";
import { segments } from "../../content/segments";
import { stats } from "../../content/stats";
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

/** A part of the page that React hydrates on its own (see above). */
function HydrationStep({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export default function BelowTheFold() {
  return (
    <>
      <HydrationStep><FeaturesSection features={features} /></HydrationStep>
      <HydrationStep><CorrespondenceSection benefits={correspondenceBenefits} /></HydrationStep>
      <HydrationStep><ProblemsSection problems={customerProblems} /></HydrationStep>
      <HydrationStep><SegmentsSection segments={segments} /></HydrationStep>
      <HydrationStep><StatsSection title={landing.stats.title} stats={stats} /></HydrationStep>
      <HydrationStep><LivePricingSection plans={plans} /></HydrationStep>
      <HydrationStep><ClientsCarousel logos={clientLogos} /></HydrationStep>
      <HydrationStep><TestimonialsSection testimonials={testimonials} /></HydrationStep>
      <HydrationStep><ResourcesSection resources={resources} /></HydrationStep>
      <HydrationStep><DailyTip tips={tips} /></HydrationStep>
      <HydrationStep><TrialCta /></HydrationStep>
      <HydrationStep><ContactSection /></HydrationStep>
    </>
  );
}
