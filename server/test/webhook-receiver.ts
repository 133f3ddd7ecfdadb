// A real webhook receiver on loopback, as a destination would run one: it verifies every
// delivery's signature with the `standardwebhooks` package and records what it got. It can
// answer an error for a while (500 by default, or what setFailure says), hang (until released
// or closed), or be closed (connection refused) and reopened on its port.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Webhook } from "standardwebhooks";
import type { EventBody } from "../../contracts/events.ts";
import { freePort } from "./smtp-listener.ts";

/** A secret in the whsec_ form (32 bytes). */
export const testSecret = (seed: string) => `whsec_${Buffer.alloc(32, seed).toString("base64")}`;

interface ReceivedDelivery {
  id: string;
  timestamp: number;
  /** When it arrived (Date.now()). */
  at: number;
  status: number;
  body: EventBody;
}

export type ReceiverMode = "accept" | "fail" | "hang";

export async function startWebhookReceiver(secret: string, port?: number) {
  const verifier = new Webhook(secret);
  /** Every request, whatever the answer. */
  const attempts: ReceivedDelivery[] = [];
  /** Signed deliveries answered 2xx, in arrival order. */
  const accepted: ReceivedDelivery[] = [];
  const unverified: string[] = [];
  const hung: { delivery: ReceivedDelivery; response: ServerResponse }[] = [];
  let mode: ReceiverMode = "accept";
  let failure = { status: 500, text: "temporarily unavailable" };
  const listenPort = port ?? (await freePort());
  let server: Server | null = null;

  function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const headers = request.headers as Record<string, string>;
      let body: EventBody;
      try {
        body = verifier.verify(raw, headers) as EventBody;
      } catch (error) {
        unverified.push(String(error));
        response.writeHead(400).end("bad signature");
        return;
      }
      const delivery = { id: headers["webhook-id"]!, timestamp: Number(headers["webhook-timestamp"]), at: Date.now(), status: 0, body };
      attempts.push(delivery);
      if (request.headers["content-type"] !== "application/json") {
        delivery.status = 415;
        response.writeHead(415).end();
      } else if (mode === "hang") {
        hung.push({ delivery, response });
      } else if (mode === "fail") {
        delivery.status = failure.status;
        response.writeHead(failure.status, { "content-type": "text/plain" }).end(failure.text);
      } else {
        delivery.status = 204;
        accepted.push(delivery);
        response.writeHead(204).end();
      }
    });
  }

  async function open() {
    server = createServer(handle);
    await new Promise<void>((resolve, reject) => {
      server!.once("error", reject);
      server!.listen(listenPort, "127.0.0.1", () => resolve());
    });
  }

  async function close() {
    for (const { response } of hung.splice(0)) response.destroy();
    const closing = server;
    server = null;
    if (!closing) return;
    closing.closeAllConnections();
    await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  await open();
  return {
    url: `http://127.0.0.1:${listenPort}/webhooks`,
    attempts,
    accepted,
    unverified,
    setMode: (next: ReceiverMode) => void (mode = next),
    /** Answers the requests "hang" holds as "accept" does, and accepts from now on. */
    release() {
      mode = "accept";
      for (const { delivery, response } of hung.splice(0)) {
        delivery.status = 204;
        accepted.push(delivery);
        response.writeHead(204).end();
      }
    },
    /** What mode "fail" answers. */
    setFailure: (status: number, text: string) => void (failure = { status, text }),
    /** Stops listening: deliveries meet a refused connection until reopen(). */
    close,
    reopen: open,
    types: () => accepted.map((d) => d.body.type),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
