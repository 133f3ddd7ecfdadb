// Loads signed-in data (onboarding, subscription): the data, "signed-out" without a
// session (or on 401), or an error.
import { useCallback, useEffect, useState } from "react";
import type { SessionStatus } from "../../../contracts/account";
import { ACCOUNT_API } from "../../../contracts/api-paths";
import { api, type ApiResult } from "./account-api";

export type SessionData<T> = { state: "loading" } | { state: "signed-out" } | { state: "error"; message: string } | { state: "ready"; data: T };

function toSessionData<T>(result: ApiResult<T>): SessionData<T> {
  if (result.ok) return { state: "ready", data: result.data };
  if (result.status === 401) return { state: "signed-out" };
  return { state: "error", message: result.message };
}

/**
 * Asks whether there is a session first: the signed-in data answers 401 without one, which
 * the browser reports as a failed request in the console; the status answers 200 either way.
 */
async function loadSessionData<T>(path: string): Promise<SessionData<T>> {
  const status = await api.get<SessionStatus>(ACCOUNT_API.sessionStatus);
  if (status.ok && !status.data.authenticated) return { state: "signed-out" };
  return toSessionData(await api.get<T>(path));
}

export function useSessionData<T>(path: string, enabled = true) {
  const [value, setValue] = useState<SessionData<T>>({ state: "loading" });
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    void loadSessionData<T>(path).then((data) => {
      if (active) setValue(data);
    });
    return () => {
      active = false;
    };
  }, [enabled, path]);
  const reload = useCallback(async () => setValue(await loadSessionData<T>(path)), [path]);
  /** Replaces the data with a fresher copy the server sent back. */
  const set = useCallback((data: T) => setValue({ state: "ready", data }), []);
  return { value, set, reload };
}
