// spec §2: the five segments (the audiences of spec §1).
import { landing } from "../../content/landing";
import { PageSection } from "../../components/layout/page-section";
import { Card } from "../../components/ui/card";
import { IconTile } from "../../components/ui/icon-tile";
import type { Segment } from "../../content/types";

export function SegmentsSection({ segments }: { segments: Segment[] }) {
  return (
    <PageSection id="segmentos" titleId="segmentos-title" className="scroll-mt-20 bg-slate-50 py-20 defer-render" eyebrow={landing.segments.eyebrow} title={landing.segments.title} description={landing.segments.lead}>
      <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {segments.map(({ id, title, description, highlights, icon }) => (
          <Card as="li" key={id} className="p-6">
            <div className="flex items-center gap-3">
              <IconTile icon={icon} tone="solid" />
              <h3 className="text-lg font-semibold">{title}</h3>
            </div>
            <p className="mt-3 text-sm text-slate-600">{description}</p>
            <ul className="mt-4 space-y-2">
              {highlights.map((h) => (
                <li key={h} className="flex gap-2 text-sm text-slate-700">
                  <span aria-hidden="true" className="icon-check mt-0.5 size-4 shrink-0 text-accent-700" />
                  {h}
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </ul>
    </PageSection>
  );
}
