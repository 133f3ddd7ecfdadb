// The quote route's query: the quote as sent, with the prices it was drawn at.
import type { Tx } from "../db/client.ts";
import { quotes } from "../db/schema.ts";

export async function insertQuote(tx: Tx, quote: typeof quotes.$inferInsert) {
  await tx.insert(quotes).values(quote);
}
