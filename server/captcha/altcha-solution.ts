// Verifies an ALTCHA solution with node:crypto's synchronous HMAC. The checks are
// altcha-lib's verifySolution, in its order, for the challenges this server issues (always
// with a key signature): the expiry, the challenge's signature over its parameters, the
// solution's shape, and the derived key's signature. altcha-lib runs each HMAC through
// WebCrypto, an asynchronous job of about 150 µs per verification; a site under a flood of
// forged submissions spends that on every one of them (the bench's captcha refusals), where
// this costs a few microseconds. altcha-solution.test.ts holds the two to the same verdicts.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Challenge, Solution } from "altcha-lib";

export type AltchaVerdict = "verified" | "expired" | "invalid";

const MAX_COUNTER = 0xffffffff;
const LOWER_HEX_BYTES = /^(?:[0-9a-f]{2})+$/;
/** An HMAC-SHA-256 in lower-case hex, as this server signs. */
const SHA256_HEX = /^[0-9a-f]{64}$/;

/** The challenge parameters with their keys sorted at every depth, as they were signed. */
function sortKeys(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .toSorted()
      .flatMap((key) => {
        const inner = (value as Record<string, unknown>)[key];
        return inner === undefined ? [] : [[key, sortKeys(inner)]];
      }),
  );
}

const hmacHex = (secret: string, data: string | Buffer) => createHmac("sha256", secret).update(data).digest("hex");

/** `a` is the signature `expectedHex`; anything but 64 hex digits is not (no byte-length mismatch can throw). */
function sameHex(a: unknown, expectedHex: string): boolean {
  return typeof a === "string" && SHA256_HEX.test(a) && timingSafeEqual(Buffer.from(a, "hex"), Buffer.from(expectedHex, "hex"));
}

type Secrets = { signatureSecret: string; keySignatureSecret: string };

/** The verdict on a decoded token; whatever the token holds, a check that throws means "invalid". */
export function verifyAltchaSolution(token: { challenge: Challenge; solution: Solution }, secrets: Secrets, nowMs = Date.now()): AltchaVerdict {
  try {
    return verdict(token, secrets, nowMs);
  } catch {
    return "invalid";
  }
}

function verdict({ challenge, solution }: { challenge: Challenge; solution: Solution }, secrets: Secrets, nowMs: number): AltchaVerdict {
  const { parameters } = challenge;
  if (parameters.expiresAt && parameters.expiresAt < nowMs / 1000) return "expired";
  if (!challenge.signature || !sameHex(challenge.signature, hmacHex(secrets.signatureSecret, JSON.stringify(sortKeys(parameters))))) return "invalid";
  const { derivedKey, counter } = solution as { derivedKey?: unknown; counter?: unknown };
  if (typeof derivedKey !== "string" || !LOWER_HEX_BYTES.test(derivedKey)) return "invalid";
  if (!Number.isInteger(counter) || (counter as number) < 0 || (counter as number) > MAX_COUNTER) return "invalid";
  // Signed by this server: every challenge it issues carries the key signature.
  if (!parameters.keySignature) return "invalid";
  return sameHex(parameters.keySignature, hmacHex(secrets.keySignatureSecret, Buffer.from(derivedKey, "hex"))) ? "verified" : "invalid";
}
