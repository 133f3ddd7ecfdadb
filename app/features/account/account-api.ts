// The browser side of the account API: JSON in, JSON or the { error, fields } message out.
// Never throws: a network failure becomes a pt-BR message.
import { errorFromBody } from "../contact-form/use-demo-request";

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; message: string; fields?: Record<string, string> };

export const NETWORK_ERROR = "Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.";
const FALLBACK_ERROR = "Algo deu errado. Tente novamente em instantes.";

export async function callApi<T>(method: "GET" | "POST" | "PUT", path: string, body?: unknown): Promise<ApiResult<T>> {
  const init: RequestInit = { method, credentials: "same-origin" };
  if (body !== undefined) {
    init.headers = { "content-type": "application/json" };
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    return { ok: false, status: 0, message: NETWORK_ERROR };
  }
  const json: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: json as T };
  const { message, fields } = errorFromBody(json);
  return { ok: false, status: response.status, message: json ? message : FALLBACK_ERROR, ...(fields ? { fields } : {}) };
}

export const api = {
  get: <T>(path: string) => callApi<T>("GET", path),
  post: <T>(path: string, body: unknown = {}) => callApi<T>("POST", path, body),
  put: <T>(path: string, body: unknown) => callApi<T>("PUT", path, body),
};
