// Signed-in sessions: a random id in the site's httpOnly, SameSite=Lax cookie (site-cookie.ts:
// Secure and `__Host-`-prefixed on an HTTPS site), its hash in the database, 7 days. A new
// session replaces the old one whenever the visitor's privileges change (confirmation, magic
// link, new password).
import { and, eq, gt, lt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE, SESSION_TTL_MS } from "../../contracts/account-options.ts";
import type { Db, Tx } from "../db/client.ts";
import { accounts, sessions } from "../db/schema.ts";
import { siteCookie } from "./site-cookie.ts";
import { hashToken, newToken } from "./tokens.ts";

export type SessionCookies = ReturnType<typeof sessionCookies>;

/** The session cookie of a site whose public address is `publicSiteUrl`. */
export function sessionCookies(publicSiteUrl: string) {
  const cookie = siteCookie(publicSiteUrl, SESSION_COOKIE);

  return {
    name: cookie.name,
    /** Opens a session for `accountId`, dropping the one the request came with (rotation). */
    async open(tx: Tx | Db, request: FastifyRequest, reply: FastifyReply, accountId: string) {
      const previous = cookie.read(request);
      if (previous) await tx.delete(sessions).where(eq(sessions.idHash, hashToken(previous)));
      const id = newToken();
      await tx.insert(sessions).values({ idHash: hashToken(id), accountId, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
      cookie.set(reply, id, SESSION_TTL_MS / 1000);
    },

    async close(db: Db, request: FastifyRequest, reply: FastifyReply) {
      const id = cookie.read(request);
      if (id) await db.delete(sessions).where(eq(sessions.idHash, hashToken(id)));
      cookie.clear(reply);
    },

    /** The account of the request's live session, or null. */
    async account(db: Db, request: FastifyRequest) {
      const id = cookie.read(request);
      if (!id) return null;
      const [row] = await db
        .select({ account: accounts })
        .from(sessions)
        .innerJoin(accounts, eq(accounts.id, sessions.accountId))
        .where(and(eq(sessions.idHash, hashToken(id)), gt(sessions.expiresAt, new Date())));
      return row?.account ?? null;
    },
  };
}

/** Ends every session of the account. */
export async function endAllSessions(tx: Tx, accountId: string) {
  await tx.delete(sessions).where(eq(sessions.accountId, accountId));
}

export async function purgeExpiredSessions(db: Db, now = new Date()) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
