// POST /api/quotes: the contract PDF of a calculator configuration.
//
// Request (JSON): { pricing: { users, monthly_protocols, storage_gb, modules }, period:
//   "mensal" | "anual", company, cnpj, responsible, email, captchaToken, website (the
//   honeypot), attribution, mailingConsent }. Anything else in the body (a total, a price) is
//   ignored: the server asks its own price source (the price table, or the platform with
//   PRICING_API=app).
// 201: the PDF itself (content-type application/pdf, content-disposition attachment), the
//   quote id in the `x-quote-id` header. The quote is stored with that id.
// 4xx: { error, code, fields? } in pt-BR. 400 INVALID_BODY (not a JSON object), 422
//   VALIDATION_ERROR (fields: users, monthly_protocols, storage_gb, modules, pricing, period,
//   company, cnpj, responsible, email), 422 CUSTOM_PLAN (above the largest plan: request a
//   proposal instead), 400 CAPTCHA_REQUIRED / CAPTCHA_INVALID / CAPTCHA_REUSED (field
//   captchaToken), 429 RATE_LIMITED (with retry-after).
// 503: PDF_BUSY (too many contracts being drawn right now, with retry-after), PDF_TIMEOUT
//   (the PDF was not drawn in time, with retry-after), CAPTCHA_UNAVAILABLE, or
//   PRICING_UNAVAILABLE when the platform (PRICING_API=app) gives no price in time.
import { enum as oneOf, object, type infer as Infer, type input as Input } from "zod";
import { isValidCnpj, normalizeCnpj } from "./cnpj.ts";
import { conversionGuards } from "./form-guards.ts";
import { pricingInputSchema } from "./pricing.ts";
import { BILLING_PERIODS } from "./plan-tiers.ts";
import { emailAddress, requiredText, singleLineText } from "./text.ts";
import { QUOTE_LIMITS, QUOTE_MESSAGES } from "./quote-options.ts";

/** The contract form's own fields: the calculator's form validates them with this schema. */
export const quoteFieldsSchema = object({
  company: requiredText(QUOTE_MESSAGES.company, QUOTE_LIMITS.company, 2),
  cnpj: singleLineText(QUOTE_MESSAGES.cnpj)
    .max(QUOTE_LIMITS.cnpj, { error: QUOTE_MESSAGES.cnpj })
    .refine(isValidCnpj, { error: QUOTE_MESSAGES.cnpj })
    .transform(normalizeCnpj),
  responsible: requiredText(QUOTE_MESSAGES.responsible, QUOTE_LIMITS.responsible, 3),
  email: emailAddress(QUOTE_MESSAGES.email, QUOTE_LIMITS.email),
});

export const quoteRequestSchema = object(
  {
    pricing: pricingInputSchema,
    period: oneOf(BILLING_PERIODS, { error: QUOTE_MESSAGES.period }),
    ...quoteFieldsSchema.shape,
    ...conversionGuards,
  },
  { error: QUOTE_MESSAGES.invalidBody },
);

/** The contract form's fields as typed (the CNPJ as typed, with its mask). */
export type QuoteFields = Input<typeof quoteFieldsSchema>;

/** What the browser sends. */
export type QuoteRequest = Input<typeof quoteRequestSchema>;

/** What the server reads once the schema has parsed it. */
export type QuoteBody = Infer<typeof quoteRequestSchema>;
