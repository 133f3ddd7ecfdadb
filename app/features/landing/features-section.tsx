// spec §2: eight feature cards, each may carry a 'Saiba mais' link.
import { landing } from "../../content/landing";
import { PageSection } from "../../components/layout/page-section";
import type { Feature } from "../../content/types";
import { IconCard } from "./icon-card";

export function FeaturesSection({ features }: { features: Feature[] }) {
  return (
    <PageSection id="funcionalidades" titleId="funcionalidades-title" className="scroll-mt-20 py-20 defer-render" eyebrow={landing.features.eyebrow} title={landing.features.title} description={landing.features.lead}>
      <ul className="mt-12 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ id, title, description, icon, learnMore }) => (
          <IconCard
            key={id}
            icon={icon}
            tone="brand-light"
            title={title}
            description={description}
            link={learnMore && { href: learnMore.href, label: learnMore.label ?? "Saiba mais", context: ` sobre ${title.toLowerCase()}` }}
          />
        ))}
      </ul>
    </PageSection>
  );
}
