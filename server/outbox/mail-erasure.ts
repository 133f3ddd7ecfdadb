// Erasing what the outbox holds about people: the contents of messages past their retention
// (contracts/retention.ts), of ephemeral mail once it is final, and of the messages about
// someone whose data is erased at their request (server/rights/).
import { unlink } from "node:fs/promises";
import { join } from "node:path";
import { and, eq, lt, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { outbox } from "../db/schema.ts";
import { emlFileName } from "../mail/mailer.ts";
import { ERASED, outboxMessageId, withContents } from "../mail/outbox.ts";

/** The mailbox part of an e-mail address in free text, up to its '@' (a PostgreSQL regex). */
const MAILBOX = `[^[:space:]<>"'(),;:]+@`;

/**
 * Erases the contents of messages past their retention (contracts/retention.ts): subject,
 * bodies, attachments, reply-to and the recipient's mailbox. What stays (kind, status,
 * attempts, dates, the recipient's domain and the error without addresses) says what was
 * sent and whether it arrived, and identifies nobody. `tokenOnly` limits it to messages
 * carrying a working token link. Returns the ids of the messages it erased.
 */
export function eraseMailContents(db: Db | Tx, status: "sent" | "failed", before: Date, { tokenOnly = false } = {}): Promise<number[]> {
  const since = status === "sent" ? outbox.sentAt : outbox.createdAt;
  return eraseMail(db, and(eq(outbox.status, status), lt(since, before), tokenOnly ? eq(outbox.carriesToken, true) : undefined)!);
}

/**
 * Removes the .eml copies (written only without an SMTP server) of the messages `ids`; one
 * already gone is fine. A copy that cannot be removed goes to `onError`, by default an error.
 */
export async function removeEmlCopies(
  mailDir: string,
  ids: readonly number[],
  onError: (error: unknown, id: number) => void = (error) => {
    throw error;
  },
) {
  for (const id of ids) {
    await unlink(join(mailDir, emlFileName(outboxMessageId(id)))).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") onError(error, id);
    });
  }
}

/**
 * Erases the contents of the messages `where` selects, as eraseMailContents does; one still
 * pending is withdrawn (never sent). Returns the ids of the messages it erased.
 */
export async function eraseMail(db: Db | Tx, where: SQL): Promise<number[]> {
  const erased = await db
    .update(outbox)
    .set({
      subject: ERASED,
      text: "",
      html: null,
      replyTo: null,
      attachments: null,
      listUnsubscribe: null,
      about: sql`'{}'::text[]`,
      to: sql`${`${ERASED}@`}::text || split_part(${outbox.to}, '@', 2)`,
      lastError: sql`regexp_replace(${outbox.lastError}, ${MAILBOX}, ${`${ERASED}@`}, 'g')`,
      status: sql`case when ${outbox.status} = 'pending' then 'withdrawn' else ${outbox.status} end`,
    })
    .where(and(where, withContents()))
    .returning({ id: outbox.id });
  return erased.map((row) => row.id);
}
