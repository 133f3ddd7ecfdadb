// The request pipeline every public form's POST goes through, in this order (the order
// matters, see the security review):
//   body is a JSON object -> honeypot -> schema (zod, by the route) -> captcha -> rate
//   limits -> the handler's own work.
// Limits are counted only for a valid body with a solved captcha, so junk cannot spend a
// real visitor's quota (or, behind a proxy, everybody's), and a request refused before the
// limits writes nothing to the database. A form is declared once, with acceptForm
// (protected-form.ts), which runs this pipeline with the Idempotency-Key around its work; this
// module holds the steps it uses, and the rate-limit preHandler (limitCheck) of the routes
// that are not forms (a link's token spent, a signed-in call).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from "fastify-type-provider-zod";
import { API_ERRORS, type ApiErrorCode } from "../../contracts/api-errors.ts";
import { CAPTCHA_MESSAGES, type CaptchaForm, type CaptchaRefusal } from "../../contracts/captcha.ts";
import type { CaptchaVerifier } from "../captcha/verifier.ts";
import type { Db } from "../db/client.ts";
import { HASH_BUSY_RETRY_SECONDS, PasswordHashingBusy } from "../auth/passwords.ts";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../db/unavailable.ts";
import { PricingUnavailableError } from "../pricing/price-source.ts";
import { requestIpHash } from "../keyed-hash.ts";
import { hitRateLimit, tryAgainInMinutes, type HitCounter, type RateLimit } from "../rate-limit.ts";
import { ApiError } from "./api-error.ts";

/** What a form route answers before its schema runs, and how it words a 422. */
export interface FormConfig {
  /** 400 INVALID_BODY: the body is not a JSON object. */
  invalidBody?: string;
  /** 400 REJECTED when the hidden `website` field is filled; absent: no honeypot. */
  honeypot?: string;
  /** 422 VALIDATION_ERROR's message. */
  validation?: string;
  /** The field of issues about the whole body. */
  rootField?: string;
  /** A body whose only fault is a missing or empty captcha answers 400 CAPTCHA_REQUIRED (the public forms). */
  captchaRequired?: boolean;
  /**
   * The body carries an e-mailed credential (a link's token, an access): a body that is not
   * an object, or whose credential is malformed, is refused as a wrong credential would be,
   * with `code`, never as a form error that would tell which part was wrong.
   */
  credential?: { field: string; code: ApiErrorCode; message?: string };
}

declare module "fastify" {
  interface FastifyContextConfig {
    form?: FormConfig;
  }
}

/** The zod schemas of the routes validate the bodies; answers are mapped by apiErrorHandler. */
export function installPipeline(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.addHook("preValidation", async (request) => {
    const form = request.routeOptions.config.form;
    if (!form) return;
    const body = request.body;
    if (!isJsonObject(body)) throw form.credential ? credentialRefusal(form.credential) : new ApiError("INVALID_BODY", { message: form.invalidBody });
    if (form.honeypot !== undefined && typeof body.website === "string" && body.website !== "") {
      request.log.info("form rejected: honeypot filled");
      throw new ApiError("REJECTED", { message: form.honeypot });
    }
  });
  app.setErrorHandler(apiErrorHandler);
}

const credentialRefusal = ({ code, message }: NonNullable<FormConfig["credential"]>) => new ApiError(code, { message });

/** `/pricing/modules/0` -> ['pricing', 'modules', 0]: index segments are not field names. */
function pathOf(instancePath: string): (string | number)[] {
  return instancePath.split("/").filter(Boolean).map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** The one error handler: ApiError, schema errors, Fastify's own 4xx, and anything else as a logged 500. */
function apiErrorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
    return reply.code(error.status).send(error.body);
  }
  if (error instanceof PasswordHashingBusy) {
    request.log.warn("password hashing queue full");
    return apiErrorHandler(new ApiError("PASSWORDS_BUSY", { retryAfterSeconds: HASH_BUSY_RETRY_SECONDS }), request, reply);
  }
  if (error instanceof PricingUnavailableError) {
    request.log.warn({ err: error }, "no price from the platform");
    return apiErrorHandler(new ApiError("PRICING_UNAVAILABLE"), request, reply);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, "database unavailable; answered 503");
    return apiErrorHandler(new ApiError("DATABASE_UNAVAILABLE", { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS }), request, reply);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const form = request.routeOptions.config.form;
    const fields = fieldMessages(error.validation.map((issue) => ({ path: pathOf(issue.instancePath), message: issue.message ?? "" })), form?.rootField);
    if (form?.credential && form.credential.field in fields) return apiErrorHandler(credentialRefusal(form.credential), request, reply);
    const names = Object.keys(fields);
    const captchaMissing = names.length === 1 && fields.captchaToken === CAPTCHA_MESSAGES.missing;
    const code = form?.captchaRequired && captchaMissing ? "CAPTCHA_REQUIRED" : "VALIDATION_ERROR";
    const message = code === "VALIDATION_ERROR" ? form?.validation : undefined;
    return apiErrorHandler(new ApiError(code, { message, fields }), request, reply);
  }
  const statusCode = (error as FastifyError).statusCode;
  const status = statusCode && statusCode >= 400 && statusCode < 500 ? statusCode : 500;
  if (status >= 500) {
    // The request logger carries the request id; logging.ts keeps query values out.
    request.log.error({ req: request, err: error }, "request failed");
    return reply.code(500).send({ error: API_ERRORS.INTERNAL_ERROR.message, code: "INTERNAL_ERROR", requestId: request.id });
  }
  return reply.code(status).send(new ApiError(clientErrorCode(status)).body);
}

