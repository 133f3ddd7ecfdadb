// Removing a person from RD Station Marketing when they erase their data here (LGPD art. 18,
// VI and § 6). The conversion API key cannot delete contacts: RD Station removes a contact
// through its contacts API, `DELETE {RDSTATION_API_URL}/platform/contacts/email:{address}`,
// authorised by an OAuth access token of an app the account owner installs. The token lasts
// a day; it is obtained from the app's refresh token (`POST /auth/token` with client_id,
// client_secret and refresh_token) and kept in memory until it expires or is refused.
import { callOutbound, OutboundError } from "../http/outbound.ts";
import type { Attempt } from "./send.ts";
import type { RdStationDestination, RdStationOAuth } from "./settings.ts";

const TOKEN_PATH = "/auth/token";
const CONTACT_BY_EMAIL_PATH = "/platform/contacts/email:";
/** Renew a token this long before RD Station says it expires. */
const TOKEN_MARGIN_MS = 60_000;

/** What an operator reads (webhooks status) while no app credentials are configured. */
export const RDSTATION_REMOVAL_NEEDS_OAUTH =
  "RD Station's conversion API key cannot remove contacts: set RDSTATION_CLIENT_ID, RDSTATION_CLIENT_SECRET and RDSTATION_REFRESH_TOKEN (an app of RD Station Marketing's API), then `npm run webhooks -- retry <event-id>`; or remove the contact by hand in RD Station";

/** Access tokens by API and app, until they expire. */
const tokens = new Map<string, { value: string; expiresAt: number }>();
const cacheKey = (apiUrl: string, oauth: RdStationOAuth) => `${apiUrl} ${oauth.clientId}`;

/** RD Station's answer to /auth/token, or an empty object when it is not JSON. */
function tokenAnswer(text: string): { access_token?: unknown; expires_in?: unknown } {
  try {
    return JSON.parse(text) as { access_token?: unknown; expires_in?: unknown };
  } catch {
    return {};
  }
}

async function accessToken(apiUrl: string, oauth: RdStationOAuth, timeoutMs: number): Promise<string> {
  const cached = tokens.get(cacheKey(apiUrl, oauth));
  if (cached && cached.expiresAt > Date.now()) return cached.value;
  const answer = await callOutbound(new URL(TOKEN_PATH, apiUrl).toString(), {
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ client_id: oauth.clientId, client_secret: oauth.clientSecret, refresh_token: oauth.refreshToken }),
    timeoutMs,
  });
  const body = tokenAnswer(answer.text);
  if (!answer.ok || typeof body.access_token !== "string") throw new OutboundError(`RD Station refused the app credentials (HTTP ${answer.status} on ${TOKEN_PATH})`);
  const lifetimeMs = typeof body.expires_in === "number" ? body.expires_in * 1000 : 0;
  tokens.set(cacheKey(apiUrl, oauth), { value: body.access_token, expiresAt: Date.now() + lifetimeMs - TOKEN_MARGIN_MS });
  return body.access_token;
}

/**
 * Deletes the contact of `email` (null once done). RD Station's 204 and its 404 (no such
 * contact: nothing to remove) both complete the removal. Errors never carry the address.
 */
export async function removeRdStationContact(destination: RdStationDestination, email: string | null, timeoutMs: number): Promise<Attempt> {
  if (email === null) return { ok: true };
  if (!destination.oauth) return { ok: false, error: RDSTATION_REMOVAL_NEEDS_OAUTH };
  return contactCall(destination, destination.oauth, email, { method: "DELETE" }, "removing a contact", timeoutMs);
}

/**
 * A call of the contacts API on the contact of `email` (`path` after its address), authorised
 * by the app's access token. Succeeds on a 2xx, and on a 404 (no such contact: nothing to do).
 */
export async function contactCall(
  { apiUrl }: RdStationDestination,
  oauth: RdStationOAuth,
  email: string,
  { method, path = "", body }: { method: "DELETE" | "PUT"; path?: string; body?: unknown },
  what: string,
  timeoutMs: number,
): Promise<Attempt> {
  const call = async () => {
    const token = await accessToken(apiUrl, oauth, timeoutMs);
    const url = new URL(`${CONTACT_BY_EMAIL_PATH}${encodeURIComponent(email)}${path}`, apiUrl).toString();
    const headers = { authorization: `Bearer ${token}`, accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) };
    return (await callOutbound(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), timeoutMs })).status;
  };
  try {
    let status = await call();
    // A token revoked before its time: one new token, one more try.
    if (status === 401) {
      tokens.delete(cacheKey(apiUrl, oauth));
      status = await call();
    }
    if ((status >= 200 && status < 300) || status === 404) return { ok: true };
    return { ok: false, error: `HTTP ${status} ${what}` };
  } catch (error) {
    return { ok: false, error: error instanceof OutboundError ? error.message : String(error) };
  }
}
