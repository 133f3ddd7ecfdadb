// Who a request comes from, for rate limits and abuse checks. A visitor controls every
// address of their IPv6 /64 (one subscriber prefix), so counting per /128 would let one
// client rotate through 2^64 identities; an IPv4-mapped IPv6 address is that IPv4 client.
import { isIPv4, isIPv6 } from "node:net";

/** The identity a limit counts: IPv4 as is, IPv6 reduced to its /64 prefix. */
export function clientAddressKey(ip: string): string {
  const parsed = parseAddress(ip);
  if (parsed.kind === "ipv4") return parsed.address;
  if (parsed.kind === "ipv6") return `${parsed.groups.slice(0, 4).join(":")}::/64`;
  return parsed.text;
}

/**
 * The network a client address belongs to: an IPv4 /24, an IPv6 /48 (a site's usual
 * allocation, holding 65,536 /64s). Many networks at once is a wide flood; many addresses of
 * one network is one party, however many /64s it rotates through (bookings/limits.ts).
 */
export function clientNetworkKey(ip: string): string {
  const parsed = parseAddress(ip);
  if (parsed.kind === "ipv4") return `${parsed.address.split(".").slice(0, 3).join(".")}.0/24`;
  if (parsed.kind === "ipv6") return `${parsed.groups.slice(0, 3).join(":")}::/48`;
  return parsed.text;
}

type Parsed = { kind: "ipv4"; address: string } | { kind: "ipv6"; groups: string[] } | { kind: "other"; text: string };

/** An IPv4 address (an IPv4-mapped IPv6 one included), the groups of an IPv6 one, or text that is neither. */
function parseAddress(ip: string): Parsed {
  const address = ip.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (isIPv4(address)) return { kind: "ipv4", address };
  if (!isIPv6(address)) return { kind: "other", text: address };
  const groups = expandIPv6(address);
  const mapped = ipv4Mapped(groups);
  return mapped ? { kind: "ipv4", address: mapped } : { kind: "ipv6", groups };
}

/** Eight 16-bit groups, lower-case hex without leading zeros ('2001:db8:0:0:0:0:0:1'). */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted quad ('::ffff:192.0.2.1') becomes two hex groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((g) => parseInt(g, 16).toString(16));
}

function ipv4Mapped(groups: string[]): string | null {
  const isMapped = groups.slice(0, 5).every((g) => g === "0") && groups[5] === "ffff";
  if (!isMapped) return null;
  const high = parseInt(groups[6]!, 16);
  const low = parseInt(groups[7]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}
