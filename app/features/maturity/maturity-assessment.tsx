// The assessment's flow: intro, one question per step, result. Progress is saved in
// localStorage (a reload resumes at the same question); the result lives in the URL
// (?respostas=..., answers only) so it can be shared. Both are read after hydration: the
// prerendered HTML shows the intro.
import { ClipboardList, Clock, ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { DIMENSIONS, LEVELS, QUESTIONS } from "../../../contracts/maturity-assessment";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { IconList } from "../../components/ui/icon-list";
import { readCurrentConsent } from "../cookie-consent/consent-storage";
import { clearProgress, completeAnswers, emptyProgress, loadProgress, saveProgress, type AssessmentProgress } from "./assessment-progress";
import { AssessmentResult } from "./assessment-result";
import { QuestionStep } from "./question-step";
import { decodeAnswers, encodeAnswers, RESULT_URL_KEY, scoreAnswers } from "../../../contracts/maturity-scoring";

type Phase = { name: "intro" } | { name: "questions" } | { name: "result"; answers: number[]; shared: boolean };

// Nothing is stored on the device before the visitor answers the cookie banner: until then
// the progress lives in memory only, and a reload starts over.
const storage = () => (typeof window === "undefined" || !readCurrentConsent() ? undefined : window.localStorage);

interface State {
  phase: Phase;
  progress: AssessmentProgress;
  /** False until the URL and the saved progress have been read (after hydration). */
  restored: boolean;
}

/** Where a visit starts: a shared result in the URL wins; otherwise saved progress resumes. */
function restore(params: URLSearchParams): State {
  const saved = loadProgress(storage());
  const progress = saved ?? emptyProgress();
  const fromUrl = decodeAnswers(params.get(RESULT_URL_KEY));
  const own = completeAnswers(progress.answers);
  const phase: Phase = fromUrl
    ? { name: "result", answers: fromUrl, shared: !own || encodeAnswers(own) !== encodeAnswers(fromUrl) }
    : own && progress.step >= QUESTIONS.length
      ? { name: "result", answers: own, shared: false }
      : progress.answers.some((a) => a !== null)
        ? { name: "questions" }
        : { name: "intro" };
  return { progress, phase, restored: true };
}

export function MaturityAssessment() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [{ phase, progress, restored }, setState] = useState<State>(() => ({ phase: { name: "intro" }, progress: emptyProgress(), restored: false }));
  const topRef = useRef<HTMLDivElement>(null);

  // Read the URL and the saved progress once, after hydration.
  const initial = useRef(searchParams);
  useEffect(() => {
    setState(restore(initial.current));
  }, []);

  // An own finished result that is not in the URL yet (a reload): put it there.
  const shown = phase.name === "result" ? encodeAnswers(phase.answers) : null;
  useEffect(() => {
    if (shown && searchParams.get(RESULT_URL_KEY) !== shown) {
      setSearchParams({ [RESULT_URL_KEY]: shown }, { replace: true, preventScrollReset: true });
    }
  }, [shown, searchParams, setSearchParams]);

  function go(nextPhase: Phase, nextProgress: AssessmentProgress) {
    saveProgress(storage(), nextProgress);
    setState({ phase: nextPhase, progress: nextProgress, restored: true });
    topRef.current?.scrollIntoView({ block: "start" });
  }

  function answer(points: number) {
    const updated = { ...progress, answers: progress.answers.with(progress.step, points) };
    saveProgress(storage(), updated);
    setState({ phase, progress: updated, restored: true });
  }

  function forward() {
    const step = progress.step + 1;
    const complete = completeAnswers(progress.answers);
    if (step >= QUESTIONS.length && complete) {
      go({ name: "result", answers: complete, shared: false }, { ...progress, step: QUESTIONS.length });
      return;
    }
    // Never past an unanswered question.
    const firstOpen = progress.answers.findIndex((a) => a === null);
    go(phase, { ...progress, step: firstOpen === -1 ? Math.min(step, QUESTIONS.length - 1) : Math.min(step, firstOpen) });
  }

  function restart() {
    clearProgress(storage());
    setSearchParams({}, { replace: true, preventScrollReset: true });
    go({ name: "questions" }, emptyProgress());
  }

  const index = Math.min(progress.step, QUESTIONS.length - 1);
  return (
    <div ref={topRef} className="scroll-mt-24" data-restored={restored || undefined}>
      {phase.name === "intro" && <Intro onStart={() => go({ name: "questions" }, progress)} />}
      {phase.name === "questions" && (
        <QuestionStep
          key={index}
          question={QUESTIONS[index]!}
          index={index}
          total={QUESTIONS.length}
          answer={progress.answers[index] ?? null}
          onAnswer={answer}
          onBack={() => (index === 0 ? go({ name: "intro" }, progress) : go(phase, { ...progress, step: index - 1 }))}
          onNext={forward}
        />
      )}
      {phase.name === "result" && (
        <AssessmentResult result={scoreAnswers(phase.answers)} encoded={encodeAnswers(phase.answers)} shared={phase.shared} onRestart={restart} />
      )}
    </div>
  );
}

function Intro({ onStart }: { onStart: () => void }) {
  const facts = [
    { icon: ClipboardList, text: `${QUESTIONS.length} perguntas de múltipla escolha, uma por vez` },
    { icon: Clock, text: "Cerca de 5 minutos; as respostas ficam salvas se você sair" },
    { icon: ShieldCheck, text: "Sem cadastro: o resultado aparece na hora, sem pedir e-mail" },
  ];
  return (
    <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
      <div>
        <h2 className="text-2xl font-bold text-slate-900">O que a avaliação mede</h2>
        <p className="mt-2 text-slate-700">
          Cinco dimensões da gestão de documentos. Para cada uma você recebe uma nota de 0 a 100 e, onde a nota for baixa, recomendações práticas do que fazer primeiro.
        </p>
        <ol className="mt-5 grid gap-2">
          {DIMENSIONS.map((d, i) => (
            <li key={d.id} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800" aria-hidden="true">{i + 1}</span>
              <span className="font-medium text-slate-900">{d.name}</span>
            </li>
          ))}
        </ol>
      </div>
      <Card panel shadow="lg" className="p-6 sm:p-8">
        <h2 className="text-xl font-bold text-slate-900">Como funciona</h2>
        <IconList className="mt-4 grid gap-4 text-slate-700" items={facts} />
        <p className="mt-5 text-sm text-slate-600">
          {`Níveis: ${new Intl.ListFormat("pt-BR", { type: "conjunction" }).format(LEVELS.map((l) => l.name))}.`}
        </p>
        <Button size="lg" className="mt-6 w-full" onClick={onStart}>Começar a avaliação</Button>
      </Card>
    </div>
  );
}
