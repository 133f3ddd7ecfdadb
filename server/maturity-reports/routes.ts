// POST /api/maturity-report (contract in contracts/maturity-report.ts): validates with the
// form's own schema, checks the captcha, limits the rate per client, scores the answers
// itself, then commits the lead and the report e-mail in one transaction before 201.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { decodeAnswers, RESULT_URL_KEY, scoreAnswers } from "../../contracts/maturity-scoring.ts";
import { MATURITY_REPORT_PATH } from "../../contracts/api-paths.ts";
import { maturityReportBodySchema, type MaturityReportCreated } from "../../contracts/maturity-report.ts";
import { MATURITY_REPORT_MESSAGES } from "../../contracts/maturity-report-messages.ts";
import { captchaCheck, limitCheck } from "../http/pipeline.ts";
import { maturityReportEmail } from "./emails.ts";
import { insertMaturityReportLead } from "./queries.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { type RateLimit } from "../rate-limit.ts";
import { hashIp } from "../keyed-hash.ts";
import type { EventQueue } from "../webhooks/queue.ts";
import type { ProtectedRouteOptions } from "../http/protected-routes.ts";

const MATURITY_REPORT_BODY_LIMIT = 16 * 1024;
/** Reports one client may ask for: 5 every 10 minutes. */
export const MATURITY_REPORT_RATE_LIMIT: RateLimit = { max: 5, windowSeconds: 600 };
const ASSESSMENT_PAGE_PATH = "/avaliacao-maturidade-digital";

export interface MaturityReportRouteOptions extends ProtectedRouteOptions {
  /** Origin of the report's links (configuration, never request headers). */
  publicSiteUrl: string;
  rateLimit?: RateLimit;
  /** Outbound events (maturity_report.requested), written with the lead. */
  events: EventQueue;
  /** Called after a report is committed (wakes the outbox worker). */
  onCommitted?: () => void;
}

export async function maturityReportRoutes(app: FastifyInstance, options: MaturityReportRouteOptions) {
  const { db, captcha, hashKey, publicSiteUrl, rateLimit = MATURITY_REPORT_RATE_LIMIT, events, onCommitted } = options;

  const routeOptions = {
    bodyLimit: MATURITY_REPORT_BODY_LIMIT,
    schema: { body: maturityReportBodySchema },
    config: { form: { invalidBody: MATURITY_REPORT_MESSAGES.invalidBody, honeypot: MATURITY_REPORT_MESSAGES.rejected, validation: MATURITY_REPORT_MESSAGES.validation, captchaRequired: true } },
    preHandler: [
      captchaCheck(captcha),
      limitCheck(db, (request) => [{ bucket: `maturity-report:${hashIp(request.ip, hashKey)}`, limit: rateLimit }], MATURITY_REPORT_MESSAGES.rateLimited),
    ],
  };
  app.withTypeProvider<ZodTypeProvider>().post(MATURITY_REPORT_PATH, routeOptions, async (request, reply) => {
    const { name, company, email, answers } = request.body;
    const ipHash = hashIp(request.ip, hashKey);

    // The schema accepted the answers, so they decode.
    const result = scoreAnswers(decodeAnswers(answers)!);
    const resultUrl = new URL(`${ASSESSMENT_PAGE_PATH}?${new URLSearchParams({ [RESULT_URL_KEY]: answers })}`, publicSiteUrl).toString();
    const created = await db.transaction(async (tx) => {
      const row = await insertMaturityReportLead(tx, {
        name,
        company,
        email,
        consentedAt: new Date(),
        answers,
        score: result.score,
        level: result.level.id,
        dimensionScores: Object.fromEntries(result.dimensions.map((d) => [d.dimension.id, d.score])),
        ipHash,
        userAgent: request.headers["user-agent"]?.slice(0, 512) ?? null,
      });
      await enqueueMail(tx, [maturityReportEmail({ name, email, result, resultUrl, siteUrl: publicSiteUrl })]);
      await events.emit(tx, "maturity_report.requested", {
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
      });
      return { id: row.id } satisfies MaturityReportCreated;
    });

    request.log.info({ reportId: created.id, score: result.score }, "maturity report stored");
    onCommitted?.();
    events.committed();
    return reply.code(201).send(created);
  });
}
