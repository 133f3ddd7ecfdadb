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
}

export interface Mailer {
  send(message: MailMessage, messageId: string): Promise<void>;
  close(): void;
}

export function createMailer({ smtpUrl, from, mailDir }: { smtpUrl: string | null; from: string; mailDir: string }): Mailer {
  if (smtpUrl) {
    const transport = createTransport(smtpUrl, { from });
    return {
      async send(message, messageId) {
        await transport.sendMail({ ...toNodemailer(message), from, messageId: `<${messageId}@tramita.mail>` });
      },
      close: () => transport.close(),
    };
  }
  const transport = createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message, messageId) {
      const info = await transport.sendMail({ ...toNodemailer(message), from, messageId: `<${messageId}@tramita.mail>` });
      mkdirSync(mailDir, { recursive: true });
      writeFileSync(join(mailDir, `${messageId}.eml`), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}

function toNodemailer(message: MailMessage) {
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.attachments?.length ? { attachments: message.attachments.map((a) => ({ ...a })) } : {}),
  };
}
