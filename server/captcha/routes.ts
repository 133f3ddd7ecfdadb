// GET /api/captcha/challenge: a fresh signed ALTCHA challenge for the widget, as hard as the
// form it is for (ALTCHA_FORM_PARAM) asks for now.
import type { FastifyInstance } from "fastify";
import type { Challenge } from "altcha-lib";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { enum as oneOf, object, optional } from "zod";
import { ALTCHA_CHALLENGE_PATH, ALTCHA_FORM_PARAM } from "../../contracts/api-paths.ts";
import { CAPTCHA_FORMS, type CaptchaForm } from "../../contracts/captcha.ts";

interface CaptchaRouteOptions {
  /** Signs a challenge of this difficulty (ALTCHA's maxNumber). */
  newChallenge: (maxNumber: number) => Promise<Challenge>;
  /** The difficulty a form's challenge has now (no form: the ordinary one). */
  maxNumberFor: (form: CaptchaForm | undefined) => Promise<number>;
}

const challengeQuery = object({ [ALTCHA_FORM_PARAM]: optional(oneOf(CAPTCHA_FORMS, { error: "Formulário desconhecido." })) });

export async function captchaRoutes(app: FastifyInstance, { newChallenge, maxNumberFor }: CaptchaRouteOptions) {
  app.withTypeProvider<ZodTypeProvider>().get(ALTCHA_CHALLENGE_PATH, { schema: { querystring: challengeQuery } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return newChallenge(await maxNumberFor(request.query[ALTCHA_FORM_PARAM]));
  });
}
