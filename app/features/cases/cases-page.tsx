// /cases: customer stories, filterable by segment. The filter lives in ?segmento= and is
// read after hydration (the prerendered HTML lists every story).
import { useSearchParams } from "react-router";
import { PageHero } from "../../components/layout/page-hero";
import { PageShell } from "../../components/layout/page-shell";
import { casesPage, customerCases } from "../../content/cases";
import { segments } from "../../content/segments";
import { useHydrated } from "../../hooks/use-hydrated";
import { cn } from "../../lib/cn";
import { TrialCta } from "../landing/trial-cta";
import { CaseCard } from "./case-card";
import { casesForSegment, searchWithSegment, segmentFromSearch } from "./case-filter";
import { Container } from "../../components/ui/container";

const segmentIds = segments.map((s) => s.id);

export function CasesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const active = hydrated ? segmentFromSearch(searchParams, segmentIds) : null;
  const shown = casesForSegment(customerCases, active);
  const activeTitle = segments.find((s) => s.id === active)?.title;
  const choose = (segmentId: string | null) =>
    setSearchParams(searchWithSegment(searchParams, segmentId), { replace: true, preventScrollReset: true });

  const options = [{ id: null, title: casesPage.allSegments }, ...segments.map((s) => ({ id: s.id as string | null, title: s.title }))];
  return (
    <PageShell>
      <PageHero id="cases-titulo" {...casesPage.hero} />
      <section aria-labelledby="cases-lista-titulo" className="pb-16 sm:pb-20">
        <Container>
          <h2 id="cases-lista-titulo" className="sr-only">Histórias de clientes</h2>
          <div role="group" aria-label={casesPage.filterLabel} className="flex flex-wrap gap-2">
            {options.map((option) => {
              const pressed = option.id === active;
              return (
                <button
                  key={option.id ?? "todos"}
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => choose(option.id)}
                  className={cn(
                    "rounded-full px-4 py-2 text-sm font-semibold ring-1 transition-colors",
                    pressed ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-slate-800 ring-slate-300 hover:ring-brand-600",
                  )}
                >
                  {option.title}
                </button>
              );
            })}
          </div>
          <p aria-live="polite" className="mt-4 text-sm text-slate-600">
            {activeTitle
              ? `${shown.length} ${shown.length === 1 ? "case" : "cases"} em ${activeTitle}`
              : `${shown.length} cases de clientes`}
          </p>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            {shown.map((story) => (
              <CaseCard key={story.id} story={story} />
            ))}
          </div>
        </Container>
      </section>
      <TrialCta />
    </PageShell>
  );
}
