import { describe, expect, it } from "vitest";
import { ASSESSMENT_PROGRESS_STORAGE_KEY, QUESTIONS } from "../../../contracts/maturity-assessment";
import { completeAnswers, emptyProgress, loadProgress, saveProgress } from "./assessment-progress";

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k), data };
}

describe("the assessment's saved progress", () => {
  it("round-trips answers and the current step", () => {
    const storage = memoryStorage();
    const progress = emptyProgress();
    progress.answers[0] = 2;
    progress.answers[1] = 0;
    progress.step = 2;
    saveProgress(storage, progress);
    expect(loadProgress(storage)).toEqual(progress);
  });

  it("ignores saved data that does not fit this questionnaire", () => {
    const storage = memoryStorage();
    for (const bad of ["não é json", "{}", JSON.stringify({ answers: [1, 2], step: 0 }), JSON.stringify({ answers: QUESTIONS.map(() => 7), step: 0 })]) {
      storage.data.set(ASSESSMENT_PROGRESS_STORAGE_KEY, bad);
      expect(loadProgress(storage)).toBeNull();
    }
    expect(loadProgress(undefined)).toBeNull();
  });

  it("clamps a step outside the questionnaire", () => {
    const storage = memoryStorage();
    storage.data.set(ASSESSMENT_PROGRESS_STORAGE_KEY, JSON.stringify({ answers: QUESTIONS.map(() => null), step: 99 }));
    expect(loadProgress(storage)?.step).toBe(QUESTIONS.length);
  });

  it("is complete only when every question has an answer", () => {
    const answers = emptyProgress().answers;
    expect(completeAnswers(answers)).toBeNull();
    expect(completeAnswers(answers.map(() => 1))).toEqual(QUESTIONS.map(() => 1));
  });
});
