// Random 256-bit tokens (e-mail links, session ids): the visitor gets the value, the
// database keeps only its SHA-256, so a leaked table opens nothing.
import { createHash, randomBytes } from "node:crypto";

/** 43 base64url characters. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
