// POST /api/maturity-report (contract in contracts/maturity-report.ts): validates with the
// form's own schema, limits the rate per client, checks the captcha, scores the answers
// itself, then commits the lead and the report e-mail in one transaction before 201.
import type { FastifyInstance } from "fastify";
import { decodeAnswers, RESULT_URL_KEY, scoreAnswers } from "../../app/features/maturity/scoring.ts";
import { MATURITY_REPORT_MESSAGES, MATURITY_REPORT_PATH, maturityReportBodySchema, type MaturityReportCreated } from "../../contracts/maturity-report.ts";
import { CAPTCHA_MESSAGES, type CaptchaVerifier } from "../captcha/verifier.ts";
import type { Db } from "../db/client.ts";
import { maturityReportLeads } from "../db/schema.ts";
import { fieldMessages, isJsonObject, sendError } from "../http-errors.ts";
import { maturityReportEmail } from "../mail/maturity-report-emails.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { hashIp, hitRateLimit, type RateLimit } from "../rate-limit.ts";
import { siteBaseUrl } from "../site-url.ts";

export const MATURITY_REPORT_BODY_LIMIT = 16 * 1024;
/** Reports one client may ask for: 5 every 10 minutes. */
export const MATURITY_REPORT_RATE_LIMIT: RateLimit = { max: 5, windowSeconds: 600 };
export const ASSESSMENT_PAGE_PATH = "/avaliacao-maturidade-digital";

export interface MaturityReportRouteOptions {
  db: Db;
  captcha: CaptchaVerifier;
  ipHashKey: string;
  publicSiteUrl: string | null;
  rateLimit?: RateLimit;
  /** Called after a report is committed (wakes the outbox worker). */
  onCommitted?: () => void;
}

export async function maturityReportRoutes(app: FastifyInstance, options: MaturityReportRouteOptions) {
  const { db, captcha, ipHashKey, publicSiteUrl, rateLimit = MATURITY_REPORT_RATE_LIMIT, onCommitted } = options;

  app.post(MATURITY_REPORT_PATH, { bodyLimit: MATURITY_REPORT_BODY_LIMIT }, async (request, reply) => {
    const raw = request.body;
    if (!isJsonObject(raw)) return sendError(reply, 400, "INVALID_BODY", MATURITY_REPORT_MESSAGES.invalidBody);
    if (typeof raw.website === "string" && raw.website !== "") {
      request.log.info("maturity report rejected: honeypot filled");
      return sendError(reply, 400, "REJECTED", MATURITY_REPORT_MESSAGES.rejected);
    }

    const parsed = maturityReportBodySchema.safeParse(raw);
    if (!parsed.success) {
      const fields = fieldMessages(parsed.error.issues);
      if (Object.keys(fields).length === 1 && fields.captchaToken) {
        return sendError(reply, 400, "CAPTCHA_REQUIRED", CAPTCHA_MESSAGES.missing, fields);
      }
      return sendError(reply, 422, "VALIDATION_ERROR", MATURITY_REPORT_MESSAGES.validation, fields);
    }
    const { name, company, email, answers, captchaToken } = parsed.data;

    const ipHash = hashIp(request.ip, ipHashKey);
    const limit = await hitRateLimit(db, `maturity-report:${ipHash}`, rateLimit);
    if (!limit.allowed) {
      reply.header("retry-after", String(limit.retryAfterSeconds));
      return sendError(reply, 429, "RATE_LIMITED", MATURITY_REPORT_MESSAGES.rateLimited(Math.ceil(limit.retryAfterSeconds / 60)));
    }

    const verdict = await captcha.verify(captchaToken, request.ip);
    if (!verdict.ok) {
      const status = verdict.reason === "unavailable" ? 503 : 400;
      return sendError(reply, status, `CAPTCHA_${verdict.reason.toUpperCase()}`, CAPTCHA_MESSAGES[verdict.reason], {
        captchaToken: CAPTCHA_MESSAGES[verdict.reason],
      });
    }

    // The schema accepted the answers, so they decode.
    const result = scoreAnswers(decodeAnswers(answers)!);
    const siteUrl = siteBaseUrl(request, publicSiteUrl);
    const resultUrl = new URL(`${ASSESSMENT_PAGE_PATH}?${new URLSearchParams({ [RESULT_URL_KEY]: answers })}`, siteUrl).toString();
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(maturityReportLeads)
        .values({
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
        })
        .returning({ id: maturityReportLeads.id });
      await enqueueMail(tx, [maturityReportEmail({ name, company, email, result, resultUrl, siteUrl })]);
      return { id: row!.id } satisfies MaturityReportCreated;
    });

    request.log.info({ reportId: created.id, score: result.score }, "maturity report stored");
    onCommitted?.();
    return reply.code(201).send(created);
  });
}
