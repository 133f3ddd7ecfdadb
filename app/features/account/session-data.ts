// Signed-in data (onboarding, subscription) for a route's clientLoader: the data,
// "signed-out" without a session (or on 401), or an error.
import type { SessionStatus } from "../../../contracts/account-options";
import { ACCOUNT_API } from "../../../contracts/api-paths";
import { getJson, type ApiResult } from "../../lib/api-client";

export type SessionData<T> = { state: "signed-out" } | { state: "error"; message: string } | { state: "ready"; data: T };

function toSessionData<T>(result: ApiResult<T>): SessionData<T> {
  if (result.ok) return { state: "ready", data: result.data };
  if (result.status === 401) return { state: "signed-out" };
  return { state: "error", message: result.message };
}

/**
 * Asks whether there is a session first: the signed-in data answers 401 without one, which
 * the browser reports as a failed request in the console; the status answers 200 either way.
 */
export async function loadSessionData<T>(path: string): Promise<SessionData<T>> {
  const status = await getJson<SessionStatus>(ACCOUNT_API.sessionStatus);
  if (status.ok && !status.data.authenticated) return { state: "signed-out" };
  return toSessionData(await getJson<T>(path));
}
