// The maturity report's texts, apart from its schema so the form shows them without zod.
export const MATURITY_REPORT_MESSAGES = {
  invalidBody: "Envie os dados do relatório como um objeto JSON.",
  validation: "Confira os campos destacados.",
  name: "Informe seu nome.",
  company: "Informe o nome da empresa.",
  email: "Informe um e-mail válido.",
  consent: "Para enviar o relatório, precisamos da sua autorização.",
  answers: "As respostas da avaliação estão incompletas. Refaça a avaliação e tente de novo.",
  rejected: "Não foi possível enviar o relatório.",
  rateLimited: (minutes: number) => `Você pediu muitos relatórios seguidos. Tente novamente em ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`,
  network: "Não foi possível enviar o relatório agora. Verifique a sua conexão e tente novamente.",
  serverErrorFallback: "Erro ao enviar o relatório. Tente novamente.",
} as const;
