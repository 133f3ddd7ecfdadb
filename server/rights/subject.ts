// Where one address's data lives: the predicates the view (server/privacy/view.ts) and the erasure
// (erasure.ts) share, so what the visitor is shown is exactly what is erased. Every one is an
// exact match of the normalised address against a column that holds an address, never a
// search of free text or JSON: `pereira.adv@yahoo.com` must not find the records of
// `joao.pereira.adv@yahoo.com.br`. Mail and events record whom they are about when they are
// queued (outbox.about, webhook_deliveries.subject_email).
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { MAIL_RECIPIENT_ROLES } from "../../contracts/data-rights-options.ts";
import { normalizeEmail } from "../../contracts/account-options.ts";
import { INVITATION_MAIL_KIND } from "../accounts/emails.ts";

/** Rows whose address column is `email` (trimmed, lower-cased), whatever case or spaces it was typed with. */
export const sameEmail = (column: AnyColumn, email: string): SQL => sql`lower(btrim(${column})) = ${email}`;

/** Notices to our own team end so (e.g. 'demo-request.sales'). */
const SALES_KIND_SUFFIX = ".sales";

/**
 * Who a message about `email` went to, as its page shows it: the address itself when it went
 * to its owner, otherwise the recipient's role (our sales team, a colleague they invited),
 * never a third party's address.
 */
export function recipientShown(message: { to: string; kind: string }, email: string): string {
  if (normalizeEmail(message.to) === email) return message.to;
  if (message.kind.endsWith(SALES_KIND_SUFFIX)) return MAIL_RECIPIENT_ROLES.sales;
  if (message.kind === INVITATION_MAIL_KIND) return MAIL_RECIPIENT_ROLES.invitedColleague;
  return MAIL_RECIPIENT_ROLES.other;
}
