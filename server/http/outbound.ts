// Every HTTP call this server makes to another system (signed webhooks, RD Station, the
// platform's pricing API, reCAPTCHA's siteverify) goes through callOutbound, so each one
// gets the same limits: an answer within a timeout, no redirect followed (a 3xx is a
// failure: the configured URL is out of date, and a receiver must not steer our requests
// elsewhere), and at most OUTBOUND_MAX_BODY_BYTES of the answer read. Which destinations a
// production server may call (https, or http to this machine only) is checked at start-up
// by server/config.ts with outboundUrlProblem.
import { BlockList, isIP } from "node:net";

/** The most of an answer's body any outbound call reads; a longer answer fails the call. */
export const OUTBOUND_MAX_BODY_BYTES = 16 * 1024;

/** Why an outbound call got no usable answer; its message is fit for a log or a last error. */
export class OutboundError extends Error {}

export interface OutboundAnswer {
  status: number;
  /** True for a 2xx status. */
  ok: boolean;
  /** The body as UTF-8 text, at most OUTBOUND_MAX_BODY_BYTES. */
  text: string;
}

export interface OutboundRequest {
  /** POST unless said otherwise. */
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: string;
  headers: Record<string, string>;
  timeoutMs: number;
  /** The most of the answer's body read; OUTBOUND_MAX_BODY_BYTES unless said otherwise (a calendar feed is larger). */
  maxBytes?: number;
}

/**
 * Sends `body` to `url` (a POST, unless `method` says otherwise) and reads the answer, all within `timeoutMs`. Resolves with any
 * non-redirect status; rejects with an OutboundError on a redirect, a body over the limit,
 * no answer in time, or no connection.
 */
export async function callOutbound(url: string, { method = "POST", body, headers, timeoutMs, maxBytes }: OutboundRequest): Promise<OutboundAnswer> {
  const response = await outboundFetch({ timeoutMs, maxBytes })(url, { method, body, headers });
  return { status: response.status, ok: response.ok, text: await response.text() };
}

/**
 * A fetch with callOutbound's limits, for a library that makes its own calls (tsdav, CalDAV):
 * no redirect followed, the whole exchange within `timeoutMs`, at most `maxBytes` of the body
 * read (read in full before it resolves). Rejects with an OutboundError.
 */
export function outboundFetch({ timeoutMs, maxBytes = OUTBOUND_MAX_BODY_BYTES }: { timeoutMs: number; maxBytes?: number }): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetch(input, { ...init, redirect: "manual", signal });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        const location = response.headers.get("location");
        throw new OutboundError(`HTTP ${response.status}: a redirect${location ? ` to ${withoutQuery(location, url)}` : ""}, not followed`);
      }
      const text = await readCapped(response, maxBytes);
      // 204 and 304 answers may not carry a body.
      return new Response(response.status === 204 || response.status === 304 ? null : text, { status: response.status, statusText: response.statusText, headers: response.headers });
    } catch (error) {
      throw outboundFailure(error, signal, timeoutMs);
    }
  };
}

function outboundFailure(error: unknown, signal: AbortSignal, timeoutMs: number): OutboundError {
  if (error instanceof OutboundError) return error;
  if (signal.aborted) return new OutboundError(`no answer within ${timeoutMs} ms`, { cause: error });
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : null;
  return new OutboundError(cause ?? String(error), { cause: error });
}

/** The body, read chunk by chunk and abandoned (the connection closed) once past the limit. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks).toString("utf8");
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new OutboundError(`HTTP ${response.status}: response too large (over ${maxBytes} bytes)`);
    }
    chunks.push(value);
  }
}

/** A redirect's target as an operator may see it: a query string could hold anything. */
function withoutQuery(location: string, base: string): string {
  try {
    const target = new URL(location, base);
    return `${target.origin}${target.pathname}`;
  } catch {
    return "an invalid URL";
  }
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** localhost, 127.0.0.0/8 or ::1: a destination on this machine, whose traffic never crosses a network. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  if (host === "localhost") return true;
  const family = isIP(host);
  return family !== 0 && LOOPBACK.check(host, family === 4 ? "ipv4" : "ipv6");
}

/**
 * Why a production server may not call `url` (NODE_ENV=production), or null: what it sends
 * (leads, password hashes, captcha secrets) must go over https, except to a loopback host.
 */
export function outboundUrlProblem(url: string): string | null {
  const { protocol, hostname } = new URL(url);
  if (protocol === "https:" || isLoopbackHost(hostname)) return null;
  return "must be an https:// URL when NODE_ENV=production: what the server sends there (personal data, secrets) would cross the network unencrypted; only a loopback host (localhost, 127.0.0.1, [::1]) may use http://";
}
