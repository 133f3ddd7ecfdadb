// spec §4: the statistics counters and their targets; spec §1: the claims they show.

export interface Stat {
  target: number;
  suffix: string;
  label: string;
  /** The full claim, read by screen readers instead of the animated figure. */
  spoken: string;
}

export const statsTitle = "Números que comprovam nossa eficiência";

export const stats: Stat[] = [
  { target: 36, suffix: "M+", label: "processos digitalizados", spoken: "Mais de 36 milhões de processos digitalizados" },
  { target: 2, suffix: "M+", label: "pessoas impactadas", spoken: "Mais de 2 milhões de pessoas impactadas" },
  { target: 1, suffix: "M+", label: "folhas de papel economizadas", spoken: "Mais de 1 milhão de folhas de papel economizadas" },
  { target: 14, suffix: "K", label: "empresas no ecossistema", spoken: "14 mil empresas no ecossistema" },
];
