// The assessment's result: score, level and its explanation, the radar chart with a table
// of the same numbers, recommendations for each weak dimension, the shareable link, the
// optional e-mail report and the calls to action.
import { ArrowRight, Mail, RotateCcw } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "react-router";
import { LEVELS, RECOMMENDATIONS } from "../../../contracts/maturity-assessment";
import { ShareResultActions } from "../../components/share-result-actions";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { LoadingSpinner } from "../../components/ui/spinner";
import { RadarChart } from "./radar-chart";
import { WEAK_DIMENSION_BELOW, type AssessmentResult as Result } from "../../../contracts/maturity-scoring";

// The report form (its captcha and validation) loads when the visitor asks for the report.
const ReportForm = lazy(() => import("./report-form").then((m) => ({ default: m.ReportForm })));

interface AssessmentResultProps {
  result: Result;
  /** The answers as in the URL ('0123...'). */
  encoded: string;
  /** True when opened from a shared link rather than answered here. */
  shared: boolean;
  onRestart: () => void;
}

export function AssessmentResult({ result, encoded, shared, onRestart }: AssessmentResultProps) {
  const [reportOpen, setReportOpen] = useState(false);
  const reportRef = useRef<HTMLDivElement>(null);
  function openReport() {
    setReportOpen(true);
    requestAnimationFrame(() => {
      reportRef.current?.scrollIntoView({ block: "center" });
      reportRef.current?.querySelector("input")?.focus();
    });
  }
  const levelIndex = LEVELS.findIndex((l) => l.id === result.level.id);

  return (
    <div className="grid gap-10">
      <Card as="section" panel shadow="lg" className="grid gap-8 p-5 sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-center print:shadow-none print:ring-0" aria-labelledby="resultado-titulo">
        <div className="min-w-0">
          {shared && <p className="mb-3 inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">Resultado compartilhado</p>}
          <h2 id="resultado-titulo" className="text-lg font-semibold text-slate-700">Pontuação de maturidade digital</h2>
          <p className="mt-1 flex items-baseline gap-2">
            <span className="text-6xl font-extrabold tracking-tight text-slate-900 tabular-nums" data-testid="maturity-score">{result.score}</span>
            <span className="text-xl text-slate-600">de 100</span>
          </p>
          <p className="mt-4 text-sm font-medium text-slate-600">Nível</p>
          <p className="text-2xl font-bold text-brand-800" data-testid="maturity-level">{result.level.name}</p>
          <ol className="mt-3 flex gap-1" aria-label={`Nível ${levelIndex + 1} de ${LEVELS.length}`}>
            {LEVELS.map((level, i) => (
              <li
                key={level.id}
                aria-current={i === levelIndex ? "step" : undefined}
                className={`h-2.5 flex-1 rounded-full ${i <= levelIndex ? "bg-brand-700" : "bg-slate-200"} ${i === levelIndex ? "ring-2 ring-brand-700 ring-offset-2" : ""}`}
              >
                <span className="sr-only">{`${level.name} (a partir de ${level.minScore} pontos)`}</span>
              </li>
            ))}
          </ol>
          <p className="mt-4 text-slate-700">{result.level.explanation}</p>
          {!reportOpen && (
            <Button variant="outline" className="mt-5 print:hidden" onClick={openReport}>
              <Mail aria-hidden="true" />
              Receber o relatório por e-mail
            </Button>
          )}
        </div>
        <div className="min-w-0">
          <RadarChart dimensions={result.dimensions} />
        </div>
      </Card>

      <section aria-labelledby="dimensoes-titulo">
        <h2 id="dimensoes-titulo" className="text-2xl font-bold text-slate-900">Pontuação por dimensão</h2>
        <table className="mt-4 w-full max-w-3xl text-left">
          <caption className="sr-only">Pontuação de 0 a 100 em cada dimensão</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Dimensão</th>
              <th scope="col">Pontuação</th>
              <th scope="col">Situação</th>
            </tr>
          </thead>
          <tbody>
            {result.dimensions.map((d) => {
              const weak = d.score < WEAK_DIMENSION_BELOW;
              return (
                <tr key={d.dimension.id} className="border-b border-slate-200">
                  <th scope="row" className="py-3 pr-4 font-medium text-slate-900">
                    {d.dimension.name}
                    <div className="mt-1.5 h-2 w-full max-w-xs overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                      <div className="h-full bg-brand-700" style={{ width: `${d.score}%` }} />
                    </div>
                  </th>
                  <td className="py-3 pr-4 text-right font-semibold text-slate-900 tabular-nums">{`${d.score}/100`}</td>
                  <td className="py-3 text-sm text-slate-700">{weak ? "A melhorar" : "Bom"}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="recomendacoes-titulo">
        <h2 id="recomendacoes-titulo" className="text-2xl font-bold text-slate-900">Recomendações</h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          {result.allStrong
            ? `Nenhuma dimensão ficou abaixo de ${WEAK_DIMENSION_BELOW} pontos. Para continuar evoluindo, comece pela mais baixa:`
            : `Para cada dimensão abaixo de ${WEAK_DIMENSION_BELOW} pontos, da mais fraca para a mais forte:`}
        </p>
        <div className="mt-6 grid gap-5 lg:grid-cols-2">
          {result.focus.map((d) => {
            const rec = RECOMMENDATIONS[d.dimension.id];
            return (
              <article key={d.dimension.id} className="rounded-2xl border border-slate-200 p-5 sm:p-6 print:break-inside-avoid" data-testid="recommendation">
                <p className="text-sm font-semibold text-brand-800">{`${d.dimension.name} · ${d.score}/100`}</p>
                <h3 className="mt-1 text-lg font-bold text-slate-900">{rec.title}</h3>
                <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
                  {rec.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
                <ul className="mt-4 grid gap-2 text-sm">
                  {rec.links.map((link) => (
                    <li key={link.href}>
                      <Link to={link.href} className="inline-flex items-center gap-1.5 font-medium text-brand-800 underline-offset-2 hover:underline">
                        <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </article>
            );
          })}
        </div>
      </section>

      <section aria-labelledby="compartilhar-titulo" className="rounded-2xl bg-slate-50 p-5 sm:p-8 print:hidden">
        <h2 id="compartilhar-titulo" className="text-xl font-bold text-slate-900">Guarde ou compartilhe o resultado</h2>
        <p className="mt-1 text-slate-700">O link leva só as respostas, nenhum dado pessoal.</p>
        <div className="mt-4">
          <ShareResultActions>
            <Button variant="outline" onClick={() => setReportOpen((o) => !o)} aria-expanded={reportOpen} aria-controls="relatorio-envio">
              <Mail aria-hidden="true" />
              Receber o relatório por e-mail
            </Button>
            <Button variant="outline" onClick={onRestart}>
              <RotateCcw aria-hidden="true" />
              {shared ? "Fazer a minha avaliação" : "Refazer a avaliação"}
            </Button>
          </ShareResultActions>
        </div>
        <div id="relatorio-envio" ref={reportRef} hidden={!reportOpen} className="mt-6 max-w-2xl scroll-mt-24">
          {reportOpen && (
            <>
              <h3 className="text-lg font-bold text-slate-900">Receber o relatório por e-mail</h3>
              <p className="mt-1 mb-4 text-sm text-slate-700">Opcional: o resultado continua aqui, com ou sem e-mail.</p>
              <Suspense fallback={<LoadingSpinner />}>
                <ReportForm answers={encoded} />
              </Suspense>
            </>
          )}
        </div>
      </section>
    </div>
  );
}
