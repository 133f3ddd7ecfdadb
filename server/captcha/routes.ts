// GET /api/captcha/challenge?form=…: a fresh signed ALTCHA challenge for the widget of one
// form (ALTCHA_FORM_PARAM), accepted only on that form's route, as hard as that form asks of
// this client now. Each client address may ask for so many a minute (limit).
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Challenge } from "altcha-lib";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { enum as oneOf, object } from "zod";
import { ALTCHA_CHALLENGE_PATH, ALTCHA_FORM_PARAM } from "../../contracts/api-paths.ts";
import { type CaptchaForm } from "../../contracts/captcha.ts";
import { CAPTCHA_FORM_NAMES } from "../../contracts/forms.ts";
import { addressLimitCheck } from "../http/pipeline.ts";
import type { HitCounter, RateLimit } from "../rate-limit.ts";

/** The rate-limit buckets of challenges: `<scope>:<ip hash>`. */
export const CHALLENGE_LIMIT_SCOPE = "captcha-challenge";

interface CaptchaRouteOptions {
  /** Signs a challenge for `form` of this difficulty (ALTCHA's maxNumber). */
  newChallenge: (form: CaptchaForm, maxNumber: number) => Promise<Challenge>;
  /** The difficulty `form`'s challenge has now for the client asking. */
  maxNumberFor: (form: CaptchaForm, request: FastifyRequest) => Promise<number>;
  requestHits: HitCounter;
  hashKey: string;
  /** Each client address's limit on challenges, counted on `requestHits`. */
  rateLimit: RateLimit;
}

const UNKNOWN_FORM = "Formulário desconhecido.";
const challengeQuery = object({ [ALTCHA_FORM_PARAM]: oneOf(CAPTCHA_FORM_NAMES, { error: UNKNOWN_FORM }) });

export async function captchaRoutes(app: FastifyInstance, { newChallenge, maxNumberFor, requestHits, hashKey, rateLimit }: CaptchaRouteOptions) {
  const preHandler = addressLimitCheck(requestHits, hashKey, CHALLENGE_LIMIT_SCOPE, rateLimit);
  app.withTypeProvider<ZodTypeProvider>().get(ALTCHA_CHALLENGE_PATH, { schema: { querystring: challengeQuery }, preHandler }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const form = request.query[ALTCHA_FORM_PARAM];
    return newChallenge(form, await maxNumberFor(form, request));
  });
}
