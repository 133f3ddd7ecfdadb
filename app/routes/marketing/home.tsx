// spec §2: the landing page, its sections in the spec's order.
import { landing } from "../../content/landing";
import { HydrateWhenNear } from "../../components/layout/hydrate-when-near";
import { JsonLd } from "../../components/layout/json-ld";
import { PageShell } from "../../components/layout/page-shell";
import { Hero } from "../../features/landing/hero";
import { pageMeta } from "../../lib/seo";
import { organizationJsonLd, websiteJsonLd } from "../../lib/structured-data";
import type { Route } from "./+types/home";

/** The sections after the hero: on a phone the hero alone fills more than the first screen. */
const loadBelowTheFold = () => import("../../features/landing/below-the-fold");

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: landing.meta.title,
    description: landing.meta.description,
    path: "/",
  });

export default function Home() {
  return (
    <PageShell>
      {/* The product and its offers are written by the pricing section (LivePricingSection). */}
      <JsonLd data={import.meta.env.SSR ? [organizationJsonLd(), websiteJsonLd()] : null} />
      <Hero />
      <HydrateWhenNear name="below-the-fold" load={loadBelowTheFold} fallback={<div className="min-h-screen" />} />
    </PageShell>
  );
}
