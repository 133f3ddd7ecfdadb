// What the plan cards' limits count (spec §9 plans), shown as tooltips on the feature lines
// that state them: '50 protocolos por mês', '2 GB de armazenamento'.

export interface PlanLimitHint {
  /** The info button's accessible name. */
  label: string;
  text: string;
}

const hints: { line: RegExp; hint: PlanLimitHint }[] = [
  {
    line: /protocolos por mês/i,
    hint: {
      label: "O que conta como protocolo?",
      text: "Cada documento, correspondência ou malote registrado no mês com um número de protocolo.",
    },
  },
  {
    line: /GB de armazenamento/i,
    hint: {
      label: "O que o armazenamento inclui?",
      text: "Os documentos, anexos e arquivos digitalizados guardados na sua conta. Precisa de mais? O armazenamento é expansível, sem trocar de plano.",
    },
  },
];

/** The explanation for a plan's feature line, when it states a limit. */
export function planLimitHint(featureLine: string): PlanLimitHint | undefined {
  return hints.find(({ line }) => line.test(featureLine))?.hint;
}
