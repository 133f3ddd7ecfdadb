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

/** A keyed hash of the client's network (its IPv4 /24 or IPv6 /48). */
export function hashNetwork(ip: string, key: string): string {
  return keyedHash(clientNetworkKey(ip), key);
}
