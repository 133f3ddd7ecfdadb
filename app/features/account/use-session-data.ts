// Loads signed-in data (onboarding, subscription): the data, "signed-out" on 401, or an error.
import { useCallback, useEffect, useState } from "react";
import { api, type ApiResult } from "./account-api";

export type SessionData<T> = { state: "loading" } | { state: "signed-out" } | { state: "error"; message: string } | { state: "ready"; data: T };

function toSessionData<T>(result: ApiResult<T>): SessionData<T> {
  if (result.ok) return { state: "ready", data: result.data };
  if (result.status === 401) return { state: "signed-out" };
  return { state: "error", message: result.message };
}

export function useSessionData<T>(path: string, enabled = true) {
  const [value, setValue] = useState<SessionData<T>>({ state: "loading" });
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    void api.get<T>(path).then((result) => {
      if (active) setValue(toSessionData(result));
    });
    return () => {
      active = false;
    };
  }, [enabled, path]);
  const reload = useCallback(async () => setValue(toSessionData(await api.get<T>(path))), [path]);
  /** Replaces the data with a fresher copy the server sent back. */
  const set = useCallback((data: T) => setValue({ state: "ready", data }), []);
  return { value, set, reload };
}
