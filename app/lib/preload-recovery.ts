// spec §2: a failed load of a deferred asset raises Vite's 'vite:preloadError', which
// Vite rethrows unless cancelled. A stale tab after a deploy asks for chunks that no
// longer exist: we cancel the error and reload once to pick up the new build. If the
// same failure comes back soon after that reload, the asset is really missing: we let
// the error through so the error screen shows, instead of reloading forever.

export const PRELOAD_RELOAD_KEY = "tramita:preload-reload-at";
/** A second failure within this window after our reload is not retried. */
export const PRELOAD_RELOAD_WINDOW_MS = 10_000;

interface PreloadRecoveryDeps {
  target: Pick<Window, "addEventListener" | "removeEventListener">;
  storage: Pick<Storage, "getItem" | "setItem">;
  reload: () => void;
  now?: () => number;
}

export function installPreloadRecovery({ target, storage, reload, now = Date.now }: PreloadRecoveryDeps) {
  const onPreloadError = (event: Event) => {
    const last = Number(safeGet(storage, PRELOAD_RELOAD_KEY) ?? 0);
    if (now() - last < PRELOAD_RELOAD_WINDOW_MS) return; // not cancelled: Vite rethrows
    event.preventDefault();
    safeSet(storage, PRELOAD_RELOAD_KEY, String(now()));
    reload();
  };
  target.addEventListener("vite:preloadError", onPreloadError);
  return () => target.removeEventListener("vite:preloadError", onPreloadError);
}

function safeGet(storage: PreloadRecoveryDeps["storage"], key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(storage: PreloadRecoveryDeps["storage"], key: string, value: string) {
  try {
    storage.setItem(key, value);
  } catch {
    // Storage can be disabled (private mode); reloading once is still right.
  }
}
