// The pricing section with live prices. The hook lives here, not in the page, so the
// answers re-render this section only.
import type { Plan } from "../../../contracts/plans";
import { PricingSection } from "./pricing-section";
import { useLandingPrices } from "./use-landing-prices";

export function LivePricingSection({ plans }: { plans: Plan[] }) {
  const landingPrices = useLandingPrices(plans);
  return <PricingSection plans={plans} {...landingPrices} />;
}
