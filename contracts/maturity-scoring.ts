// Scoring of the digital maturity assessment, and the answers' compact form for the
// shareable result URL (?respostas=012...: one digit per question, nothing personal).
// Pure: the page, the report route and the report e-mail all read it.
//
//   answer        0 to 3 points (its position in the question's list)
//   dimension     round(100 × points ÷ (3 × questions of the dimension))
//   overall       round(average of the five unrounded dimension percentages)
//   level         the last level whose minScore ≤ overall (0-20, 21-40, 41-60, 61-80, 81-100)
//   weak          a dimension scoring below WEAK_DIMENSION_BELOW; recommendations go to the
//                 weak ones, weakest first, or to the lowest one when none is weak
import {
  DIMENSIONS,
  LEVELS,
  QUESTIONS,
  type Dimension,
  type MaturityLevel,
  type Question,
} from "./maturity-assessment.ts";

export const MAX_POINTS_PER_ANSWER = 3;
/** A dimension under this score (0-100) gets recommendations. */
export const WEAK_DIMENSION_BELOW = 60;

export interface DimensionScore {
  dimension: Dimension;
  /** 0-100, rounded. */
  score: number;
}

export interface AssessmentResult {
  score: number;
  level: MaturityLevel;
  dimensions: DimensionScore[];
  /** Dimensions to act on, weakest first (never empty). */
  focus: DimensionScore[];
  /** True when no dimension is weak (focus then holds the lowest one only). */
  allStrong: boolean;
}

export function levelFor(score: number): MaturityLevel {
  return LEVELS.findLast((level) => score >= level.minScore) ?? LEVELS[0]!;
}

/** The score of a complete set of answers (one 0-3 value per question, in order). */
export function scoreAnswers(answers: readonly number[], questions: readonly Question[] = QUESTIONS): AssessmentResult {
  if (!isCompleteAnswers(answers, questions.length)) throw new RangeError(`expected ${questions.length} answers from 0 to ${MAX_POINTS_PER_ANSWER}`);
  const fractions = DIMENSIONS.map((dimension) => {
    const indexes = questions.flatMap((q, i) => (q.dimension === dimension.id ? [i] : []));
    const points = indexes.reduce((sum, i) => sum + answers[i]!, 0);
    return { dimension, fraction: indexes.length === 0 ? 0 : points / (indexes.length * MAX_POINTS_PER_ANSWER) };
  });
  const score = Math.round((100 * fractions.reduce((sum, d) => sum + d.fraction, 0)) / fractions.length);
  const dimensions = fractions.map(({ dimension, fraction }) => ({ dimension, score: Math.round(100 * fraction) }));
  const byScore = dimensions.toSorted((a, b) => a.score - b.score);
  const weak = byScore.filter((d) => d.score < WEAK_DIMENSION_BELOW);
  return { score, level: levelFor(score), dimensions, focus: weak.length > 0 ? weak : byScore.slice(0, 1), allStrong: weak.length === 0 };
}

function isCompleteAnswers(answers: readonly unknown[], count: number): answers is number[] {
  return answers.length === count && answers.every((a) => Number.isInteger(a) && (a as number) >= 0 && (a as number) <= MAX_POINTS_PER_ANSWER);
}

/** [0, 1, 3, ...] -> '013...'. */
export function encodeAnswers(answers: readonly number[]): string {
  return answers.join("");
}

/** '013...' -> [0, 1, 3, ...] when it is a complete, valid set of answers; otherwise null. */
export function decodeAnswers(text: string | null | undefined, count: number = QUESTIONS.length): number[] | null {
  if (!text || !new RegExp(`^[0-${MAX_POINTS_PER_ANSWER}]{${count}}$`).test(text)) return null;
  return [...text].map(Number);
}

/** URL query key of the shared result. */
export const RESULT_URL_KEY = "respostas";
