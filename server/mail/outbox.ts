// What a message for the outbox is (server/outbox/ queues, delivers and erases it): its
// fields, the kinds of mail delivered or erased on their own terms, and how to select
// messages by the person they are about and by whether their contents still exist.
import { sql, type SQL } from "drizzle-orm";
import { outbox } from "../db/schema.ts";
import type { MailMessage } from "./mailer.ts";

export interface OutboxMessage extends MailMessage {
  kind: string;
  /**
   * The addresses of the people the message is about (its recipient when it is about them,
   * the visitor a notice to the sales team names, the inviter an invitation names), as typed:
   * the data-rights view and erasure find mail by these alone (LGPD art. 18).
   */
  about: readonly string[];
  /**
   * Set where a kind of mail is built when it holds a working token link (sign-in, password,
   * booking management, data rights): its contents are erased RETENTION_HOURS.tokenMailContents
   * after delivery (server/retention.ts) instead of after the usual retention.
   */
  carriesToken?: boolean;
}

/** Messages about the address `email` (trimmed, lower-cased): an exact match, never a search of their text. */
export const mailAbout = (email: string): SQL => sql`${outbox.about} @> ARRAY[${email}]::text[]`;

/**
 * Account mail (kinds 'account.*', server/accounts/emails.ts: confirmation, password
 * reset, magic link...) carries links that expire within minutes or hours while someone
 * waits for it: it is claimed before any other mail, and has delivery slots of its own.
 */
export const TIME_CRITICAL_KIND_PREFIX = "account.";
export const isTimeCritical = (kind: string) => kind.startsWith(TIME_CRITICAL_KIND_PREFIX);

/**
 * Mail whose contents are erased as soon as it is final (delivered, or given up on) rather
 * than after the usual retention: kinds 'ephemeral.*', e.g. the confirmation sent to an
 * address whose data was just erased at its owner's request (server/rights/).
 */
export const EPHEMERAL_KIND_PREFIX = "ephemeral.";
export const isEphemeral = (kind: string) => kind.startsWith(EPHEMERAL_KIND_PREFIX);

/** What an erased message's subject and recipient mailbox read (retention, server/retention.ts). */
export const ERASED = "[apagado]";
/** Messages whose contents were not erased yet. */
export const withContents = () => sql`${outbox.subject} <> ${ERASED}`;

/** The Message-ID (left of the '@') and .eml file name of an outbox message. */
export const outboxMessageId = (id: number) => `outbox-${id}`;
