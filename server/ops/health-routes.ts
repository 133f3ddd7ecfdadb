// Liveness and readiness apart (ARCHITECTURE.md 'Operations'): /healthz says the process
// answers and never touches the database, so an orchestrator does not kill an instance that
// waits out a database restart; /readyz says whether to send it traffic, from a check shared
// by concurrent requests and kept a second when it says yes (readiness.ts): it is for
// balancers, and a visitor who floods it costs the database little.
import type { FastifyInstance } from "fastify";
import { HEALTH_PATH, READY_PATH } from "../../contracts/api-paths.ts";
import type { Database } from "../db/client.ts";
import { sharedReadiness, type ReadinessHosts } from "./readiness.ts";

export function healthRoutes(app: FastifyInstance, { database, shuttingDown, hosts = null }: { database: Database; shuttingDown: () => boolean; hosts?: ReadinessHosts | null }) {
  // Probes come every few seconds from every balancer: kept out of the request log.
  app.get(HEALTH_PATH, { logLevel: "warn" }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" };
  });
  const readiness = sharedReadiness(database, hosts);
  app.get(READY_PATH, { logLevel: "warn" }, async (_request, reply) => {
    const report = await readiness(shuttingDown());
    return reply.code(report.status === "ready" ? 200 : 503).header("cache-control", "no-store").send(report);
  });
}
