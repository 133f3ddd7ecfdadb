// A long legal document made readable: numbered sections, a table of contents (a sticky
// sidebar on wide screens, a box at the top on phones), the last-updated date.
import { PageHero } from "../../components/layout/page-hero";
import { PageShell } from "../../components/layout/page-shell";
import type { LegalDocument } from "../../content/legal/document";
import { formatIsoDate } from "../../../contracts/format-date";
import { LegalBlockView } from "./legal-blocks";
import { Card } from "../../components/ui/card";
import { Container } from "../../components/ui/container";

export function LegalDocumentPage({ document: doc }: { document: LegalDocument }) {
  const updated = formatIsoDate(doc.updatedAt);
  return (
    <PageShell>
      <PageHero id="documento-titulo" eyebrow={doc.eyebrow} title={doc.title} lead={doc.lead}>
        <p className="mt-4 text-sm text-slate-600">
          Última atualização: <time dateTime={doc.updatedAt}>{updated}</time>
        </p>
      </PageHero>
      <Container className="grid grid-cols-1 gap-10 pb-20 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="sumario-titulo" className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto">
          <Card tone="slate" className="p-5">
            <h2 id="sumario-titulo" className="text-sm font-bold tracking-wide text-slate-900 uppercase">Sumário</h2>
            <ol className="mt-3 space-y-0.5 text-sm">
              {doc.sections.map((section, index) => (
                <li key={section.id} className="flex items-baseline gap-2">
                  <span aria-hidden="true" className="w-5 shrink-0 text-right text-slate-500 tabular-nums">{`${index + 1}.`}</span>
                  {/* py-0.5: each entry is a 24 px tap target (WCAG 2.5.8). */}
                  <a href={`#${section.id}`} className="py-0.5 text-slate-800 hover:text-brand-700 hover:underline">{section.title}</a>
                </li>
              ))}
            </ol>
          </Card>
        </nav>
        <article aria-labelledby="documento-titulo" className="max-w-3xl space-y-12 text-base leading-relaxed text-slate-700">
          {doc.sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titulo`} className="scroll-mt-20 space-y-4">
              <h2 id={`${section.id}-titulo`} className="text-2xl font-bold">{`${index + 1}. ${section.title}`}</h2>
              {section.blocks.map((block, blockIndex) => (
                <LegalBlockView key={blockIndex} block={block} />
              ))}
              {section.subsections?.map((sub, subIndex) => (
                <section key={sub.id} id={sub.id} aria-labelledby={`${sub.id}-titulo`} className="scroll-mt-20 space-y-3 pt-2">
                  <h3 id={`${sub.id}-titulo`} className="text-lg font-semibold">{`${index + 1}.${subIndex + 1}. ${sub.title}`}</h3>
                  {sub.blocks.map((block, blockIndex) => (
                    <LegalBlockView key={blockIndex} block={block} />
                  ))}
                </section>
              ))}
            </section>
          ))}
          <p className="border-t border-slate-200 pt-6 text-sm text-slate-600">
            {`Última atualização: ${updated}.`}
          </p>
        </article>
      </Container>
    </PageShell>
  );
}
