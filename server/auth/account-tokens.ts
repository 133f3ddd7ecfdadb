// Issuing and redeeming the single-use account tokens (e-mailed: confirmation 24 h, reset
// 1 h, magic link 15 min; the sign-up browser's cookie, 7 days). Redeeming is one conditional
// UPDATE, so two concurrent clicks on the same link cannot both succeed.
import { and, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import { TOKEN_TTL_MS, type TokenPurpose } from "../../contracts/account-options.ts";
import type { Db, Tx } from "../db/client.ts";
import { accountTokens } from "../db/schema.ts";
import { hashToken, newToken } from "./tokens.ts";

/** Stores the hash of `token` (a fresh random one unless given) for the account; the token. */
export async function issueToken(tx: Tx | Db, accountId: string, purpose: TokenPurpose, token = newToken()): Promise<string> {
  await tx.insert(accountTokens).values({ tokenHash: hashToken(token), accountId, purpose, expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]) });
  return token;
}

export type Redeemed = { ok: true; accountId: string } | { ok: false; reason: "invalid" | "expired" | "used" };

/** Says whether the token could be redeemed now, without using it (no work for a bad link). */
export async function checkToken(db: Tx | Db, token: string, purpose: TokenPurpose): Promise<Redeemed> {
  const [found] = await db.select().from(accountTokens).where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose)));
  if (!found) return { ok: false, reason: "invalid" };
  if (found.usedAt) return { ok: false, reason: "used" };
  if (found.expiresAt.getTime() <= Date.now()) return { ok: false, reason: "expired" };
  return { ok: true, accountId: found.accountId };
}

/** Marks the token used and returns its account, or says why it cannot be used. */
export async function redeemToken(tx: Tx | Db, token: string, purpose: TokenPurpose): Promise<Redeemed> {
  const tokenHash = hashToken(token);
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`)))
    .returning({ accountId: accountTokens.accountId });
  if (row) return { ok: true, accountId: row.accountId };
  const [found] = await tx.select().from(accountTokens).where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)));
  if (!found) return { ok: false, reason: "invalid" };
  return { ok: false, reason: found.usedAt ? "used" : "expired" };
}

/** Voids every open token of the purposes named, or of every purpose (e.g. after a new password). */
export async function voidTokens(tx: Tx | Db, accountId: string, ...purposes: TokenPurpose[]) {
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.accountId, accountId), purposes.length > 0 ? inArray(accountTokens.purpose, purposes) : undefined, isNull(accountTokens.usedAt)));
}

/** Drops tokens that expired more than a day ago (used or not, they open nothing). */
export async function purgeExpiredTokens(db: Db, now = new Date()) {
  await db.delete(accountTokens).where(lt(accountTokens.expiresAt, new Date(now.getTime() - 86_400_000)));
}
