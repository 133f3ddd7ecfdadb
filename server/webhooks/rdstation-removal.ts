// Removing a person from RD Station Marketing when they erase their data here (LGPD art. 18,
// VI and § 6). The conversion API key cannot delete contacts: RD Station removes a contact
// through its contacts API, `DELETE {RDSTATION_API_URL}/platform/contacts/email:{address}`,
// authorised by an OAuth access token of an app the account owner installs. The token lasts
// a day; it is obtained from the app's refresh token (`POST /auth/token` with client_id,
// client_secret and refresh_token) and kept in memory until it expires or is refused.
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

async function accessToken(apiUrl: string, oauth: RdStationOAuth, signal: AbortSignal): Promise<string> {
  const cached = tokens.get(cacheKey(apiUrl, oauth));
  if (cached && cached.expiresAt > Date.now()) return cached.value;
  const response = await fetch(new URL(TOKEN_PATH, apiUrl), {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ client_id: oauth.clientId, client_secret: oauth.clientSecret, refresh_token: oauth.refreshToken }),
    redirect: "manual",
    signal,
  });
  const body = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
  if (!response.ok || typeof body?.access_token !== "string") throw new Error(`RD Station refused the app credentials (HTTP ${response.status} on ${TOKEN_PATH})`);
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
  const { apiUrl, oauth } = destination;
  const signal = AbortSignal.timeout(timeoutMs);
  const remove = async () => {
    const token = await accessToken(apiUrl, oauth, signal);
    const response = await fetch(new URL(`${CONTACT_BY_EMAIL_PATH}${encodeURIComponent(email)}`, apiUrl), {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
      redirect: "manual",
      signal,
    });
    await response.body?.cancel();
    return response.status;
  };
  try {
    let status = await remove();
    // A token revoked before its time: one new token, one more try.
    if (status === 401) {
      tokens.delete(cacheKey(apiUrl, oauth));
      status = await remove();
    }
    if ((status >= 200 && status < 300) || status === 404) return { ok: true };
    return { ok: false, error: `HTTP ${status} removing a contact` };
  } catch (error) {
    if (signal.aborted) return { ok: false, error: `no answer within ${timeoutMs} ms` };
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
