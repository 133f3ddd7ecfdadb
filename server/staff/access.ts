// Who is staff and how they get in (contracts/staff-panel.ts): STAFF_EMAILS lists addresses
// and @domains; a sign-in link is a random token kept only as its SHA-256, spent once, within
// STAFF_LINK_TTL_MS; it opens a session whose id is kept the same way, for STAFF_SESSION_TTL_MS,
// in an HttpOnly, Secure, SameSite=Strict cookie.
import { and, eq, gt, inArray, isNull, lt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { normalizeEmail } from "../../contracts/account-options.ts";
import { STAFF_COOKIE, STAFF_LINK_TTL_MS, STAFF_SESSION_TTL_MS } from "../../contracts/staff-panel.ts";
import type { Db, Tx } from "../db/client.ts";
import { staffPasskeyChallenges, staffPasskeys, staffSessions, staffSignIns } from "../db/schema.ts";
import { hashToken, newToken } from "../auth/tokens.ts";

/** A signed-in staff member: their address, and their session id's hash (what a passkey registration is bound to). */
export interface StaffSession {
  email: string;
  sessionHash: string;
}

/** True when `email` is listed, or its domain is listed as '@domain'. */
export function isStaff(staffEmails: readonly string[], email: string): boolean {
  const address = normalizeEmail(email);
  const domain = address.slice(address.lastIndexOf("@"));
  return staffEmails.includes(address) || (domain.length > 1 && staffEmails.includes(domain));
}

/** A new sign-in link's token for `email`, written as its hash. */
export async function newSignInToken(tx: Tx, email: string, now: Date): Promise<string> {
  const token = newToken();
  await tx.insert(staffSignIns).values({ tokenHash: hashToken(token), email: normalizeEmail(email), expiresAt: new Date(now.getTime() + STAFF_LINK_TTL_MS) });
  return token;
}

/** Spends a sign-in token: the address it was for, or null when unknown, used or expired. */
export async function spendSignInToken(db: Db, token: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(staffSignIns)
    .set({ usedAt: now })
    .where(and(eq(staffSignIns.tokenHash, hashToken(token)), isNull(staffSignIns.usedAt), gt(staffSignIns.expiresAt, now)))
    .returning({ email: staffSignIns.email });
  return row?.email ?? null;
}

/** The staff session cookie: `__Host-` on an HTTPS site; Secure always (browsers keep Secure cookies of http://localhost). */
export function staffSessionCookie(publicSiteUrl: string) {
  const name = new URL(publicSiteUrl).protocol === "https:" ? `__Host-${STAFF_COOKIE}` : STAFF_COOKIE;
  const header = (value: string, maxAgeSeconds: number) => `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Strict`;
  const read = (request: FastifyRequest) => {
    for (const part of (request.headers.cookie ?? "").split(";")) {
      const [key, ...value] = part.trim().split("=");
      if (key === name) return value.join("=") || null;
    }
    return null;
  };
  return {
    async open(db: Db, reply: FastifyReply, email: string, now: Date) {
      const id = newToken();
      await db.insert(staffSessions).values({ sessionHash: hashToken(id), email, expiresAt: new Date(now.getTime() + STAFF_SESSION_TTL_MS) });
      reply.header("set-cookie", header(id, STAFF_SESSION_TTL_MS / 1000));
    },
    /** The signed-in staff address and the session's hash, or null; a session of an address no longer listed counts for nothing. */
    async session(db: Db, request: FastifyRequest, staffEmails: readonly string[], now: Date): Promise<StaffSession | null> {
      const id = read(request);
      if (!id) return null;
      const sessionHash = hashToken(id);
      const [row] = await db.select({ email: staffSessions.email }).from(staffSessions).where(and(eq(staffSessions.sessionHash, sessionHash), gt(staffSessions.expiresAt, now)));
      return row && isStaff(staffEmails, row.email) ? { email: row.email, sessionHash } : null;
    },
    async close(db: Db, request: FastifyRequest, reply: FastifyReply) {
      const id = read(request);
      if (id) await db.delete(staffSessions).where(eq(staffSessions.sessionHash, hashToken(id)));
      reply.header("set-cookie", header("", 0));
    },
  };
}

/**
 * Spent and expired links, ended sessions and expired passkey challenges, and the passkeys of
 * addresses no longer listed in `staffEmails` (the hourly housekeeping).
 */
export async function purgeStaffAccess(db: Db, staffEmails: readonly string[], now = new Date()) {
  await db.delete(staffSignIns).where(lt(staffSignIns.expiresAt, now));
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, now));
  await db.delete(staffPasskeyChallenges).where(lt(staffPasskeyChallenges.expiresAt, now));
  const holders = await db.selectDistinct({ email: staffPasskeys.email }).from(staffPasskeys);
  const unlisted = holders.map((row) => row.email).filter((email) => !isStaff(staffEmails, email));
  if (unlisted.length > 0) await db.delete(staffPasskeys).where(inArray(staffPasskeys.email, unlisted));
}
