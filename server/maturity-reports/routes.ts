// POST /api/maturity-report (contract in contracts/maturity-report.ts): a protected form
// (http/protected-form.ts) that scores the answers itself, then commits the lead, the report
// e-mail and its event in one transaction before 201.
import type { FastifyInstance } from "fastify";
import { decodeAnswers, RESULT_URL_KEY, scoreAnswers } from "../../contracts/maturity-scoring.ts";
import type { MaturityReportCreated } from "../../contracts/maturity-report.ts";
import { maturityReportEndpoint } from "../../contracts/endpoints/maturity-report.ts";
import { acceptForm } from "../http/protected-form.ts";
import type { ProtectedRouteOptions } from "../http/protected-routes.ts";
import type { RateLimit } from "../rate-limit.ts";
import { maturityReportEmail } from "./emails.ts";
import { insertMaturityReportLead } from "./queries.ts";

/** Reports one client may ask for: 5 every 10 minutes. */
export const MATURITY_REPORT_RATE_LIMIT: RateLimit = { max: 5, windowSeconds: 600 };
const ASSESSMENT_PAGE_PATH = "/avaliacao-maturidade-digital";

export interface MaturityReportRouteOptions extends ProtectedRouteOptions {
  /** Origin of the report's links (configuration, never request headers). */
  publicSiteUrl: string;
  rateLimit?: RateLimit;
}

export async function maturityReportRoutes(app: FastifyInstance, options: MaturityReportRouteOptions) {
  const { publicSiteUrl, rateLimit = MATURITY_REPORT_RATE_LIMIT, events } = options;
  await acceptForm(app, options, {
    endpoint: maturityReportEndpoint,
    bodyLimit: 16 * 1024,
    limit: { scope: "maturity-report", rateLimit },
    transaction: async (tx, { fields: { name, company, email, answers }, request, now, ipHash, attribution, mailingConsent }) => {
      // The schema accepted the answers, so they decode.
      const result = scoreAnswers(decodeAnswers(answers)!);
      const resultUrl = new URL(`${ASSESSMENT_PAGE_PATH}?${new URLSearchParams({ [RESULT_URL_KEY]: answers })}`, publicSiteUrl).toString();
      const row = await insertMaturityReportLead(tx, {
        name,
        company,
        email,
        consentedAt: now,
        answers,
        score: result.score,
        level: result.level.id,
        dimensionScores: Object.fromEntries(result.dimensions.map((d) => [d.dimension.id, d.score])),
        ipHash,
        userAgent: request.headers["user-agent"]?.slice(0, 512) ?? null,
      });
      const event = events.prepare("maturity_report.requested", {
        report_id: row.id,
        created_at: row.createdAt.toISOString(),
        name,
        company,
        email,
        consent: true,
        consented_at: row.consentedAt.toISOString(),
        answers,
        score: result.score,
        level: result.level.id,
        level_name: result.level.name,
        dimension_scores: row.dimensionScores,
        result_url: resultUrl,
        attribution,
        mailing_consent: mailingConsent,
      });
      const created: MaturityReportCreated = { id: row.id };
      return { status: 201, answer: created, mails: [maturityReportEmail({ name, email, result, resultUrl, siteUrl: publicSiteUrl })], events: [event], attributed: { recordId: row.id, email } };
    },
    committed: ({ answer }, { request }) => request.log.info({ reportId: answer.id }, "maturity report stored"),
  });
}
