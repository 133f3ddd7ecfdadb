// Issuing and redeeming the single-use e-mail tokens (confirmation 24 h, reset 1 h, magic
// link 15 min). Redeeming is one conditional UPDATE, so two concurrent clicks on the same
// link cannot both succeed.
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { TOKEN_TTL_MS, type TokenPurpose } from "../../contracts/account-options.ts";
import type { Db, Tx } from "../db/client.ts";
import { accountTokens } from "../db/schema.ts";
import { hashToken, newToken } from "./tokens.ts";

export async function issueToken(tx: Tx | Db, accountId: string, purpose: TokenPurpose): Promise<string> {
  const token = newToken();
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

/** Voids every open token of one purpose, or of every purpose (e.g. after a new password). */
export async function voidTokens(tx: Tx | Db, accountId: string, purpose?: TokenPurpose) {
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.accountId, accountId), purpose ? eq(accountTokens.purpose, purpose) : undefined, isNull(accountTokens.usedAt)));
}

/** Drops tokens that expired more than a day ago (used or not, they open nothing). */
export async function purgeExpiredTokens(db: Db, now = new Date()) {
  await db.delete(accountTokens).where(lt(accountTokens.expiresAt, new Date(now.getTime() - 86_400_000)));
}
