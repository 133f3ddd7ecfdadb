// The PDF worker that can hang (hanging-pdf-worker.ts), for the render timeout's tests.

/** The company whose quote the hanging worker never finishes drawing. */
export const HANGING_COMPANY = "Construtora Trava Ltda.";

export const HANGING_PDF_WORKER = new URL("./hanging-pdf-worker.ts", import.meta.url);

/** The render timeout the tests give the pool: past a cold worker's start on a busy machine. */
export const HANGING_TIMEOUT_MS = 2000;
