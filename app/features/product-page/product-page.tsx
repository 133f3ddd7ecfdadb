// One template for the product pages (/correspondencias, /fluxo-documentos): each page is
// its content file rendered through the same sections.
import { PageShell } from "../../components/layout/page-shell";
import type { ProductPageContent } from "../../content/products/types";
import { IconGridSection } from "../content-pages/icon-grid-section";
import { StepsSection } from "../content-pages/steps-section";
import { TrialCta } from "../landing/trial-cta";
import { BenefitFigures } from "./benefit-figures";
import { ProblemSection } from "./problem-section";
import { ProductFaq } from "./product-faq";
import { ProductHero } from "./product-hero";

export function ProductPage({ content }: { content: ProductPageContent }) {
  return (
    <PageShell>
      <ProductHero hero={content.hero} />
      <ProblemSection problem={content.problem} />
      <StepsSection titleId="como-funciona-titulo" eyebrow="Passo a passo" title={content.steps.title} description={content.steps.lead} items={content.steps.items} />
      <IconGridSection titleId="recursos-titulo" eyebrow="Recursos" title={content.features.title} description={content.features.lead} items={content.features.items} />
      <BenefitFigures benefits={content.benefits} />
      <ProductFaq faq={content.faq} />
      <TrialCta />
    </PageShell>
  );
}
