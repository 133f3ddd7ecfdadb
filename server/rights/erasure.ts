// Erasure of everything the site holds about one address (LGPD art. 18, IV and VI), inside
// the caller's transaction, so it happens whole or not at all. Nothing is anonymised in
// place: every record tied to the address is deleted, and the contents of the mail about it
// are erased (what stays of a message, its kind, dates, status and the recipient's domain,
// identifies nobody). A future demo is cancelled first: its seat is freed and the sales team
// gets the usual cancellation notice, naming the company and the time but not the person.
// What the law keeps is what was never tied to the address (contracts/data-rights.ts,
// ERASURE_EXCEPTIONS), plus the address's keyed hash on the suppression list.
import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { deleteAccounts } from "../accounts/queries.ts";
import { accountInvitations, accounts, bookings, idempotencyKeys, leads, maturityReportLeads, quotes, webhookDeliveries } from "../db/schema.ts";
import { releaseSeat } from "../bookings/seats.ts";
import { bookingEmails } from "../bookings/emails.ts";
import { enqueueMail, eraseMail } from "../mail/outbox.ts";
import { mailAbout, inviterOf, sameEmail } from "./subject.ts";
import type { EventQueue } from "../webhooks/queue.ts";
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
  /** Tells the CRM and the platform (data_subject.erased) so they can erase too. */
  events: EventQueue;
  now: Date;
}

/**
 * Erases what the site holds about `email` (trimmed, lower-cased) and puts it on the
 * suppression list. Returns the ids of the outbox messages whose contents were erased (their
 * .eml copies are removed after the commit).
 */
export async function eraseSubject(tx: Tx, email: string, { salesInbox, publicSiteUrl, suppressionKey, events, now }: ErasureContext): Promise<number[]> {
  const [account] = await tx.select().from(accounts).where(eq(accounts.emailNormalized, email)).for("update");

  // Mail first, while the records that say which messages are about the address still exist.
  const erasedMail = await eraseMail(tx, mailAbout(email, account ? await inviterOf(tx, account) : null));

  const theirBookings = await tx.select().from(bookings).where(sameEmail(bookings.email, email)).for("update");
  for (const booking of theirBookings) {
    await releaseSeat(tx, booking.id);
    if (booking.status !== "confirmed" || booking.slotStart <= now) continue;
    const cancelled = { ...booking, ...NOBODY, status: "cancelled" as const, cancelledAt: now, updatedAt: now, sequence: booking.sequence + 1 };
    const notices = bookingEmails(cancelled, "cancelled", { salesInbox, publicSiteUrl, token: null, now }).filter((m) => m.kind.endsWith(".sales"));
    await enqueueMail(tx, notices.map((m) => ({ ...m, replyTo: null })));
  }
  if (theirBookings.length > 0) await tx.delete(bookings).where(inArray(bookings.id, theirBookings.map((b) => b.id)));

  const leadIds = (await tx.delete(leads).where(sameEmail(leads.email, email)).returning({ id: leads.id })).map((l) => l.id);
  // A retried demo request would replay the deleted lead's id from its idempotency key.
  if (leadIds.length > 0) await tx.delete(idempotencyKeys).where(inArray(sql`${idempotencyKeys.responseBody}->>'id'`, leadIds));
  const reports = await tx.delete(maturityReportLeads).where(sameEmail(maturityReportLeads.email, email)).returning({ id: maturityReportLeads.id });
  const theirQuotes = await tx.delete(quotes).where(sameEmail(quotes.email, email)).returning({ id: quotes.id });
  // The copies of the events about the address, delivered or not (a pending one will not go).
  const theirEvents = await tx
    .delete(webhookDeliveries)
    .where(sql`strpos(lower(${webhookDeliveries.payload}::text), ${email}) > 0`)
    .returning({ id: webhookDeliveries.id });

  if (account) await deleteAccounts(tx, [account.id]);
  // Other accounts' invitations to this address.
  await tx.delete(accountInvitations).where(sameEmail(accountInvitations.email, email));

  await suppress(tx, email, suppressionKey, now);
  // Only when records were erased (mail about the erasure itself does not count): a repeated
  // erasure stays a no-op for the receivers too.
  const heldAnything = [theirBookings, leadIds, reports, theirQuotes, theirEvents].some((list) => list.length > 0) || account !== undefined;
  if (heldAnything) {
    const emailSha256 = createHash("sha256").update(email).digest("hex");
    await events.emit(tx, "data_subject.erased", { email_sha256: emailSha256, erased_at: now.toISOString() }, now);
  }
  return erasedMail;
}
