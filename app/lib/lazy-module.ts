// A module imported on first use and shared by every caller, for the heavy parts a page loads
// when the visitor reaches them rather than with the page (the country list,
// the captcha, tooltips, toasts). A failed import is forgotten, so the next use tries again.
import { useSyncExternalStore } from "react";

export interface LazyModule<T> {
  /** The module, imported on the first call. */
  load(): Promise<T>;
  /** The module once imported, else undefined. */
  loaded(): T | undefined;
  /** Calls `listener` once the module is imported. */
  subscribe(listener: () => void): () => void;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= importer().then(
        (imported) => {
          module = imported;
          for (const listener of listeners) listener();
          return imported;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The module in a component, once imported (by this component or any other); undefined
 * before, and while prerendering and hydrating, so the prerendered HTML and hydration agree.
 */
export function useLazyModule<T>(lazy: LazyModule<T>): T | undefined {
  return useSyncExternalStore(lazy.subscribe, lazy.loaded, () => undefined);
}
