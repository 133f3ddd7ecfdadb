// The index of who received whom: for each destination of events (contracts/events.ts), the
// keyed hashes of the addresses it was sent events about. An erasure looks the address up
// here to tell every destination that ever received the person (LGPD art. 18, § 6), even
// after retention removed our own copies, and no address is kept for it.
import { and, eq, inArray, sql } from "drizzle-orm";
import { DESTINATIONS, type Destination } from "../../contracts/events.ts";
import type { Db, Tx } from "../db/client.ts";
import { destinationRecipients, webhookDeliveries } from "../db/schema.ts";
import { keyedHash } from "../keyed-hash.ts";

/**
 * Records that `destination` is sent events about `emails` (trimmed, lower-cased), as the
 * attempt starts: a receiver may keep what reached it even if its answer never comes back.
 */
export async function recordRecipients(tx: Tx, destination: string, emails: readonly string[], key: string) {
  if (emails.length === 0) return;
  await tx
    .insert(destinationRecipients)
    .values(emails.map((email) => ({ destination, emailHash: keyedHash(email, key) })))
    .onConflictDoNothing();
}

/**
 * The destinations that ever received events about `email`: the index, and the deliveries
 * still kept (those delivered before the index existed).
 */
export async function recipientsOf(tx: Db | Tx, email: string, key: string): Promise<Destination[]> {
  const indexed = await tx.select({ destination: destinationRecipients.destination }).from(destinationRecipients).where(eq(destinationRecipients.emailHash, keyedHash(email, key)));
  const delivered = await tx
    .selectDistinct({ destination: webhookDeliveries.destination })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.subjectEmail, email), eq(webhookDeliveries.status, "delivered"), sql`${webhookDeliveries.eventType} <> 'data_subject.erased'`));
  const names = new Set([...indexed, ...delivered].map((row) => row.destination));
  return DESTINATIONS.filter((name) => names.has(name));
}

/** Drops the address from the index once its destinations were told of its erasure. */
export async function forgetRecipients(tx: Tx, email: string, key: string, destinations: readonly Destination[]) {
  if (destinations.length === 0) return;
  await tx.delete(destinationRecipients).where(and(eq(destinationRecipients.emailHash, keyedHash(email, key)), inArray(destinationRecipients.destination, [...destinations])));
}
