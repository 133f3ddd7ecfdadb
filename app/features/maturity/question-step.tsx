// One question of the assessment: the progress bar, the question as a radio group, and
// back/next. Keyboard: arrows choose an answer, Enter goes to the next question, and the
// buttons are reachable with Tab. Rendered with key={index}: each question mounts afresh and
// puts the focus on its answers.
import { ArrowLeft, ArrowRight } from "lucide-react";
import { useEffect, useRef, type FormEvent } from "react";
import { DIMENSIONS, type Question } from "../../../contracts/maturity-assessment";
import { Button } from "../../components/ui/button";
import type { Answer } from "./assessment-progress";

interface QuestionStepProps {
  question: Question;
  index: number;
  total: number;
  answer: Answer;
  onAnswer: (points: number) => void;
  onBack: () => void;
  onNext: () => void;
}

export function QuestionStep({ question, index, total, answer, onAnswer, onBack, onNext }: QuestionStepProps) {
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const dimension = DIMENSIONS.find((d) => d.id === question.dimension)!;
  const last = index === total - 1;
  const percent = Math.round((index / total) * 100);

  useEffect(() => {
    const group = groupRef.current;
    (group?.querySelector<HTMLInputElement>("input:checked") ?? group?.querySelector<HTMLInputElement>("input"))?.focus();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (answer !== null) onNext();
  }

  return (
    <form toolname="answer_maturity_question" tooldescription="Responde a pergunta atual da avaliação de maturidade digital." onSubmit={submit} className="mx-auto max-w-3xl" aria-labelledby="avaliacao-pergunta">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p className="font-semibold text-brand-800">{dimension.name}</p>
        <p className="text-slate-600" data-testid="assessment-step">{`Pergunta ${index + 1} de ${total}`}</p>
      </div>
      <div
        role="progressbar"
        aria-label="Progresso da avaliação"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Pergunta ${index + 1} de ${total}`}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width] duration-300" style={{ width: `${Math.max(percent, 2)}%` }} />
      </div>

      <fieldset ref={groupRef} className="mt-8 min-w-0">
        <legend id="avaliacao-pergunta" className="text-xl font-bold text-slate-900 sm:text-2xl">
          {question.text}
        </legend>
        <div className="mt-6 grid gap-3">
          {question.options.map((option, points) => (
            <label
              key={option}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-4 text-slate-800 transition-colors hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name={`pergunta-${index}`}
                value={points}
                checked={answer === points}
                onChange={() => onAnswer(points)}
                className="mt-1 size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
              />
              <span>{option}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-8 flex items-center justify-between gap-3">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Voltar
        </Button>
        <Button type="submit" disabled={answer === null}>
          {last ? "Ver resultado" : "Próxima"}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
      <p className="mt-4 text-center text-sm text-slate-600">
        Use as setas para escolher e Enter para avançar. Suas respostas ficam salvas neste navegador.
      </p>
    </form>
  );
}
