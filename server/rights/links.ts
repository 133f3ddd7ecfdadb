// The e-mailed link of /privacidade/meus-dados and the access it opens. Only SHA-256 hashes of
// both tokens are stored. The link is single-use: the page exchanges it, when the visitor
// presses 'Mostrar meus dados' (so a mail scanner that fetches or even renders the page
// spends nothing), for an access token that lasts DATA_RIGHTS_ACCESS_TTL_MINUTES and lets
// that page erase the data. The exchange is one conditional UPDATE, so two concurrent clicks
// cannot both succeed, and a second exchange of the same link is refused.
import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { DATA_RIGHTS_ACCESS_TTL_MINUTES, DATA_RIGHTS_LINK_TTL_MINUTES } from "../../contracts/data-rights-options.ts";
import { hashToken, newToken } from "../auth/tokens.ts";
import type { Db, Tx } from "../db/client.ts";
import { dataRightsLinks } from "../db/schema.ts";

const MINUTE_MS = 60_000;

/** A new link for `email` (trimmed, lower-cased); returns its token. */
export async function issueLink(tx: Tx | Db, email: string, now: Date): Promise<string> {
  const token = newToken();
  await tx.insert(dataRightsLinks).values({ tokenHash: hashToken(token), email, createdAt: now, expiresAt: new Date(now.getTime() + DATA_RIGHTS_LINK_TTL_MINUTES * MINUTE_MS) });
  return token;
}

export type Opened = { ok: true; email: string; access: string; accessExpiresAt: Date } | { ok: false; reason: "invalid" | "expired" | "used" };

/** Exchanges the link's token for an access, once; or says why it cannot be. */
export async function openLink(db: Db, token: string, now: Date): Promise<Opened> {
  const tokenHash = hashToken(token);
  const access = newToken();
  const accessExpiresAt = new Date(now.getTime() + DATA_RIGHTS_ACCESS_TTL_MINUTES * MINUTE_MS);
  const [row] = await db
    .update(dataRightsLinks)
    .set({ openedAt: now, accessHash: hashToken(access), accessExpiresAt })
    .where(and(eq(dataRightsLinks.tokenHash, tokenHash), isNull(dataRightsLinks.openedAt), isNotNull(dataRightsLinks.email), gt(dataRightsLinks.expiresAt, now)))
    .returning({ email: dataRightsLinks.email });
  if (row?.email) return { ok: true, email: row.email, access, accessExpiresAt };
  const [found] = await db.select().from(dataRightsLinks).where(eq(dataRightsLinks.tokenHash, tokenHash));
  if (!found) return { ok: false, reason: "invalid" };
  return { ok: false, reason: found.openedAt || !found.email ? "used" : "expired" };
}

/** The link whose live access is `access`, locked for the erasure; null when there is none. */
export async function lockAccess(tx: Tx, access: string, now: Date) {
  const [row] = await tx
    .select()
    .from(dataRightsLinks)
    .where(and(eq(dataRightsLinks.accessHash, hashToken(access)), gt(dataRightsLinks.accessExpiresAt, now)))
    .for("update");
  return row ?? null;
}

/**
 * After an erasure: the address's other links go, and the one used keeps its row without the
 * address but with whom the erasure told (a repeated erasure through it then answers the same
 * and does nothing).
 */
export async function forgetLinks(tx: Tx, email: string, usedTokenHash: string, told: readonly string[], now: Date) {
  await tx.delete(dataRightsLinks).where(and(eq(dataRightsLinks.email, email), sql`${dataRightsLinks.tokenHash} <> ${usedTokenHash}`));
  await tx.update(dataRightsLinks).set({ email: null, erasedAt: now, erasureTold: [...told] }).where(eq(dataRightsLinks.tokenHash, usedTokenHash));
}
