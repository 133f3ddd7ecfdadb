import { useEffect, useState, type RefObject } from "react";

/** Makes an observer (ResizeObserver, IntersectionObserver) in the browser only: prerendering has none. */
type ObserverFactory<E> = (report: (entries: E[]) => void) => { observe(target: Element): void; disconnect(): void };

/**
 * What an observer reports about `ref`'s element (its size, whether it is on screen), read
 * into state from mount to unmount; `initial` until the first report. `observe` and `read`
 * are expected to be module functions (stable).
 */
export function useObserved<E, S>(ref: RefObject<Element | null>, observe: ObserverFactory<E>, read: (entry: E) => S, initial: S): S {
  const [state, setState] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = observe(([entry]) => {
      if (entry) setState(read(entry));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, observe, read]);
  return state;
}
