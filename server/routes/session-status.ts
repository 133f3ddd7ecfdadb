// GET /api/session/status: whether the request's cookie opens a live session, always with
// 200 ({ authenticated }), so a signed-in page opened without a session finds out without
// a failed request in the browser's console. It reveals nothing the caller's own cookie
// does not already hold; the signed-in data itself still answers 401 without a session.
import type { FastifyInstance } from "fastify";
import type { SessionStatus } from "../../contracts/account.ts";
import { ACCOUNT_API } from "../../contracts/api-paths.ts";
import { sessionAccount } from "../auth/sessions.ts";
import type { Db } from "../db/client.ts";

export async function sessionStatusRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(ACCOUNT_API.sessionStatus, async (request, reply) => {
    const body: SessionStatus = { authenticated: (await sessionAccount(db, request)) !== null };
    return reply.header("cache-control", "no-store").send(body);
  });
}
