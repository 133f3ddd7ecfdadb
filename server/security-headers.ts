// Baseline security headers on every response.
import type { FastifyReply, FastifyRequest } from "fastify";

export async function securityHeaders(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header("x-content-type-options", "nosniff");
  reply.header("referrer-policy", "strict-origin-when-cross-origin");
  reply.header("x-frame-options", "DENY");
  reply.header("permissions-policy", "camera=(), microphone=(), geolocation=()");
  return payload;
}
