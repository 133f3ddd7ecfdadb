// spec §2: correspondence benefits.
import { landing } from "../../content/landing";
import { PageSection } from "../../components/layout/page-section";
import { Card } from "../../components/ui/card";
import { IconText } from "../../components/ui/icon-text";
import { TIME_REDUCTION_CLAIM } from "../../content/stats";
import type { CorrespondenceBenefit } from "../../content/types";

export function CorrespondenceSection({ benefits }: { benefits: CorrespondenceBenefit[] }) {
  return (
    <PageSection titleId="correspondencias-title" className="bg-slate-50 py-20 defer-render" eyebrow={landing.correspondence.eyebrow} title={landing.correspondence.title} description={landing.correspondence.lead}>
      <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2">
        {benefits.map(({ title, description, icon }) => (
          <Card as="li" key={title} className="flex gap-4 p-6">
            <IconText icon={icon} tone="accent" dense title={title} description={description} />
          </Card>
        ))}
      </ul>
      <p className="mt-10 text-center text-lg text-slate-700">
        Resultado: <strong className="text-accent-800">{TIME_REDUCTION_CLAIM}</strong> no registro e na entrega de correspondências.
      </p>
    </PageSection>
  );
}
