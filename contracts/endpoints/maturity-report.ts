// The maturity report's endpoint (contracts/endpoint.ts).
import { MATURITY_REPORT_PATH } from "../api-paths.ts";
import { endpoint, type Examples } from "../endpoint.ts";
import { QUESTIONS } from "../maturity-assessment.ts";
import type { MaturityReportBody, MaturityReportCreated } from "../maturity-report.ts";
import { MATURITY_REPORT_MESSAGES } from "../maturity-report-messages.ts";

/** The maturity assessment's 'Receber o relatório por e-mail'. */
export const maturityReportEndpoint = endpoint<MaturityReportBody, MaturityReportCreated>()({
  form: "maturity-report",
  path: MATURITY_REPORT_PATH,
  body: () => import("../maturity-report.ts").then((m) => m.maturityReportBodySchema),
  messages: {
    invalidBody: MATURITY_REPORT_MESSAGES.invalidBody,
    honeypot: MATURITY_REPORT_MESSAGES.rejected,
    validation: MATURITY_REPORT_MESSAGES.validation,
    rateLimited: MATURITY_REPORT_MESSAGES.rateLimited,
    network: MATURITY_REPORT_MESSAGES.network,
    fallback: MATURITY_REPORT_MESSAGES.serverErrorFallback,
  },
  conversion: { id: "maturity-report", label: "Relatórios de maturidade" },
});

export const examples = {
  "maturity-report": (i) => ({ name: "Renata Albuquerque", company: "Albuquerque Contabilidade", email: `pessoa${i}@exemplo.com.br`, consent: true, answers: QUESTIONS.map(() => 2).join("") }),
} satisfies Record<string, Examples<MaturityReportBody>>;
