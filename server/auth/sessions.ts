// Signed-in sessions: a random id in an httpOnly, SameSite=Lax cookie (Secure over HTTPS),
// its hash in the database, 7 days. A new session replaces the old one whenever the
// visitor's privileges change (confirmation, magic link, new password).
import { and, eq, gt, lt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE, SESSION_TTL_MS } from "../../contracts/account.ts";
import type { Db } from "../db/client.ts";
import { accounts, sessions } from "../db/schema.ts";
import { hashToken, newToken } from "./tokens.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The session id from the request's Cookie header, if any. */
export function sessionIdOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SESSION_COOKIE) return value.join("=") || null;
  }
  return null;
}

function cookie(request: FastifyRequest, value: string, maxAgeSeconds: number) {
  const secure = request.protocol === "https" ? "; Secure" : "";
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/** Opens a session for `accountId`, dropping the one the request came with (rotation). */
export async function openSession(tx: Tx | Db, request: FastifyRequest, reply: FastifyReply, accountId: string) {
  const previous = sessionIdOf(request);
  if (previous) await tx.delete(sessions).where(eq(sessions.idHash, hashToken(previous)));
  const id = newToken();
  await tx.insert(sessions).values({ idHash: hashToken(id), accountId, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
  reply.header("set-cookie", cookie(request, id, SESSION_TTL_MS / 1000));
}

export async function closeSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const id = sessionIdOf(request);
  if (id) await db.delete(sessions).where(eq(sessions.idHash, hashToken(id)));
  reply.header("set-cookie", cookie(request, "", 0));
}

/** The account of the request's live session, or null. */
export async function sessionAccount(db: Db, request: FastifyRequest) {
  const id = sessionIdOf(request);
  if (!id) return null;
  const [row] = await db
    .select({ account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.idHash, hashToken(id)), gt(sessions.expiresAt, new Date())));
  return row?.account ?? null;
}

export async function purgeExpiredSessions(db: Db, now = new Date()) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
