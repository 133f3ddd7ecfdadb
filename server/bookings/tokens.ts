// The manage token of the e-mailed links: random, signed with a server secret (a forged
// or mangled token is refused before any database lookup), stored only as a SHA-256 hash,
// and replaced after each use, so every link works once.
import { randomBytes } from "node:crypto";
import { signedValue, signToken } from "../auth/signed-tokens.ts";
import { hashToken } from "../auth/tokens.ts";

export function newManageToken(secret: string): { token: string; hash: string } {
  const token = signToken(secret, randomBytes(24).toString("base64url"));
  return { token, hash: hashToken(token) };
}

/** True when `token` carries this server's signature. */
export function isSignedToken(secret: string, token: string): boolean {
  return signedValue(secret, token) !== null;
}
