// Erasure of everything the site holds about one address (LGPD art. 18, IV and VI), inside
// the caller's transaction, so it happens whole or not at all. Nothing is anonymised in
// place: every record tied to the address is deleted, and the contents of the mail about it
// are erased (what stays of a message, its kind, dates, status and the recipient's domain,
// identifies nobody). A future demo is cancelled first: its seat is freed and the sales team
// gets the usual cancellation notice, naming the company and the time but not the person.
// What the law keeps is what was never tied to the address (contracts/data-rights.ts,
// ERASURE_EXCEPTIONS), plus the address's keyed hash on the suppression list.
import { NO_ATTRIBUTION } from "../../contracts/attribution-rules.ts";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Destination } from "../../contracts/events.ts";
import type { Tx } from "../db/client.ts";
import type { Effects } from "../outbox/commit.ts";
import { eraseMail } from "../outbox/mail-erasure.ts";
import { accountInvitations, bookings, webhookDeliveries } from "../db/schema.ts";
import { bookingEmails } from "../bookings/emails.ts";
import { forgetSubmissionsAbout } from "../http/idempotency.ts";
import { heldBy, PERSONAL_TABLES, REGISTRY, removeRows } from "../privacy/registry.ts";
import { mailAbout } from "../mail/outbox.ts";
import { sameEmail } from "./subject.ts";
import type { EventQueue } from "../webhooks/queue.ts";
import { forgetRecipients, recipientsOf } from "../webhooks/recipients.ts";
import { suppress } from "./suppression.ts";

/** Who a cancelled demo's notice to the sales team names once its visitor asked to be forgotten. */
const NOBODY = {
  name: "Dados excluídos a pedido do titular (LGPD)",
  /** A reserved domain (RFC 2606): the calendar invitation needs an address, and none may be real. */
  email: "titular-excluido@invalid",
  phone: "Excluído",
  phoneE164: "",
  notes: null,
  timeZone: null,
};

export interface ErasureContext {
  salesInbox: string;
  publicSiteUrl: string;
  suppressionKey: string;
  /**
   * The server's key of keyed hashes (server/keyed-hash.ts): of the index of which destination
   * received whom (server/webhooks/recipients.ts) and of whom each form's idempotency key is about.
   */
  hashKey: string;
  /** Tells every destination that received the person (data_subject.erased) so they erase too. */
  events: EventQueue;
  now: Date;
}

export interface Erasure {
  /** The outbox messages whose contents were erased (their .eml copies go after the commit). */
  erasedMail: number[];
  /** The destinations told to erase the person too. */
  told: Destination[];
}

/** Erases what the site holds about `email` (trimmed, lower-cased) and puts it on the suppression list. */
export async function eraseSubject(tx: Tx, effects: Effects, email: string, { salesInbox, publicSiteUrl, suppressionKey, hashKey, events, now }: ErasureContext): Promise<Erasure> {
  const erasedMail = await eraseMail(tx, mailAbout(email));

  // A future confirmed demo is cancelled first: the sales team is told, without the person.
  const theirBookings = await tx.select().from(bookings).where(heldBy(PERSONAL_TABLES.bookings, email)).for("update");
  for (const booking of theirBookings) {
    if (booking.status !== "confirmed" || booking.slotStart <= now) continue;
    const cancelled = { ...booking, ...NOBODY, status: "cancelled" as const, cancelledAt: now, updatedAt: now, sequence: booking.sequence + 1 };
    const notices = bookingEmails(cancelled, "cancelled", { salesInbox, publicSiteUrl, token: null, now, attribution: NO_ATTRIBUTION }).filter((m) => m.kind.endsWith(".sales") || m.kind.endsWith(".host"));
    await effects.mail(...notices.map((m) => ({ ...m, replyTo: null, about: [] })));
  }

  // Who received the person, read before their copies of the events go. A delivery about them
  // being claimed right now indexes its destination in its claim (server/webhooks/worker.ts):
  // locking their deliveries first waits for that claim, and keeps any later one off them.
  await tx.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(eq(webhookDeliveries.subjectEmail, email)).for("update");
  const receivers = await recipientsOf(tx, email, hashKey);
  // Every registered record tied to the address (server/privacy/registry.ts): the leads, the
  // bookings (their seats freed), the reports, the quotes, the account with what hangs on it.
  for (const entry of REGISTRY) {
    if (entry.onErasure === "deleted" && entry.tiedBy.by !== "account") await removeRows(tx, entry, heldBy(entry, email));
  }
  // The copies of the events about the address, delivered or not (a pending one will not go);
  // not a removal still under way from an earlier erasure.
  await tx.delete(webhookDeliveries).where(and(eq(webhookDeliveries.subjectEmail, email), ne(webhookDeliveries.eventType, "data_subject.erased")));
  // Another account's onboarding event lists the address among the colleagues it invited:
  // the address leaves the list (an exact element of the array), the event stays theirs.
  await tx
    .update(webhookDeliveries)
    .set({ payload: sql`jsonb_set(${webhookDeliveries.payload}, '{data,invitations}', (${webhookDeliveries.payload} -> 'data' -> 'invitations') - ${email}::text)` })
    .where(sql`${webhookDeliveries.payload} -> 'data' -> 'invitations' ? ${email}::text`);
  // Other accounts' invitations to this address.
  await tx.delete(accountInvitations).where(sameEmail(accountInvitations.email, email));
  // Every form's recorded answers about the person (a booking's holds the name and company):
  // a retry with one of their keys is then a new submission.
  await forgetSubmissionsAbout(tx, email, hashKey);

  await suppress(tx, email, suppressionKey, now);
  // Every destination that ever received the person is told, even when our own records are
  // long gone; a repeated erasure tells nobody again (they were told, and forgotten).
  const { event, told } = events.prepareErasure(email, receivers, now);
  await effects.event(event);
  await forgetRecipients(tx, email, hashKey, told);
  return { erasedMail, told };
}
