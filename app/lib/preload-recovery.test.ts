import { describe, expect, it, vi } from "vitest";
import { installPreloadRecovery, PRELOAD_RELOAD_KEY, PRELOAD_RELOAD_WINDOW_MS } from "./preload-recovery";

function setup(start = 1_000_000) {
  const target = new EventTarget() as unknown as Window;
  const store = new Map<string, string>();
  const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
  const reload = vi.fn<() => void>();
  let now = start;
  const uninstall = installPreloadRecovery({ target, storage, reload, now: () => now });
  const fire = () => {
    const event = new Event("vite:preloadError", { cancelable: true });
    target.dispatchEvent(event);
    return event;
  };
  return { fire, reload, store, uninstall, advance: (ms: number) => (now += ms) };
}

describe("preload-error recovery (spec §2)", () => {
  it("cancels the first failure and reloads the page once", () => {
    const { fire, reload, store } = setup();
    const event = fire();
    expect(event.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.get(PRELOAD_RELOAD_KEY)).toBe("1000000");
  });

  it("lets a failure right after its reload through (rethrown), instead of looping", () => {
    const { fire, reload, advance } = setup();
    fire();
    advance(2000);
    const again = fire();
    expect(again.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("recovers again from a later, unrelated stale deploy", () => {
    const { fire, reload, advance } = setup();
    fire();
    advance(PRELOAD_RELOAD_WINDOW_MS + 1);
    expect(fire().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("stops listening once uninstalled", () => {
    const { fire, reload, uninstall } = setup();
    uninstall();
    expect(fire().defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
