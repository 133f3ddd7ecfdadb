// spec §2: the five segments (the audiences of spec §1).
import { SectionHeading } from "../../components/layout/section-heading";
import type { Segment } from "../../content/types";
import { Container } from "../../components/ui/container";

export function SegmentsSection({ segments }: { segments: Segment[] }) {
  return (
    <section id="segmentos" aria-labelledby="segmentos-title" className="scroll-mt-20 bg-slate-50 py-20 defer-render">
      <Container>
        <SectionHeading
          id="segmentos-title"
          eyebrow="Segmentos"
          title="Feito para quem vive de documentos"
          description="Rotinas prontas para os setores que mais protocolam, assinam e despacham."
        />
        <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {segments.map(({ id, title, description, highlights, icon: Icon }) => (
            <li key={id} className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
              <div className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-lg bg-brand-700 text-white">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
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
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
