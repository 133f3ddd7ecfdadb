// Tokens signed with a server secret: '<value>.<HMAC-SHA256 of value>', so a forged or
// mangled token is refused before any database lookup. The value is a random nonce (the
// booking links, which also store its hash) or an id a lasting link names (the newsletter's
// unsubscribe link).
import { createHmac, timingSafeEqual } from "node:crypto";

const signature = (secret: string, value: string) => createHmac("sha256", secret).update(value).digest("base64url").slice(0, 32);

export function signToken(secret: string, value: string): string {
  return `${value}.${signature(secret, value)}`;
}

/** The value `token` signs when it carries this server's signature; null otherwise. */
export function signedValue(secret: string, token: string): string | null {
  const [value, given, extra] = token.split(".");
  if (!value || !given || extra !== undefined) return null;
  const expected = Buffer.from(signature(secret, value));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? value : null;
}
