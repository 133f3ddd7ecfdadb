// POST /api/consent: proof of each cookie choice (LGPD accountability). Stores the
// visitor's anonymous consent id, the choices, the policy version and the time, with a
// keyed hash of the IP (never the IP itself). The proof holds only what the server can
// vouch for: its own clock (the browser's timestamp is only checked for plausibility) and
// the policy version it publishes.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CONSENT_API_PATH } from "../../contracts/api-paths.ts";
import { consentBodySchema } from "../../contracts/consent-record.ts";
import type { Db } from "../db/client.ts";
import { ApiError } from "../http/api-error.ts";
import { checkLimits } from "../http/pipeline.ts";
import { type RateLimit } from "../rate-limit.ts";
import { requestIpHash } from "../keyed-hash.ts";
import { recordConsent } from "./queries.ts";

const CONSENT_INVALID = "Registro de consentimento inválido.";
const CONSENT_BODY_LIMIT = 2 * 1024;
/** Generous: a visitor may change their mind a few times; a script may not flood. */
const CONSENT_RATE_LIMIT: RateLimit = { max: 60, windowSeconds: 600 };
/** Clocks differ; a choice dated far from now is not believed. */
const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

export async function consentRoutes(app: FastifyInstance, { db, hashKey, now = () => new Date() }: { db: Db; hashKey: string; now?: () => Date }) {
  const form = { invalidBody: "Envie o registro de consentimento como um objeto JSON.", validation: CONSENT_INVALID };
  app.withTypeProvider<ZodTypeProvider>().post(CONSENT_API_PATH, { bodyLimit: CONSENT_BODY_LIMIT, schema: { body: consentBodySchema }, config: { form } }, async (request, reply) => {
    const consent = request.body;
    const receivedAt = now();
    if (Math.abs(Date.parse(consent.timestamp) - receivedAt.getTime()) > MAX_CLOCK_SKEW_MS) {
      throw new ApiError("VALIDATION_ERROR", { message: CONSENT_INVALID, fields: { timestamp: "A data da escolha está longe demais de agora." } });
    }

    const ipHash = requestIpHash(request, hashKey);
    await checkLimits(db, [{ bucket: `consent:${ipHash}`, limit: CONSENT_RATE_LIMIT }], () => "Muitos registros seguidos. Tente novamente em alguns minutos.");

    await recordConsent(db, {
      consentId: consent.id,
      necessary: consent.necessary,
      analytics: consent.analytics,
      marketing: consent.marketing,
      policyVersion: consent.version,
      chosenAt: receivedAt,
      receivedAt,
      ipHash,
    });
    return reply.code(201).send({ id: consent.id });
  });
}
