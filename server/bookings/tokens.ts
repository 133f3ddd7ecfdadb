// The manage token of the e-mailed links: random, signed with a server secret (a forged
// or mangled token is refused before any database lookup), stored only as a SHA-256 hash,
// and replaced after each use, so every link works once.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { hashToken } from "../auth/tokens.ts";

const sign = (secret: string, nonce: string) => createHmac("sha256", secret).update(nonce).digest("base64url").slice(0, 32);

export function newManageToken(secret: string): { token: string; hash: string } {
  const nonce = randomBytes(24).toString("base64url");
  const token = `${nonce}.${sign(secret, nonce)}`;
  return { token, hash: hashToken(token) };
}

/** True when `token` carries this server's signature. */
export function isSignedToken(secret: string, token: string): boolean {
  const [nonce, signature, extra] = token.split(".");
  if (!nonce || !signature || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
