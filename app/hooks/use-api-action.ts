import { useState } from "react";
import type { ApiFailure, ApiSuccess } from "../lib/api-client";

/**
 * One API call a button starts: `busy` while it runs, and the text of its last failure for
 * the page's banner. `run` hands a success's data to `onDone`; a failure's text becomes
 * `error` unless `intercept` handles it its own way (returns true).
 */
export function useApiAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run<T, F extends ApiFailure>(call: () => Promise<ApiSuccess<T> | F>, onDone: (data: T) => void, intercept?: (failure: F) => boolean) {
    setBusy(true);
    setError(null);
    const result = await call();
    setBusy(false);
    if (result.ok) onDone(result.data);
    else if (!intercept?.(result)) setError(result.message);
  }

  return { busy, error, run };
}
