// The suppression list: keyed hashes (HMAC with a server secret) of the addresses whose data
// was erased at their owner's request, so that old data cannot come back. A new request from
// such an address is welcome: the person came back by their own will and the forms take it
// as usual. What the list stops is a re-import: anything that brings leads in from elsewhere
// (a CRM sync, a restored backup, a spreadsheet) must skip every address for which
// isSuppressed() is true. The hash cannot be reversed without the key, which never leaves
// the database.
import { eq } from "drizzle-orm";
import { normalizeEmail } from "../../contracts/account-options.ts";
import type { Db, Tx } from "../db/client.ts";
import { erasureSuppressions } from "../db/schema.ts";
import { sharedSecret } from "../db/secrets.ts";
import { keyedHash } from "../keyed-hash.ts";

const SECRET_NAME = "erasure-suppression";

/** The HMAC key of the list (generated on first use, shared by every instance). */
export const suppressionKey = (db: Db) => sharedSecret(db, SECRET_NAME);

/** The list's entry for `email`, whatever its case or surrounding spaces. */
const suppressionHash = (email: string, key: string) => keyedHash(normalizeEmail(email), key);

/** Adds (or refreshes) `email` on the list. */
export async function suppress(tx: Tx | Db, email: string, key: string, at: Date) {
  const emailHash = suppressionHash(email, key);
  await tx.insert(erasureSuppressions).values({ emailHash, erasedAt: at }).onConflictDoUpdate({ target: erasureSuppressions.emailHash, set: { erasedAt: at } });
}

/** When `email`'s data was last erased at its owner's request, or null. */
export async function lastErasureOf(db: Tx | Db, email: string, key: string): Promise<Date | null> {
  const [row] = await db.select({ erasedAt: erasureSuppressions.erasedAt }).from(erasureSuppressions).where(eq(erasureSuppressions.emailHash, suppressionHash(email, key)));
  return row?.erasedAt ?? null;
}

/** True when `email`'s data was erased at its owner's request: an import must not bring it back. */
export async function isSuppressed(db: Db, email: string): Promise<boolean> {
  return (await lastErasureOf(db, email, await suppressionKey(db))) !== null;
}
