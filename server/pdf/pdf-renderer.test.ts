// The quote PDFs are drawn off the main thread, by a bounded pool of workers.
import { threadId } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { tierInput } from "../../contracts/plan-tiers.ts";
import { tablePriceSource } from "../pricing/price-source.ts";
import { HANGING_COMPANY, HANGING_PDF_WORKER, HANGING_TIMEOUT_MS } from "../test/pdf-fixtures.ts";
import { createPdfRenderer, PdfQueueFull, PdfRenderTimeout, type PdfRenderer, type PdfRendererOptions } from "./pdf-renderer.ts";
import type { QuotePdfData } from "./quote-pdf.ts";

const pricing = tierInput("ouro");
const quote = await tablePriceSource()(pricing);

function sampleQuotePdf(id = "00000000-0000-4000-8000-000000000000"): QuotePdfData {
  const createdAt = new Date("2026-11-23T13:00:00Z");
  return { id, createdAt, validUntil: new Date(createdAt.getTime() + 30 * 86_400_000), company: "Construtora Horizonte Ltda.", cnpj: "11222333000181", responsible: "Mariana Albuquerque", email: "mariana@horizonte.com.br", period: "mensal", pricing, quote };
}

const renderers: PdfRenderer[] = [];
afterEach(async () => {
  await Promise.all(renderers.splice(0).map((r) => r.close()));
});
function renderer(workers: number, maxQueue: number, options: Partial<PdfRendererOptions> = {}) {
  const created = createPdfRenderer({ workers, maxQueue, ...options });
  renderers.push(created);
  return created;
}

describe("createPdfRenderer", () => {
  it("draws every PDF in a worker thread, never on the caller's, with at most `workers` threads", async () => {
    const pool = renderer(2, 8);
    const rendered = await Promise.all([1, 2, 3, 4, 5].map(() => pool.render(sampleQuotePdf())));
    for (const { pdf, threadId: drawnOn } of rendered) {
      expect(drawnOn).not.toBe(threadId);
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdf.subarray(-8).toString("latin1")).toContain("%%EOF");
    }
    expect(new Set(rendered.map((r) => r.threadId)).size).toBeLessThanOrEqual(2);
  });

  it("refuses at once beyond its queue, and takes work again once it drained", async () => {
    const pool = renderer(1, 2);
    const outcomes = [1, 2, 3, 4, 5].map(() => pool.render(sampleQuotePdf()).then(() => "drawn", (error: unknown) => error));
    // One drawing, two waiting: the fourth and fifth are refused without waiting.
    expect(pool.full).toBe(true);
    const settled = await Promise.all(outcomes);
    expect(settled.slice(0, 3)).toEqual(["drawn", "drawn", "drawn"]);
    expect(settled.slice(3).every((o) => o instanceof PdfQueueFull)).toBe(true);
    expect(pool.full).toBe(false);
    expect((await pool.render(sampleQuotePdf())).pdf.length).toBeGreaterThan(1000);
  });

  it("close() stops the workers and refuses what is drawing or waiting", async () => {
    const pool = createPdfRenderer({ workers: 1, maxQueue: 4 });
    const outcomes = [1, 2, 3].map(() => pool.render(sampleQuotePdf()).then(() => "drawn", () => "refused"));
    await pool.close();
    expect(await Promise.all(outcomes)).toEqual(["refused", "refused", "refused"]);
    await expect(pool.render(sampleQuotePdf())).rejects.toBeInstanceOf(PdfQueueFull);
  });

  it("security review: a render past its timeout fails, its worker is terminated, and the pool draws the next PDF on a new worker", async () => {
    const pool = renderer(1, 2, { workerUrl: HANGING_PDF_WORKER, timeoutMs: HANGING_TIMEOUT_MS });
    const first = await pool.render(sampleQuotePdf());
    const hanging = pool.render({ ...sampleQuotePdf(), company: HANGING_COMPANY });
    // Queued behind the hanging one: drawn once the stuck worker is gone.
    const waiting = pool.render(sampleQuotePdf());
    await expect(hanging).rejects.toBeInstanceOf(PdfRenderTimeout);
    const next = await waiting;
    expect(next.pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(next.threadId).not.toBe(first.threadId);
  });
});
