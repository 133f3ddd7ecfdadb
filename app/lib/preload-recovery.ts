// spec §2: a failed load of a deferred asset raises Vite's 'vite:preloadError', which
// Vite rethrows unless cancelled. A stale tab after a deploy asks for chunks that no
// longer exist: we cancel the error and reload once to pick up the new build. If the
// same failure comes back soon after that reload, the asset is really missing: we let
// the error through so the error screen shows, instead of reloading forever. Nothing is
// stored on the device for it (no storage before consent): the reloaded page knows it from
// its own navigation timing (a "reload" navigation, and how long ago it started).

/** A failure within this window after a reload is not retried. */
export const PRELOAD_RELOAD_WINDOW_MS = 10_000;

interface PreloadRecoveryDeps {
  target: Pick<Window, "addEventListener" | "removeEventListener">;
  reload: () => void;
  /** Whether this document was loaded by a reload (PerformanceNavigationTiming.type). */
  reloaded: boolean;
  /** Milliseconds since this document started loading (performance.now()). */
  sinceStart: () => number;
}

export function installPreloadRecovery({ target, reload, reloaded, sinceStart }: PreloadRecoveryDeps) {
  const onPreloadError = (event: Event) => {
    if (reloaded && sinceStart() < PRELOAD_RELOAD_WINDOW_MS) return; // not cancelled: Vite rethrows
    event.preventDefault();
    reload();
  };
  target.addEventListener("vite:preloadError", onPreloadError);
  return () => target.removeEventListener("vite:preloadError", onPreloadError);
}

/** Whether the current document was loaded by a reload. */
export const documentWasReloaded = () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.type === "reload";
