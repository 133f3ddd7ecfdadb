// Helpers for demo-request tests: a valid body, and a really solved ALTCHA challenge.
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { notLike } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { DemoRequestBody } from "../../contracts/demo-request.ts";
import { ALTCHA_CHALLENGE_PATH, ALTCHA_FORM_PARAM } from "../../contracts/api-paths.ts";
import type { CaptchaForm } from "../../contracts/captcha.ts";
import { examples } from "../../contracts/endpoints/demo-request.ts";
import { CHALLENGE_LIMIT_SCOPE } from "../captcha/routes.ts";
import { rateLimits } from "../db/schema.ts";
import { overridable } from "./overridable.ts";

/** A valid demo request, but for the captcha token: the endpoint's example, from one address. */
export const validFields = overridable<Omit<DemoRequestBody, "captchaToken">>({ ...examples["demo-request"](0), email: "mariana@contabilhorizonte.com.br" });

/** The server answered the challenge request with a refusal (a limit, the database down): its answer. */
export class ChallengeRefused extends Error {
  readonly status: number;
  readonly body: { code?: string; error?: string };
  readonly retryAfter: string | null;
  constructor(status: number, body: { code?: string; error?: string }, retryAfter: string | null) {
    super(`the challenge was refused with ${status} ${body.code ?? ""}`);
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
  }
}

/** Fetches a challenge for `form` from the server (injected: from `remoteAddress`) and solves it, as that form's widget does; throws ChallengeRefused for a refusal. */
export async function solvedAltchaToken(app: FastifyInstance | { baseUrl: string }, form: CaptchaForm, remoteAddress?: string): Promise<string> {
  const path = `${ALTCHA_CHALLENGE_PATH}?${ALTCHA_FORM_PARAM}=${form}`;
  const answer =
    "baseUrl" in app
      ? await fetch(`${app.baseUrl}${path}`).then(async (r) => ({ status: r.status, body: await r.json(), retryAfter: r.headers.get("retry-after") }))
      : await app.inject({ url: path, remoteAddress }).then((r) => ({ status: r.statusCode, body: r.json(), retryAfter: (r.headers["retry-after"] as string | undefined) ?? null }));
  if (answer.status !== 200) throw new ChallengeRefused(answer.status, answer.body as ChallengeRefused["body"], answer.retryAfter);
  const challenge = answer.body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve the ALTCHA challenge");
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString("base64");
}

/**
 * The rate-limit rows the submissions have counted: fetching each challenge counts a hit on
 * the challenges' own limit, left out here.
 */
export function submissionLimitRows(app: FastifyInstance) {
  return app.database.db
    .select({ bucket: rateLimits.bucket, count: rateLimits.count })
    .from(rateLimits)
    .where(notLike(rateLimits.bucket, `${CHALLENGE_LIMIT_SCOPE}:%`));
}

/** Easy challenges, so tests solve them in milliseconds. */
export const EASY_ALTCHA = { ALTCHA_MAX_NUMBER: "50" };
