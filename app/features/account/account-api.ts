// The browser side of the account API, on the one API client (app/lib/api-client.ts).
// Never throws: a network failure becomes the client's pt-BR message.
import { requestJson, type ApiResult } from "../../lib/api-client";

export type { ApiResult };

function callApi<T>(method: "GET" | "POST" | "PUT", path: string, body?: unknown): Promise<ApiResult<T>> {
  return requestJson<T>(method, path, body);
}

export const api = {
  get: <T>(path: string) => callApi<T>("GET", path),
  post: <T>(path: string, body: unknown = {}) => callApi<T>("POST", path, body),
  put: <T>(path: string, body: unknown) => callApi<T>("PUT", path, body),
};
