// The quote route's queries: the quote as sent, with the prices it was drawn at, and the
// quote a retry with the same Idempotency-Key draws again.
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { quotes } from "../db/schema.ts";

export async function insertQuote(tx: Tx, quote: typeof quotes.$inferInsert) {
  await tx.insert(quotes).values(quote);
}

export async function quoteById(db: Db, id: string) {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
  return row;
}
