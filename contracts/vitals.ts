// Field speed (contracts/measurement.ts's vitals beacon): the Core Web Vitals the page
// reports, their "good" thresholds, the largest value believed, and the fixed buckets the
// server counts them in (p75 is read from these).

/** The Core Web Vitals the page reports, with the threshold of "good" (web.dev). */
export const VITALS = {
  LCP: { label: "Maior elemento visível (LCP)", good: 2500, unit: "ms" },
  INP: { label: "Resposta à interação (INP)", good: 200, unit: "ms" },
  CLS: { label: "Estabilidade visual (CLS)", good: 0.1, unit: "" },
  FCP: { label: "Primeiro conteúdo (FCP)", good: 1800, unit: "ms" },
  TTFB: { label: "Primeiro byte (TTFB)", good: 800, unit: "ms" },
} as const;
export type Vital = keyof typeof VITALS;
export const VITAL_NAMES = Object.keys(VITALS) as Vital[];

/** The largest value accepted: a timing of more than a minute, or a layout shift above 10, is refused as absurd. */
export const VITAL_MAX: Record<Vital, number> = { LCP: 60_000, INP: 60_000, CLS: 10, FCP: 60_000, TTFB: 60_000 };

/** Upper bounds of consecutive buckets from `from`, `step` apart, up to `to`. */
const steps = (from: number, to: number, step: number) => Array.from({ length: Math.round((to - from) / step) }, (_, i) => Number((from + step * (i + 1)).toFixed(3)));

/** Bucket upper bounds of a timing (ms): finer where the thresholds are (each threshold is a bound). */
const TIME_BUCKETS = [...steps(0, 1000, 50), ...steps(1000, 3000, 100), ...steps(3000, 10_000, 250), ...steps(10_000, 60_000, 1000)];
/** Bucket upper bounds of the layout shift. */
const SHIFT_BUCKETS = [...steps(0, 0.5, 0.01), ...steps(0.5, 1, 0.05), ...steps(1, 10, 0.25)];

/** Each metric's fixed bucket upper bounds; a value goes to the first bucket whose bound is at least it. */
export const VITAL_BUCKETS: Record<Vital, readonly number[]> = { LCP: TIME_BUCKETS, INP: TIME_BUCKETS, CLS: SHIFT_BUCKETS, FCP: TIME_BUCKETS, TTFB: TIME_BUCKETS };

export const bucketOf = (metric: Vital, value: number): number => {
  const bounds = VITAL_BUCKETS[metric];
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length - 1 : index;
};

