// Quote PDFs are drawn in worker threads (quote-pdf-worker.ts): pdfkit draws synchronously,
// and on the main thread every render would hold up all other requests. A few workers,
// started when first needed, each draw one PDF at a time; jobs beyond them wait in a bounded
// queue, and beyond that render() refuses at once (PdfQueueFull), so a flood cannot pile up
// work or memory: the route answers 503. A render that takes longer than its timeout (a
// pdfkit bug, a pathological input) fails with PdfRenderTimeout: its worker is terminated,
// and the pool starts another for the next job.
import { Worker } from "node:worker_threads";
import type { QuotePdfData } from "./quote-pdf.ts";
import type { RenderReply } from "./quote-pdf-worker.ts";

export class PdfQueueFull extends Error {
  constructor() {
    super("the PDF queue is full");
  }
}

export class PdfRenderTimeout extends Error {
  constructor(timeoutMs: number) {
    super(`the PDF was not drawn within ${timeoutMs} ms`);
  }
}

/** A quote's PDF takes well under a second to draw; one still drawing after this never ends. */
export const PDF_RENDER_TIMEOUT_MS = 10_000;

interface RenderedPdf {
  pdf: Buffer;
  /** The worker thread that drew it. */
  threadId: number;
}

export interface PdfRendererOptions {
  /** Worker threads drawing at the same time. */
  workers: number;
  /** Renders that may wait for a free worker. */
  maxQueue: number;
  /** How long a worker may draw one PDF before it is terminated (default PDF_RENDER_TIMEOUT_MS). */
  timeoutMs?: number;
  /** The worker module (default quote-pdf-worker.ts; tests give one that can hang). */
  workerUrl?: URL;
}

export interface PdfRenderer {
  render(data: QuotePdfData): Promise<RenderedPdf>;
  /** True when a render now would be refused. */
  readonly full: boolean;
  /** Jobs a worker is drawing, and jobs waiting for one (metrics). */
  usage(): { drawing: number; queued: number };
  /** Stops the workers; what is still waiting or drawing is refused. */
  close(): Promise<void>;
}

interface Job {
  data: QuotePdfData;
  resolve: (rendered: RenderedPdf) => void;
  reject: (error: unknown) => void;
  /** Set while a worker draws it. */
  deadline?: ReturnType<typeof setTimeout>;
}

const WORKER_URL = new URL("./quote-pdf-worker.ts", import.meta.url);

export function createPdfRenderer({ workers: size, maxQueue, timeoutMs = PDF_RENDER_TIMEOUT_MS, workerUrl = WORKER_URL }: PdfRendererOptions): PdfRenderer {
  const workers = new Set<Worker>();
  const idle: Worker[] = [];
  const drawing = new Map<Worker, Job>();
  const queue: Job[] = [];
  let closed = false;

  /** The job `worker` was drawing, now no longer drawn by it. */
  function finish(worker: Worker): Job | undefined {
    const job = drawing.get(worker);
    drawing.delete(worker);
    clearTimeout(job?.deadline);
    return job;
  }

  function spawn(): Worker {
    const worker = new Worker(workerUrl);
    workers.add(worker);
    worker.on("message", (reply: RenderReply) => {
      const job = finish(worker);
      if (reply.ok) job?.resolve({ pdf: Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength), threadId: reply.threadId });
      else job?.reject(new Error(`PDF render failed: ${reply.message}`));
      // An idle worker does not keep the process alive.
      worker.unref();
      idle.push(worker);
      dispatch();
    });
    // An uncaught error ends the worker: its job fails, and the next job starts a new one.
    worker.on("error", (error) => finish(worker)?.reject(error));
    worker.on("exit", (code) => {
      workers.delete(worker);
      const idleAt = idle.indexOf(worker);
      if (idleAt >= 0) idle.splice(idleAt, 1);
      finish(worker)?.reject(new Error(`PDF worker stopped (exit code ${code})`));
      dispatch();
    });
    return worker;
  }

  /** Hands waiting jobs to idle workers, starting workers up to `size`. */
  function dispatch() {
    if (closed) return;
    while (queue.length > 0) {
      const worker = idle.pop() ?? (workers.size < size ? spawn() : null);
      if (!worker) return;
      const job = queue.shift()!;
      drawing.set(worker, job);
      // Past the deadline the job fails and its worker goes; its exit starts the next job on a new one.
      job.deadline = setTimeout(() => {
        finish(worker)?.reject(new PdfRenderTimeout(timeoutMs));
        void worker.terminate();
      }, timeoutMs);
      worker.ref();
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread, not a window
      worker.postMessage(job.data);
    }
  }

  return {
    get full() {
      return closed || (idle.length === 0 && workers.size >= size && queue.length >= maxQueue);
    },
    usage: () => ({ drawing: drawing.size, queued: queue.length }),
    render(data) {
      if (this.full) return Promise.reject(new PdfQueueFull());
      return new Promise<RenderedPdf>((resolve, reject) => {
        queue.push({ data, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new PdfQueueFull());
      await Promise.all([...workers].map((worker) => worker.terminate()));
    },
  };
}
