// spec §2: correspondence benefits.
import { PageSection } from "../../components/layout/page-section";
import { Card } from "../../components/ui/card";
import { IconTile } from "../../components/ui/icon-tile";
import { correspondenceSectionCopy } from "../../content/correspondence-benefits";
import type { CorrespondenceBenefit } from "../../content/types";

export function CorrespondenceSection({ benefits }: { benefits: CorrespondenceBenefit[] }) {
  return (
    <PageSection titleId="correspondencias-title" className="bg-slate-50 py-20 defer-render" {...correspondenceSectionCopy}>
      <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2">
        {benefits.map(({ title, description, icon }) => (
          <Card as="li" key={title} className="flex gap-4 p-6">
            <IconTile icon={icon} tone="accent" />
            <div>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-slate-600">{description}</p>
            </div>
          </Card>
        ))}
      </ul>
      <p className="mt-10 text-center text-lg text-slate-700">
        Resultado: <strong className="text-accent-800">98% de redução de tempo</strong> no registro e na entrega de correspondências.
      </p>
    </PageSection>
  );
}
