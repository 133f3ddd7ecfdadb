// The background loop of the outbox and of each webhook destination: runs `step` every
// `pollMs` and at once when woken (after a commit that queued work). A wake that arrives
// while a step runs starts the next step as soon as this one ends, so work queued meanwhile
// never waits a whole poll; steps never overlap. A step that fails (the database is away)
// is retried after a wait that doubles with each failure in a row, up to MAX_BACKOFF_MS, so a
// long outage costs a log line every half minute rather than every poll; a wake still runs
// the next step at once (a commit just succeeded, so the database is back).
export interface WakeableLoop {
  start(): void;
  wake(): void;
  /** Stops polling and waits for the step under way, if any. */
  stop(): Promise<void>;
}

/** The longest wait between steps while they keep failing. */
export const MAX_BACKOFF_MS = 30_000;

/** The wait after `failures` failed steps in a row: `pollMs` after a success, then doubling. */
function backoffMs(pollMs: number, failures: number): number {
  return failures === 0 ? pollMs : Math.max(pollMs, Math.min(MAX_BACKOFF_MS, pollMs * 2 ** failures));
}

export function wakeableLoop(step: () => Promise<unknown>, pollMs: number, onError: (error: unknown) => void): WakeableLoop {
  let active = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let wokenMeanwhile = false;
  let failures = 0;

  function run() {
    timer = null;
    wokenMeanwhile = false;
    running = step().then(
      () => {
        failures = 0;
      },
      (error: unknown) => {
        failures++;
        onError(error);
      },
    );
    void running.finally(() => {
      running = null;
      if (active) timer = setTimeout(run, wokenMeanwhile ? 0 : backoffMs(pollMs, failures));
    });
  }

  return {
    start() {
      active = true;
      timer = setTimeout(run, 0);
    },
    wake() {
      if (!active) return;
      if (running) {
        wokenMeanwhile = true;
        return;
      }
      if (timer) clearTimeout(timer);
      run();
    },
    async stop() {
      active = false;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
