import { startTransition, useContext, useEffect, useState } from "react";
import { HydratesLater, isPageHydrated } from "../lib/page-hydrated";

/**
 * `prerendered` while prerendering and hydrating (so the markup matches the HTML), then what
 * `inBrowser` reads. The switch after hydration re-renders as a transition, which React renders
 * in slices the browser can interrupt; a plain update (or useSyncExternalStore's) would re-render
 * every reader in one long task, on a phone the page's longest. A component first rendered after
 * the page was hydrated reads `inBrowser` at once, unless it is hydrating late itself (in a
 * HydrateWhenNear part). `inBrowser` is read once.
 */
export function useAfterHydration<T>(prerendered: T, inBrowser: () => T): T {
  const hydratesLater = useContext(HydratesLater);
  const [state, setState] = useState(() =>
    isPageHydrated() && !hydratesLater ? { value: inBrowser(), read: true } : { value: prerendered, read: false },
  );
  const [read] = useState(() => inBrowser);
  useEffect(() => {
    if (state.read) return;
    const next = read();
    if (!Object.is(next, state.value)) startTransition(() => setState({ value: next, read: true }));
  }, [state, read]);
  return state.value;
}

const inBrowser = () => true;

/** False while prerendering and hydrating, true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useAfterHydration(false, inBrowser);
}
