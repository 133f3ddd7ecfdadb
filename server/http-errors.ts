// The one shape of API errors (ARCHITECTURE.md): { error, code, fields? }, in pt-BR.
import type { FastifyReply } from "fastify";
import type { ApiErrorBody, ApiErrorCode } from "../contracts/api-errors.ts";

export function sendError(reply: FastifyReply, status: number, code: ApiErrorCode, error: string, fields?: Record<string, string>) {
  const body: ApiErrorBody = fields ? { error, code, fields } : { error, code };
  return reply.code(status).send(body);
}

/** True for a JSON body that is an object (not null, not an array, not a scalar). */
export function isJsonObject(body: unknown): body is Record<string, unknown> {
  return body !== null && typeof body === "object" && !Array.isArray(body);
}

/**
 * One pt-BR message per field from a zod error: the first issue of each field, keyed by
 * the deepest named segment of its path ('pricing.users' -> 'users'); issues about the
 * whole body go under `rootField`.
 */
export function fieldMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[], rootField = "body") {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.findLast((segment): segment is string => typeof segment === "string") ?? rootField;
    if (!(field in fields)) fields[field] = issue.message;
  }
  return fields;
}
