// POST /api/beacon through Fastify: the requests the lean door (beacon-intake.ts) does not
// take on a listening server (a query string), and every injected one. The body is read raw,
// within BEACON_MAX_BYTES, and judged by the same intake, so both doors answer alike.
import type { FastifyInstance } from "fastify";
import { BEACON_MAX_BYTES, BEACON_PATH } from "../../contracts/measurement.ts";
import type { BeaconIntake } from "./beacon-intake.ts";

export async function beaconRoutes(app: FastifyInstance, { intake }: { intake: BeaconIntake }) {
  // This plugin's own parsers: any type is read as text, the intake decides what it accepts.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: BEACON_MAX_BYTES }, (_request, body, done) => done(null, body));
  app.post(BEACON_PATH, { bodyLimit: BEACON_MAX_BYTES }, async (request, reply) => {
    const answer = intake.take(typeof request.body === "string" ? request.body : "", request.headers["content-type"], request.headers["user-agent"]);
    return answer.body ? reply.code(answer.status).send(answer.body) : reply.code(204).send();
  });
}
