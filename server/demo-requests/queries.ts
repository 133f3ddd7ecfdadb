// The demo-request route's queries: the Idempotency-Key records that let a retry get the
// first attempt's answer, and the lead itself.
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { idempotencyKeys, leads } from "../db/schema.ts";

/** Whether a request with this key was ever claimed (answered or still in flight). */
export async function isKeyClaimed(db: Db, key: string): Promise<boolean> {
  const [known] = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return known !== undefined;
}

/** The key's record, with its stored answer once there is one. */
export async function idempotencyRecord(db: Db, key: string): Promise<typeof idempotencyKeys.$inferSelect | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return row;
}

/** Claims the key for this request (committed at once); false when another request holds it. */
export async function claimIdempotencyKey(db: Db, claim: { key: string; scope: string; requestHash: string }): Promise<boolean> {
  const claimed = await db.insert(idempotencyKeys).values(claim).onConflictDoNothing().returning();
  return claimed.length > 0;
}

/** Frees a key whose request failed, so a retry is processed afresh. */
export async function releaseIdempotencyKey(db: Db, key: string) {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
}

/** Stores the answer retries with this key get, in the transaction that produced it. */
export async function storeResponse(tx: Tx, key: string, status: number, body: unknown) {
  await tx.update(idempotencyKeys).set({ responseStatus: status, responseBody: body }).where(eq(idempotencyKeys.key, key));
}

export async function insertLead(tx: Tx, lead: typeof leads.$inferInsert) {
  const [row] = await tx.insert(leads).values(lead).returning();
  return row!;
}
