// /onboarding's wizard (spec §2, §4): segment, team size, modules of interest, how documents
// arrive today, and invitations. Each step is saved on the server as the visitor moves
// on (or skips), so the wizard resumes where it was left; at the end, to the platform.
import { useEffect, useRef, useState } from "react";
import type { OnboardingAnswers } from "../../../contracts/account";
import { DOCUMENT_CHANNEL_OPTIONS, INTEREST_OPTIONS, ONBOARDING_STEPS, TEAM_SIZE_OPTIONS, type OnboardingState, type OnboardingStep } from "../../../contracts/account-options";
import { ACCOUNT_API } from "../../../contracts/api-paths";
import { Button } from "../../components/ui/button";
import { BusyButton } from "../../components/ui/busy-button";
import { Card } from "../../components/ui/card";
import { segments } from "../../content/segments";
import { putJson } from "../../lib/api-client";
import { ErrorBanner } from "../../components/ui/error-banner";
import { ChoiceList } from "./choice-list";
import { InviteStep } from "./invite-step";

const STEP_TITLES: Record<OnboardingStep, string> = {
  segmento: "Segmento",
  equipe: "Equipe",
  modulos: "Módulos",
  documentos: "Documentos",
  convites: "Convites",
};

const SEGMENT_OPTIONS = segments.map((s) => ({ value: s.id, label: s.title }));

export function OnboardingWizard({ initial, onFinish }: { initial: OnboardingState; onFinish: () => Promise<void> }) {
  const [state, setState] = useState(initial);
  const [step, setStep] = useState<OnboardingStep>(initial.currentStep);
  const [draft, setDraft] = useState<OnboardingAnswers>(initial.answers);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const index = ONBOARDING_STEPS.indexOf(step);
  const last = index === ONBOARDING_STEPS.length - 1;
  /** Set when the visitor moves to another step: focus then goes to its heading. */
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  });

  function go(next: OnboardingStep) {
    moved.current = true;
    setStep(next);
  }

  async function save(skipped: boolean) {
    setBusy(true);
    setFailure(null);
    const answers: OnboardingAnswers = skipped ? {} : answersOf(step, draft);
    const result = await putJson<OnboardingState>(ACCOUNT_API.onboarding, { step, answers, skipped });
    setBusy(false);
    if (!result.ok) {
      setFailure(result.message);
      return;
    }
    setState(result.data);
    go(result.data.currentStep);
  }

  async function finish() {
    setBusy(true);
    await onFinish();
    setBusy(false);
  }

  return (
    <Card panel shadow="sm" className="p-6 sm:p-8">
      <ol className="flex gap-1.5" aria-label="Etapas">
        {ONBOARDING_STEPS.map((s, i) => (
          <li key={s} className="flex-1">
            <span aria-hidden="true" className={`block h-1.5 rounded-full ${i <= index ? "bg-brand-700" : "bg-slate-200"}`} />
            <span className="sr-only">{`${STEP_TITLES[s]}${i < index ? " (feita)" : i === index ? " (atual)" : ""}`}</span>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm font-medium text-slate-600">{`Etapa ${index + 1} de ${ONBOARDING_STEPS.length}: ${STEP_TITLES[step]}`}</p>
      <h2 ref={headingRef} tabIndex={-1} className="sr-only">{`Etapa ${index + 1}: ${STEP_TITLES[step]}`}</h2>

      <div className="mt-4">
        {step === "segmento" && (
          <ChoiceList kind="radio" name="segmento" legend="Qual é o segmento da sua empresa?" options={SEGMENT_OPTIONS} value={draft.segment} onChange={(segment) => setDraft({ ...draft, segment: segment as OnboardingAnswers["segment"] })} />
        )}
        {step === "equipe" && (
          <ChoiceList kind="radio" name="equipe" legend="Quantas pessoas vão usar o Tramita?" options={TEAM_SIZE_OPTIONS} value={draft.teamSize} onChange={(teamSize) => setDraft({ ...draft, teamSize: teamSize as OnboardingAnswers["teamSize"] })} />
        )}
        {step === "modulos" && (
          <ChoiceList kind="checkbox" name="modulos" legend="O que você quer resolver primeiro?" options={INTEREST_OPTIONS} value={draft.interests ?? []} onChange={(interests) => setDraft({ ...draft, interests: interests as OnboardingAnswers["interests"] })} />
        )}
        {step === "documentos" && (
          <ChoiceList kind="checkbox" name="documentos" legend="Como os documentos chegam hoje?" options={DOCUMENT_CHANNEL_OPTIONS} value={draft.documentChannels ?? []} onChange={(documentChannels) => setDraft({ ...draft, documentChannels: documentChannels as OnboardingAnswers["documentChannels"] })} />
        )}
        {step === "convites" && <InviteStep state={state} onSaved={setState} />}
      </div>

      {failure ? <ErrorBanner className="mt-5">{failure}</ErrorBanner> : null}

      <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="outline" disabled={busy || index === 0} onClick={() => go(ONBOARDING_STEPS[index - 1]!)}>
          Voltar
        </Button>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          {last ? null : (
            <Button variant="outline" disabled={busy} onClick={() => void save(true)}>
              Pular esta etapa
            </Button>
          )}
          {last ? (
            <BusyButton busy={busy} onClick={() => void finish()}>
              Concluir e acessar a plataforma
            </BusyButton>
          ) : (
            <BusyButton busy={busy} onClick={() => void save(false)}>
              Continuar
            </BusyButton>
          )}
        </div>
      </div>
    </Card>
  );
}

/** The answers of one step only (the server merges them with the others). */
function answersOf(step: OnboardingStep, draft: OnboardingAnswers): OnboardingAnswers {
  if (step === "segmento") return draft.segment ? { segment: draft.segment } : {};
  if (step === "equipe") return draft.teamSize ? { teamSize: draft.teamSize } : {};
  if (step === "modulos") return { interests: draft.interests ?? [] };
  if (step === "documentos") return { documentChannels: draft.documentChannels ?? [] };
  return {};
}
