// POST /api/maturity-report: 'Receber o relatório por e-mail' of the digital maturity
// assessment. The same schema validates the form in the browser and the body on the server.
//
// Request (JSON): { name, company, email, consent: true, answers: '0123...' (one digit per
//   question, as in the result URL), captchaToken, website (honeypot, empty) }. The server
//   scores the answers itself; nothing the browser computed is read.
// 201: { id }. 4xx: { error, code, fields? } in pt-BR: 400 INVALID_BODY, CAPTCHA_REQUIRED,
//   CAPTCHA_*, REJECTED (honeypot); 422 VALIDATION_ERROR; 429 RATE_LIMITED (retry-after).
import { literal, object, type infer as Infer } from "zod";
import { decodeAnswers } from "./maturity-scoring.ts";
import { conversionGuards } from "./form-guards.ts";
import { DEMO_REQUEST_LIMITS } from "./demo-request-options.ts";
import { MATURITY_REPORT_MESSAGES } from "./maturity-report-messages.ts";
import { emailAddress, requiredText, untrimmedText } from "./text.ts";

/** What the visitor fills in. */
export const maturityReportFieldsSchema = object({
  name: requiredText(MATURITY_REPORT_MESSAGES.name, DEMO_REQUEST_LIMITS.name, 2),
  company: requiredText(MATURITY_REPORT_MESSAGES.company, DEMO_REQUEST_LIMITS.company, 2),
  email: emailAddress(MATURITY_REPORT_MESSAGES.email, DEMO_REQUEST_LIMITS.email),
  consent: literal(true, { error: MATURITY_REPORT_MESSAGES.consent }),
});

export const maturityReportBodySchema = maturityReportFieldsSchema.extend({
  answers: untrimmedText(MATURITY_REPORT_MESSAGES.answers).refine((t) => decodeAnswers(t) !== null, { error: MATURITY_REPORT_MESSAGES.answers }),
  ...conversionGuards,
});

export type MaturityReportFields = Infer<typeof maturityReportFieldsSchema>;
export type MaturityReportBody = Infer<typeof maturityReportBodySchema>;

export interface MaturityReportCreated {
  id: string;
}
