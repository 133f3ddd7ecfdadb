// POST /api/quotes: its path, header, limits and texts, apart from the schema so the
// calculator shows them without loading zod (contracts/quote.ts describes the call).
export const QUOTE_ID_HEADER = "x-quote-id";
/** A quote is valid for this many days from its issue date. */
export const QUOTE_VALIDITY_DAYS = 30;

export const QUOTE_LIMITS = { company: 160, responsible: 120, email: 254, cnpj: 32 } as const;

export const QUOTE_MESSAGES = {
  invalidBody: "Envie os dados do contrato como um objeto JSON.",
  validation: "Confira os campos destacados.",
  rejected: "Não foi possível gerar o contrato.",
  period: "Escolha a cobrança mensal ou anual.",
  company: "Informe a razão social da empresa.",
  cnpj: "Informe um CNPJ válido (confira os dígitos verificadores).",
  responsible: "Informe o nome da pessoa responsável.",
  email: "Informe um e-mail válido.",
  custom:
    "Configurações acima do plano Diamante não geram contrato automático: solicite uma proposta e a nossa equipe comercial monta um plano personalizado para você.",
  rateLimited: (minutes: number) => `Você gerou muitos contratos seguidos. Tente novamente em ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`,
  network: "Não foi possível gerar o contrato agora. Verifique a sua conexão e tente novamente.",
  busy: "Estamos gerando muitos contratos neste momento. Tente novamente em alguns segundos.",
} as const;
