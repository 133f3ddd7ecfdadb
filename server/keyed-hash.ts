// Keyed hashes of identifiers (client addresses, e-mail addresses): stable, so limits and
// logs can count and match them, and not reversible without the key, kept in the database
// (db/secrets.ts). We never store or log the raw value.
import { createHmac } from "node:crypto";
import { clientAddressKey, clientNetworkKey } from "./http/client-address.ts";

/** A keyed hash of any identifier (an e-mail address, say). */
export function keyedHash(value: string, key: string): string {
  return createHmac("sha256", key).update(value).digest("base64url").slice(0, 32);
}

/** A keyed hash of the client's identity (its IPv4 address or IPv6 /64): never the raw IP. */
export function hashIp(ip: string, key: string): string {
  return keyedHash(clientAddressKey(ip), key);
}

const requestHashes = new WeakMap<object, { key: string; hash: string }>();

/**
 * hashIp of a request's client, once per request: its rate limits and its log line both ask
 * for it (an HMAC each time, a few percent of a form's CPU).
 */
export function requestIpHash(request: { readonly ip: string }, key: string): string {
  const known = requestHashes.get(request);
  if (known?.key === key) return known.hash;
  const hash = hashIp(request.ip, key);
  requestHashes.set(request, { key, hash });
  return hash;
}

/** A keyed hash of the client's network (its IPv4 /24 or IPv6 /48). */
export function hashNetwork(ip: string, key: string): string {
  return keyedHash(clientNetworkKey(ip), key);
}
