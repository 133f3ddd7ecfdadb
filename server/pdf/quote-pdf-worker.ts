// A worker thread of pdf-renderer.ts: draws each quote PDF it is sent, one at a time, so that
// pdfkit's synchronous drawing never holds up the server's event loop.
import { parentPort, threadId } from "node:worker_threads";
import { renderQuotePdf, type QuotePdfData } from "./quote-pdf.ts";

export type RenderReply = { ok: true; pdf: Uint8Array; threadId: number } | { ok: false; message: string };

const port = parentPort;
if (!port) throw new Error("quote-pdf-worker.ts runs as a worker thread of pdf-renderer.ts");

port.on("message", (data: QuotePdfData) => {
  Promise.resolve(data)
    .then(renderQuotePdf)
    .then(
      (pdf) => port.postMessage({ ok: true, pdf, threadId } satisfies RenderReply),
      (error: unknown) => port.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) } satisfies RenderReply),
    );
});
