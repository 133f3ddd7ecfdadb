import { describe, expect, it, vi } from "vitest";
import { installPreloadRecovery, PRELOAD_RELOAD_WINDOW_MS } from "./preload-recovery";

function setup({ reloaded = false, elapsed = 500 } = {}) {
  const target = new EventTarget() as unknown as Window;
  const reload = vi.fn<() => void>();
  let now = elapsed;
  const uninstall = installPreloadRecovery({ target, reload, reloaded, sinceStart: () => now });
  const fire = () => {
    const event = new Event("vite:preloadError", { cancelable: true });
    target.dispatchEvent(event);
    return event;
  };
  return { fire, reload, uninstall, advance: (ms: number) => (now += ms) };
}

describe("preload-error recovery (spec §2)", () => {
  it("cancels the first failure and reloads the page once", () => {
    const { fire, reload } = setup();
    const event = fire();
    expect(event.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("lets a failure right after its reload through (rethrown), instead of looping", () => {
    const { fire, reload } = setup({ reloaded: true, elapsed: 2000 });
    const again = fire();
    expect(again.defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("recovers again from a later, unrelated stale deploy", () => {
    const { fire, reload } = setup({ reloaded: true, elapsed: PRELOAD_RELOAD_WINDOW_MS + 1 });
    expect(fire().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("stops listening once uninstalled", () => {
    const { fire, reload, uninstall } = setup();
    uninstall();
    expect(fire().defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
