import { describe, expect, it } from "vitest";
import { DIMENSIONS, LEVELS, QUESTIONS } from "./maturity-assessment";
import { decodeAnswers, encodeAnswers, levelFor, scoreAnswers, WEAK_DIMENSION_BELOW } from "./maturity-scoring";

const all = (points: number) => QUESTIONS.map(() => points);
/** Answers where every question of `dimension` gets `points` and the rest get `others`. */
const per = (scores: Partial<Record<string, number>>, others = 3) => QUESTIONS.map((q) => scores[q.dimension] ?? others);

describe("the questionnaire", () => {
  it("has 15 to 20 questions across the five dimensions, four answers each", () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(15);
    expect(QUESTIONS.length).toBeLessThanOrEqual(20);
    expect(DIMENSIONS.map((d) => d.id)).toEqual(["processos", "documentos", "correspondencia", "seguranca", "integracao"]);
    for (const d of DIMENSIONS) expect(QUESTIONS.filter((q) => q.dimension === d.id).length).toBeGreaterThanOrEqual(3);
    for (const q of QUESTIONS) expect(new Set(q.options).size).toBe(4);
  });
});

describe("scoreAnswers", () => {
  it("all lowest answers score 0 (Inicial); all highest score 100 (Otimizado)", () => {
    expect(scoreAnswers(all(0))).toMatchObject({ score: 0, level: { name: "Inicial" } });
    const top = scoreAnswers(all(3));
    expect(top).toMatchObject({ score: 100, level: { name: "Otimizado" }, allStrong: true });
    expect(top.dimensions.every((d) => d.score === 100)).toBe(true);
  });

  it("a dimension is its points over its maximum; the overall score averages the five dimensions", () => {
    // processos (4 questions) answered 1 each: 4 / 12 = 33,3% -> 33
    // documentos (4) answered 2 each: 8 / 12 = 66,7% -> 67
    // correspondencia (3) answered 0: 0%; seguranca (4) 3: 100%; integracao (3) 1: 3 / 9 = 33,3%
    // overall = (33,33 + 66,67 + 0 + 100 + 33,33) ÷ 5 = 46,67 -> 47 (Estruturado)
    const r = scoreAnswers(per({ processos: 1, documentos: 2, correspondencia: 0, seguranca: 3, integracao: 1 }));
    expect(r.dimensions.map((d) => [d.dimension.id, d.score])).toEqual([
      ["processos", 33],
      ["documentos", 67],
      ["correspondencia", 0],
      ["seguranca", 100],
      ["integracao", 33],
    ]);
    expect(r.score).toBe(47);
    expect(r.level.name).toBe("Estruturado");
    // Weak (< 60), weakest first; a tie keeps the questionnaire's order.
    expect(r.focus.map((d) => d.dimension.id)).toEqual(["correspondencia", "processos", "integracao"]);
    expect(r.allStrong).toBe(false);
  });

  it("with no weak dimension, the lowest one is still recommended", () => {
    // documentos answered 2: 67; the others 100.
    const r = scoreAnswers(per({ documentos: 2 }));
    expect(r.allStrong).toBe(true);
    expect(r.focus.map((d) => [d.dimension.id, d.score])).toEqual([["documentos", 67]]);
    expect(WEAK_DIMENSION_BELOW).toBe(60);
  });

  it("rejects incomplete or out-of-range answers", () => {
    expect(() => scoreAnswers(all(3).slice(1))).toThrow(RangeError);
    expect(() => scoreAnswers([...all(3).slice(1), 4])).toThrow(RangeError);
    expect(() => scoreAnswers([...all(3).slice(1), 1.5])).toThrow(RangeError);
  });
});

describe("level boundaries", () => {
  it.each([
    [0, "Inicial"],
    [20, "Inicial"],
    [21, "Em desenvolvimento"],
    [40, "Em desenvolvimento"],
    [41, "Estruturado"],
    [60, "Estruturado"],
    [61, "Gerenciado"],
    [80, "Gerenciado"],
    [81, "Otimizado"],
    [100, "Otimizado"],
  ])("%i is %s", (score, name) => {
    expect(levelFor(score).name).toBe(name);
  });

  it("the levels cover 0-100 in order", () => {
    expect(LEVELS.map((l) => l.minScore)).toEqual([0, 21, 41, 61, 81]);
  });
});

describe("the shareable answers", () => {
  it("round-trip as one digit per question", () => {
    const answers = QUESTIONS.map((_, i) => i % 4);
    const text = encodeAnswers(answers);
    expect(text).toMatch(/^[0-3]{18}$/);
    expect(decodeAnswers(text)).toEqual(answers);
  });

  it.each([null, "", "0123", "4".repeat(18), "0".repeat(19), "a".repeat(18), `${"0".repeat(17)} `])("'%s' is not a result", (text) => {
    expect(decodeAnswers(text)).toBeNull();
  });
});
