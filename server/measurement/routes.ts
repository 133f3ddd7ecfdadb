// POST /api/beacon (contracts/measurement.ts): validates the beacon, drops bots (by the
// request's user agent, read here and never kept; none at all counts as a bot) and adds it to the counters in memory. The
// answer is 204 either way; nothing about the request is stored.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { isbot } from "isbot";
import { BEACON_MAX_BYTES, BEACON_PATH } from "../../contracts/measurement.ts";
import { beaconBodySchema } from "./beacon-body.ts";
import type { MeasurementCounters } from "./counters.ts";

export async function beaconRoutes(app: FastifyInstance, { counters, now = () => new Date() }: { counters: MeasurementCounters; now?: () => Date }) {
  const form = { invalidBody: "Envie a medição como um objeto JSON.", validation: "Medição inválida." };
  app.withTypeProvider<ZodTypeProvider>().post(BEACON_PATH, { bodyLimit: BEACON_MAX_BYTES, schema: { body: beaconBodySchema }, config: { form } }, async (request, reply) => {
    // A request without a user agent is no browser's.
    const userAgent = request.headers["user-agent"];
    if (userAgent && !isbot(userAgent)) counters.add(request.body, now());
    return reply.code(204).send();
  });
}
