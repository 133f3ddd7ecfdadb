// Queueing mail: a message becomes an outbox row in the caller's transaction, so it exists
// exactly when the data it announces does; the mail worker (mail-worker.ts) delivers it.
// Handlers queue through commit (commit.ts), which also wakes the worker.
import type { SQL, SQLWrapper } from "drizzle-orm";
import { normalizeEmail } from "../../contracts/account-options.ts";
import type { Db, Tx } from "../db/client.ts";
import { jsonRowsOf } from "../db/json-rows.ts";
import { outbox } from "../db/schema.ts";
import type { OutboxMessage } from "../mail/outbox.ts";
import { cleanSubject } from "../mail/subject.ts";

/** The columns a queued message fills; the rest (status, attempts, schedule) start at their defaults. */
const queuedMessages = jsonRowsOf(outbox, ["kind", "to", "subject", "text", "html", "replyTo", "attachments", "about", "carriesToken", "listUnsubscribe"]);

function outboxRows(messages: readonly OutboxMessage[]) {
  return messages.map((m) => ({
    kind: m.kind,
    to: m.to,
    subject: cleanSubject(m.subject),
    text: m.text,
    html: m.html ?? null,
    replyTo: m.replyTo ?? null,
    attachments: m.attachments?.length ? m.attachments : null,
    about: [...new Set(m.about.map(normalizeEmail))],
    carriesToken: m.carriesToken ?? false,
    listUnsubscribe: m.listUnsubscribe ?? null,
  }));
}

export async function enqueueMail(tx: Tx | Db, messages: readonly OutboxMessage[]) {
  if (messages.length === 0) return;
  await tx.insert(outbox).values(outboxRows(messages));
}

/** `messages` as one JSON value, for a statement that enqueues them itself (enqueueMailJson). */
export const mailJson = (messages: readonly OutboxMessage[]): string => queuedMessages.json(outboxRows(messages));

/** The insert enqueueing the messages of `json` (from mailJson, or its placeholder) when `when` holds. */
export const enqueueMailJson = (json: SQLWrapper, when: SQL): SQL => queuedMessages.insert(json, when);
