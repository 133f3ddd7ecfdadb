// Sends one e-mail: through SMTP when SMTP_URL is set, else writes it as an .eml file
// under DATA_DIR/mail so a developer can open it.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createTransport } from "nodemailer";

export interface MailAttachment {
  filename: string;
  /** With parameters, e.g. 'text/calendar; charset=utf-8; method=REQUEST'. */
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  replyTo?: string | null;
  attachments?: MailAttachment[] | null;
  /**
   * The one-click unsubscribe URL of a mailing (the newsletter's): sent as List-Unsubscribe
   * with List-Unsubscribe-Post (RFC 8058), so the mail client's own button unsubscribes.
   */
  listUnsubscribe?: string | null;
}

export interface Mailer {
  send(message: MailMessage, messageId: string): Promise<void>;
  /** A send fails after at most this long, whatever the server does. */
  readonly timeoutMs: number;
  close(): void;
}

/**
 * The longest an SMTP send may take. Connecting (DNS, TCP and the greeting) gets a third of
 * it, each silence of the server half of it, and the whole exchange is aborted when it runs
 * out, so a server that stalls or trickles cannot hold a send longer. The outbox leases a
 * message for longer than this (it checks), so a hung send never outlives its lease and no
 * other instance sends the same message meanwhile.
 */
export const SMTP_SEND_TIMEOUT_MS = 30_000;

export function createMailer({ smtpUrl, from, mailDir, timeoutMs = SMTP_SEND_TIMEOUT_MS }: { smtpUrl: string | null; from: string; mailDir: string; timeoutMs?: number }): Mailer {
  if (smtpUrl) {
    const transport = createTransport(
      { url: smtpUrl, connectionTimeout: timeoutMs / 3, greetingTimeout: timeoutMs / 3, socketTimeout: timeoutMs / 2 },
      { from },
    );
    return {
      timeoutMs,
      async send(message, messageId) {
        const signal = AbortSignal.timeout(timeoutMs);
        try {
          await transport.sendMail({ ...toNodemailer(message), from, messageId: `<${messageId}@tramita.mail>`, signal });
        } catch (error) {
          throw signal.aborted ? new Error(`SMTP send timed out after ${timeoutMs} ms`, { cause: error }) : error;
        }
      },
      close: () => transport.close(),
    };
  }
  const transport = createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    timeoutMs,
    async send(message, messageId) {
      const info = await transport.sendMail({ ...toNodemailer(message), from, messageId: `<${messageId}@tramita.mail>` });
      mkdirSync(mailDir, { recursive: true });
      writeFileSync(join(mailDir, emlFileName(messageId)), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}

/** The file a message is written to when there is no SMTP server. */
export const emlFileName = (messageId: string) => `${messageId}.eml`;

function toNodemailer(message: MailMessage) {
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.attachments?.length ? { attachments: message.attachments.map((a) => ({ ...a })) } : {}),
    ...(message.listUnsubscribe ? { list: { unsubscribe: message.listUnsubscribe }, headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } } : {}),
  };
}
