// POST /api/quotes: the contract PDF of a calculator configuration.
//
// Request (JSON): { pricing: { users, monthly_protocols, storage_gb, modules }, period:
//   "mensal" | "anual", company, cnpj, responsible, email, captchaToken }. Anything else in
//   the body (a total, a price) is ignored: the server asks its own price source (the price
//   table, or the platform with PRICING_API=app).
// 201: the PDF itself (content-type application/pdf, content-disposition attachment), the
//   quote id in the `x-quote-id` header. The quote is stored with that id.
// 4xx: { error, code, fields? } in pt-BR. 400 INVALID_BODY (not a JSON object), 422
//   VALIDATION_ERROR (fields: users, monthly_protocols, storage_gb, modules, pricing, period,
//   company, cnpj, responsible, email), 422 CUSTOM_PLAN (above the largest plan: request a
//   proposal instead), 400 CAPTCHA_REQUIRED / CAPTCHA_INVALID / CAPTCHA_REUSED (field
//   captchaToken), 429 RATE_LIMITED (with retry-after).
// 503: PDF_BUSY (too many contracts being drawn right now, with retry-after),
//   CAPTCHA_UNAVAILABLE, or PRICING_UNAVAILABLE when the platform (PRICING_API=app) gives no
//   price in time.
import { enum as oneOf, object, type infer as Infer, type input as Input } from "zod";
import { isValidCnpj, normalizeCnpj } from "./cnpj.ts";
import { demoRequestBodySchema } from "./demo-request.ts";
import { BILLING_PERIODS, pricingInputSchema } from "./pricing.ts";
import { emailAddress, requiredText, singleLineText } from "./text.ts";

export const QUOTES_PATH = "/api/quotes";
export const QUOTE_ID_HEADER = "x-quote-id";
/** A quote is valid for this many days from its issue date. */
export const QUOTE_VALIDITY_DAYS = 30;
export const QUOTE_TIME_ZONE = "America/Sao_Paulo";

export const QUOTE_LIMITS = { company: 160, responsible: 120, email: 254, cnpj: 32 } as const;

export const QUOTE_MESSAGES = {
  invalidBody: "Envie os dados do contrato como um objeto JSON.",
  validation: "Confira os campos destacados.",
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

export const quoteRequestSchema = object(
  {
    pricing: pricingInputSchema,
    period: oneOf(BILLING_PERIODS, { error: QUOTE_MESSAGES.period }),
    company: requiredText(QUOTE_MESSAGES.company, QUOTE_LIMITS.company, 2),
    cnpj: singleLineText(QUOTE_MESSAGES.cnpj)
      .max(QUOTE_LIMITS.cnpj, { error: QUOTE_MESSAGES.cnpj })
      .refine(isValidCnpj, { error: QUOTE_MESSAGES.cnpj })
      .transform(normalizeCnpj),
    responsible: requiredText(QUOTE_MESSAGES.responsible, QUOTE_LIMITS.responsible, 3),
    email: emailAddress(QUOTE_MESSAGES.email, QUOTE_LIMITS.email),
    captchaToken: demoRequestBodySchema.shape.captchaToken,
  },
  { error: QUOTE_MESSAGES.invalidBody },
);

/** What the browser sends. */
export type QuoteRequest = Input<typeof quoteRequestSchema>;
export type ValidQuoteRequest = Infer<typeof quoteRequestSchema>;
