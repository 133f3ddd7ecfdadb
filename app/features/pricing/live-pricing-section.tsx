// The pricing section with live prices. The hook lives here, not in the page, so the
// answers re-render this section only.
import type { Plan } from "../../../contracts/plans";
import { JsonLd } from "../../components/layout/json-ld";
import { TooltipProvider } from "../../components/ui/tooltip";
import { productJsonLd } from "../../lib/structured-data";
import { PricingSection } from "./pricing-section";
import { useLandingPrices } from "./use-landing-prices";

export function LivePricingSection({ plans }: { plans: Plan[] }) {
  const landingPrices = useLandingPrices(plans);
  // One tooltip provider for all the plan cards: the next limit's tooltip skips the delay (spec §9).
  return (
    <TooltipProvider>
      {/* The landing's plans as the product's offers, in the prerendered page only. */}
      <JsonLd data={import.meta.env.SSR ? [productJsonLd(plans, "/")] : null} />
      <PricingSection plans={plans} {...landingPrices} />
    </TooltipProvider>
  );
}
