import { startTransition, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useDebouncedValue } from "./use-debounced-value";

/**
 * State kept in the URL query, so a result can be shared. The query is read once, after
 * hydration (the prerendered HTML shows `defaults`); each change is written back after
 * 250 ms of quiet, replacing the history entry. `ready` is false until the query was read.
 * Reading it re-renders as a transition (see useAfterHydration): in slices, not one long task.
 * `fromSearch` and `toSearch` are expected to be module functions (stable).
 */
export function useSearchState<T>(defaults: T, fromSearch: (search: URLSearchParams) => T, toSearch: (value: T) => URLSearchParams) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [value, setValue] = useState<T>(defaults);
  const [ready, setReady] = useState(false);

  const initial = useRef(searchParams);
  useEffect(() => {
    const read = fromSearch(initial.current);
    startTransition(() => {
      setValue(read);
      setReady(true);
    });
  }, [fromSearch]);

  const settled = useDebouncedValue(value, 250);
  useEffect(() => {
    if (!ready) return;
    const next = toSearch(settled);
    if (next.toString() !== window.location.search.replace(/^\?/, "")) {
      setSearchParams(next, { replace: true, preventScrollReset: true });
    }
  }, [ready, settled, setSearchParams, toSearch]);

  return [value, setValue, ready] as const;
}