function clientErrorCode(status: number) {
  if (status === 413) return "PAYLOAD_TOO_LARGE";
  if (status === 415) return "UNSUPPORTED_MEDIA_TYPE";
  return "BAD_REQUEST";
}

/** The least proof-of-work (CaptchaChecked.work) a form's solved challenge must have cost now, from this client. */
export type RequiredCaptchaWork = (request: FastifyRequest) => Promise<number>;

/**
 * Verifies a captcha token submitted to `form`'s route and spends it; throws the refusal. A
 * challenge solved at less than `requiredWork` is refused before it is spent; a provider
 * without such a measure (reCAPTCHA) is not held to it.
 */
export async function verifyCaptcha(captcha: CaptchaVerifier, token: string, request: FastifyRequest, form: CaptchaForm, requiredWork?: RequiredCaptchaWork): Promise<void> {
  const checked = await captcha.check(token, request.ip, form);
  if (!checked.ok) throw captchaRefusal(checked.reason);
  if (requiredWork && checked.work !== null && checked.work < (await requiredWork(request))) throw captchaRefusal("weak");
  if (!(await checked.spend())) throw captchaRefusal("reused");
}

/** The answer to a captcha refusal: 503 when the provider could not be asked, else 400. */
export function captchaRefusal(reason: CaptchaRefusal) {
  const code = refusalCode(reason);
  return new ApiError(code, { fields: { captchaToken: API_ERRORS[code].message } });
}

function refusalCode(reason: CaptchaRefusal) {
  return `CAPTCHA_${reason.toUpperCase() as Uppercase<typeof reason>}` as const;
}

export interface LimitHit {
  bucket: string;
  limit: RateLimit;
}

/**
 * Counts one hit on every bucket; when any is spent, refuses with 429, Retry-After and the
 * form's pt-BR message for the whole minutes to wait.
 */
export async function checkLimits(db: Db, hits: LimitHit[], message: (minutes: number) => string = tryAgainInMinutes): Promise<void> {
  const results = await Promise.all(hits.map((hit) => hitRateLimit(db, hit.bucket, hit.limit)));
  const waits = results.flatMap((r) => (r.allowed ? [] : [r.retryAfterSeconds]));
  if (waits.length === 0) return;
  throw rateLimited(Math.max(...waits), message);
}

/** The 429 of a spent limit: its pt-BR message in minutes, and Retry-After. */
const rateLimited = (seconds: number, message: (minutes: number) => string = tryAgainInMinutes) =>
  new ApiError("RATE_LIMITED", { message: message(Math.ceil(seconds / 60)), retryAfterSeconds: seconds });

/** A preHandler counting the request against the limits `hits` names for it. */
export function limitCheck(db: Db, hits: (request: FastifyRequest) => LimitHit[], message?: (minutes: number) => string): preHandlerAsyncHookHandler {
  return (request) => checkLimits(db, hits(request), message);
}

/** A preHandler counting the request on `hits` against its client address's `limit` on `scope` (bucket `<scope>:<ip hash>`). */
export function addressLimitCheck(hits: HitCounter, hashKey: string, scope: string, limit: RateLimit): preHandlerAsyncHookHandler {
  return async (request) => {
    const result = await hits(`${scope}:${requestIpHash(request, hashKey)}`, limit);
    if (!result.allowed) throw rateLimited(result.retryAfterSeconds);
  };
}

/** True for a JSON body that is an object (not null, not an array, not a scalar). */
function isJsonObject(body: unknown): body is Record<string, unknown> {
  return body !== null && typeof body === "object" && !Array.isArray(body);
}

/**
 * One pt-BR message per field from a zod error: the first issue of each field, keyed by
 * the deepest named segment of its path ('pricing.users' -> 'users'); issues about the
 * whole body go under `rootField`.
 */
export function fieldMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[], rootField = "body") {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.findLast((segment): segment is string => typeof segment === "string") ?? rootField;
    if (!(field in fields)) fields[field] = issue.message;
  }
  return fields;
}
