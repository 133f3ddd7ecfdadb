// GET /api/captcha/challenge: a fresh signed ALTCHA challenge for the widget.
import type { FastifyInstance } from "fastify";
import type { Challenge } from "altcha-lib";
import { ALTCHA_CHALLENGE_PATH } from "../../contracts/api-paths.ts";

export async function captchaRoutes(app: FastifyInstance, { newChallenge }: { newChallenge: () => Promise<Challenge> }) {
  app.get(ALTCHA_CHALLENGE_PATH, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return newChallenge();
  });
}
