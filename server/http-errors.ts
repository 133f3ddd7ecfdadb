// The one shape of API errors (ARCHITECTURE.md): { error, code, fields? }, in pt-BR.
import type { FastifyReply } from "fastify";
import type { ApiError } from "../contracts/demo-request.ts";

export function sendError(reply: FastifyReply, status: number, code: string, error: string, fields?: Record<string, string>) {
  const body: ApiError = fields ? { error, code, fields } : { error, code };
  return reply.code(status).send(body);
}
