// The background loop of the outbox and of each webhook destination: runs `step` every
// `pollMs` and at once when woken (after a commit that queued work). A wake that arrives
// while a step runs starts the next step as soon as this one ends, so work queued meanwhile
// never waits a whole poll; steps never overlap.
export interface WakeableLoop {
  start(): void;
  wake(): void;
  /** Stops polling and waits for the step under way, if any. */
  stop(): Promise<void>;
}

export function wakeableLoop(step: () => Promise<unknown>, pollMs: number, onError: (error: unknown) => void): WakeableLoop {
  let active = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let wokenMeanwhile = false;

  function run() {
    timer = null;
    wokenMeanwhile = false;
    running = step().then(() => undefined, onError);
    void running.finally(() => {
      running = null;
      if (active) timer = setTimeout(run, wokenMeanwhile ? 0 : pollMs);
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
