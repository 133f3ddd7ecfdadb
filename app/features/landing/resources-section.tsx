// spec §2: exclusive resources: maturity assessment, ROI calculator, blog.
import { landing } from "../../content/landing";
import { PageSection } from "../../components/layout/page-section";
import type { Resource } from "../../content/resources";
import { IconCard } from "./icon-card";

export function ResourcesSection({ resources }: { resources: Resource[] }) {
  return (
    <PageSection titleId="recursos-title" className="py-20 defer-render" eyebrow={landing.resources.eyebrow} title={landing.resources.title}>
      <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-3">
        {resources.map(({ title, description, href, cta, icon }) => (
          <IconCard key={href} icon={icon} tone="accent" title={title} description={description} link={{ href, label: cta }} />
        ))}
      </ul>
    </PageSection>
  );
}
