// reCAPTCHA v2: the token is checked with Google's siteverify (URL configurable, so tests
// can point it at a local server that speaks the same protocol).
import type { CaptchaVerdict, CaptchaVerifier } from "./verifier.ts";

interface SiteverifyResponse {
  success: boolean;
  "error-codes"?: string[];
}

export function recaptchaVerifier({ secretKey, verifyUrl, timeoutMs = 5000 }: { secretKey: string; verifyUrl: string; timeoutMs?: number }): CaptchaVerifier {
  return {
    async verify(token, remoteIp): Promise<CaptchaVerdict> {
      let answer: SiteverifyResponse;
      try {
        const response = await fetch(verifyUrl, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ secret: secretKey, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return { ok: false, reason: "unavailable" };
        answer = (await response.json()) as SiteverifyResponse;
      } catch {
        return { ok: false, reason: "unavailable" };
      }
      if (answer.success === true) return { ok: true };
      const codes = answer["error-codes"] ?? [];
      if (codes.includes("timeout-or-duplicate")) return { ok: false, reason: "reused" };
      if (codes.includes("missing-input-response")) return { ok: false, reason: "missing" };
      // invalid-input-secret / missing-input-secret are our misconfiguration, not the visitor's.
      if (codes.some((c) => c.includes("secret"))) return { ok: false, reason: "unavailable" };
      return { ok: false, reason: "invalid" };
    },
  };
}
