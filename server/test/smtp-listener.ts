// A real SMTP server on loopback that records what it receives, and can refuse or hang
// on chosen recipients.
import { createServer as createNetServer } from "node:net";
import { SMTPServer } from "smtp-server";

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  messageId: string | null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export interface SmtpListenerOptions {
  /** Recipients refused at RCPT TO with this reply code, e.g. 550 (for good) or 451 (try later). */
  refuse?: Record<string, number>;
  /** Recipients whose RCPT TO is never answered, as by a hung server (until close()). */
  stall?: string[];
}

export async function startSmtpListener(port: number, { refuse = {}, stall = [] }: SmtpListenerOptions = {}) {
  const received: ReceivedMail[] = [];
  /** Every recipient a client asked for at RCPT TO, whatever the answer. */
  const recipientsTried: string[] = [];
  const stalled: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo({ address }, _session, callback) {
      recipientsTried.push(address);
      const code = refuse[address];
      if (code) return callback(Object.assign(new Error(code >= 500 ? "Mailbox unavailable" : "Try again later"), { responseCode: code }));
      if (stall.includes(address)) return void stalled.push(() => callback(Object.assign(new Error("Shutting down"), { responseCode: 421 })));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          messageId: /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? null,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      // A client that dies mid-session (an instance killed under load) resets its connection:
      // like a mail server, the listener drops that session and keeps serving the others.
      server.on("error", () => {});
      resolve();
    });
  });
  return {
    received,
    recipientsTried,
    close: () => {
      for (const release of stalled.splice(0)) release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
