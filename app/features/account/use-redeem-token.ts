// Redeems a single-use token from an e-mail link once per page view (a second effect run,
// as in StrictMode, reuses the first request instead of burning the token twice).
import { useEffect, useState } from "react";
import { api, type ApiResult } from "./account-api";

const inFlight = new Map<string, Promise<ApiResult<unknown>>>();

export type Redemption<T> = { status: "pending" } | { status: "done"; result: ApiResult<T> };

export function useRedeemToken<T>(path: string, token: string | null): Redemption<T> | null {
  const key = token ? `${path}#${token}` : null;
  const [done, setDone] = useState<{ key: string; result: ApiResult<T> } | null>(null);
  useEffect(() => {
    if (!key || !token) return;
    let active = true;
    let request = inFlight.get(key);
    if (!request) {
      request = api.post<unknown>(path, { token });
      inFlight.set(key, request);
    }
    void request.then((result) => {
      if (active) setDone({ key, result: result as ApiResult<T> });
    });
    return () => {
      active = false;
    };
  }, [key, path, token]);
  if (!key) return null;
  return done?.key === key ? { status: "done", result: done.result } : { status: "pending" };
}
