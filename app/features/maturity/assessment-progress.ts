// The visitor's answers in progress, kept in localStorage so a reload resumes at the same
// question. Only the answers and the step: nothing personal.
import { ASSESSMENT_PROGRESS_STORAGE_KEY, QUESTIONS } from "../../../contracts/maturity-assessment";
import { MAX_POINTS_PER_ANSWER } from "../../../contracts/maturity-scoring";

export type Answer = number | null;

export interface AssessmentProgress {
  answers: Answer[];
  /** The question on screen (0-based); QUESTIONS.length once finished. */
  step: number;
}

export const emptyProgress = (): AssessmentProgress => ({ answers: QUESTIONS.map(() => null), step: 0 });

const isAnswer = (a: unknown): a is Answer => a === null || (Number.isInteger(a) && (a as number) >= 0 && (a as number) <= MAX_POINTS_PER_ANSWER);

/** The saved progress, or null when there is none or it does not fit this questionnaire. */
export function loadProgress(storage: Pick<Storage, "getItem"> | undefined): AssessmentProgress | null {
  try {
    const raw = storage?.getItem(ASSESSMENT_PROGRESS_STORAGE_KEY);
    if (!raw) return null;
    const data = JSON.parse(raw) as Partial<AssessmentProgress>;
    if (!Array.isArray(data.answers) || data.answers.length !== QUESTIONS.length || !data.answers.every(isAnswer)) return null;
    const step = Number.isInteger(data.step) ? Math.min(Math.max(data.step as number, 0), QUESTIONS.length) : 0;
    return { answers: data.answers, step };
  } catch {
    return null;
  }
}

export function saveProgress(storage: Pick<Storage, "setItem"> | undefined, progress: AssessmentProgress) {
  try {
    storage?.setItem(ASSESSMENT_PROGRESS_STORAGE_KEY, JSON.stringify(progress));
  } catch {
    // Private mode or full storage: the assessment still works, it just will not resume.
  }
}

export function clearProgress(storage: Pick<Storage, "removeItem"> | undefined) {
  try {
    storage?.removeItem(ASSESSMENT_PROGRESS_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** Every answer given: the answers as numbers, else null. */
export function completeAnswers(answers: readonly Answer[]): number[] | null {
  return answers.every((a) => a !== null) ? (answers as number[]) : null;
}
