// Who may use the editor in local mode: the person at this machine. Local mode writes the
// working copy's files, and the build runs them, so the editor and its API answer only a
// loopback peer that addressed the server by a loopback name: another machine is refused
// even with a forged `Host: localhost`, and a page on another site that rebinds its own DNS
// name to 127.0.0.1 is refused by its Host. `npm run dev` applies the same rule on Vite's
// port (vite.config.ts), where the browser's real peer is known. In both modes a write must
// come from the editor's own pages (isOwnOrigin).
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import { EDITOR_API_PREFIX, isEditorPath } from "../../contracts/cms.ts";

/** Why the editor refuses a request from elsewhere (pt-BR, shown to whoever tried). */
export const LOCAL_ONLY_MESSAGE = "O editor em modo local só atende este computador: abra-o em http://localhost.";
/** Why a write without this site's Origin is refused. */
export const WRITE_ORIGIN_MESSAGE = "O editor só aceita alterações enviadas pelas suas próprias páginas.";

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (a socket bound to `::` reports those). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith("127.");
  return address === "::1";
}

/** The host name of a Host header (`localhost:3000`, `[::1]:3000`), or null when malformed. */
function hostName(host: string): string | null {
  if (host.startsWith("[")) {
    const end = host.indexOf("]");
    return end > 0 && /^(?::\d{1,5})?$/.test(host.slice(end + 1)) ? host.slice(1, end) : null;
  }
  const match = /^([^:]+)(?::\d{1,5})?$/.exec(host);
  return match ? match[1]!.toLowerCase() : null;
}

/** A Host header naming this machine: localhost, a 127.x address or [::1]. */
export function isLoopbackHost(host: string | undefined): boolean {
  const name = host ? hostName(host) : null;
  return name === "localhost" || (name !== null && isLoopbackAddress(name));
}

/**
 * A request from this machine to this machine: the socket's peer (never a forwarded address,
 * which is the client's word) and the Host header are both loopback.
 */
export function isFromThisMachine(request: IncomingMessage): boolean {
  return isLoopbackAddress(request.socket.remoteAddress) && isLoopbackHost(request.headers.host);
}

/** An editor page or API path, also when percent-encoded or not in normal form (an unreadable one counts). */
export function isEditorRequest(url: string): boolean {
  let pathname: string;
  try {
    pathname = new URL(decodeURIComponent(url.split("?")[0]!).replace(/[/\\]+/g, "/"), "http://x").pathname;
  } catch {
    return true;
  }
  return isEditorPath(pathname) || pathname.startsWith(EDITOR_API_PREFIX);
}

/**
 * A write's Origin must be the origin the request was addressed to: the browser writes it,
 * a page can't, so a page of another site can't save through the editor.
 */
export function isOwnOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === new URL(`http://${host}`).host;
  } catch {
    return false;
  }
}
