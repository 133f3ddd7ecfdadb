// A PDF worker for tests: quote-pdf-worker.ts, except that the quote of HANGING_COMPANY never
// finishes drawing (its thread spins, as a render stuck in a loop would).
import { parentPort } from "node:worker_threads";
// oxlint-disable-next-line import/no-unassigned-import -- the real worker registers its own listener
import "../pdf/quote-pdf-worker.ts";
import type { QuotePdfData } from "../pdf/quote-pdf.ts";
import { HANGING_COMPANY } from "./pdf-fixtures.ts";

// The real worker draws in a later microtask; this listener spins before it gets there.
parentPort!.on("message", (data: QuotePdfData) => {
  // oxlint-disable-next-line no-empty -- spinning is the point
  if (data.company === HANGING_COMPANY) for (;;) {}
});
