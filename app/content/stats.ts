// spec §4: the statistics counters and their targets; spec §1: the claims they show.

export type StatId = "processos" | "pessoas" | "folhas" | "empresas";

export interface Stat {
  id: StatId;
  target: number;
  suffix: string;
  label: string;
  /** The full claim, read by screen readers instead of the animated figure. */
  spoken: string;
}

export const statsTitle = "Números que comprovam nossa eficiência";

export const stats: Stat[] = [
  { id: "processos", target: 36, suffix: "M+", label: "processos digitalizados", spoken: "Mais de 36 milhões de processos digitalizados" },
  { id: "pessoas", target: 2, suffix: "M+", label: "pessoas impactadas", spoken: "Mais de 2 milhões de pessoas impactadas" },
  { id: "folhas", target: 1, suffix: "M+", label: "folhas de papel economizadas", spoken: "Mais de 1 milhão de folhas de papel economizadas" },
  { id: "empresas", target: 14, suffix: "K", label: "empresas no ecossistema", spoken: "14 mil empresas no ecossistema" },
];

/** spec §1: the time-reduction claim, shown beside the counters on content pages. */
export const TIME_REDUCTION_PERCENT = 98;

/** spec §1: '98% time reduction', worded as the spec claims it (a reduction, not a speed). */
export const TIME_REDUCTION_CLAIM = `${TIME_REDUCTION_PERCENT}% de redução de tempo`;

/** A stat as a static figure and label ('36M+', 'processos digitalizados'). */
export function statFigure(id: StatId): { figure: string; label: string } {
  const stat = stats.find((s) => s.id === id);
  if (!stat) throw new Error(`Unknown stat ${id}`);
  return { figure: `${stat.target}${stat.suffix}`, label: stat.label };
}

/** spec §1: 'more than 10 years in business' (service since site.foundedYear). */
export const YEARS_IN_BUSINESS = 10;
