// Where one address's data lives: the predicates the view (records.ts) and the erasure
// (erasure.ts) share, so what the visitor is shown is exactly what is erased.
import { and, eq, inArray, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { normalizeEmail } from "../../contracts/account-options.ts";
import type { Db, Tx } from "../db/client.ts";
import { accountInvitations, outbox } from "../db/schema.ts";
import { INVITATION_MAIL_KIND } from "../accounts/emails.ts";

/** Rows whose address column is `email` (trimmed, lower-cased), whatever case it was typed in. */
export const sameEmail = (column: AnyColumn, email: string): SQL => sql`lower(${column}) = ${email}`;

/** The account that signed up with the address: its name, and whom it invited. */
export interface Inviter {
  name: string;
  /** Trimmed, lower-cased. */
  invited: string[];
}

export async function inviterOf(db: Db | Tx, account: { id: string; name: string }): Promise<Inviter> {
  const invited = await db.select({ email: accountInvitations.email }).from(accountInvitations).where(eq(accountInvitations.accountId, account.id));
  return { name: account.name, invited: invited.map((i) => normalizeEmail(i.email)) };
}

/**
 * Mail to or about the address: the address in the recipient, the reply-to, the subject, the
 * text (every message has one; the HTML part says the same) or an attachment (the notices to
 * the sales team name the visitor so), and the invitations the address's account sent its
 * colleagues (they name the inviter, not the inviter's address).
 */
export function mailAbout(email: string, inviter: Inviter | null): SQL {
  const fields: (AnyColumn | SQL)[] = [outbox.to, outbox.replyTo, outbox.subject, outbox.text, sql`${outbox.attachments}::text`];
  const mentions = or(...fields.map((field) => sql`strpos(lower(coalesce(${field}, '')), ${email}) > 0`))!;
  if (!inviter || inviter.invited.length === 0) return mentions;
  const invitations = and(eq(outbox.kind, INVITATION_MAIL_KIND), inArray(sql`lower(${outbox.to})`, inviter.invited), sql`strpos(${outbox.text}, ${inviter.name}) > 0`)!;
  return or(mentions, invitations)!;
}
