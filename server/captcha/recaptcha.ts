// reCAPTCHA v2: the token is checked with Google's siteverify (URL configurable, so tests
// can point it at a local server that speaks the same protocol), through callOutbound.
// A v2 token names no form (v3's `action` has no v2 counterpart), so it is not bound to one
// as ALTCHA's are: Google accepts each token once and only for two minutes after it is
// solved, which leaves no time to stockpile them.
import { callOutbound } from "../http/outbound.ts";
import type { CaptchaRefused, CaptchaVerifier } from "./verifier.ts";

interface SiteverifyResponse {
  success: boolean;
  "error-codes"?: string[];
}

const refused = (reason: CaptchaRefused["reason"]): CaptchaRefused => ({ ok: false, reason });

export function recaptchaVerifier({ secretKey, verifyUrl, timeoutMs = 5000 }: { secretKey: string; verifyUrl: string; timeoutMs?: number }): CaptchaVerifier {
  return {
    // Only Google can judge a token, and only once: a retry's token must reach the key's lookup.
    forged: () => false,
    async check(token, remoteIp) {
      let answer: SiteverifyResponse;
      try {
        const response = await callOutbound(verifyUrl, {
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ secret: secretKey, response: token, remoteip: remoteIp }).toString(),
          timeoutMs,
        });
        if (!response.ok) return refused("unavailable");
        answer = JSON.parse(response.text) as SiteverifyResponse;
      } catch {
        return refused("unavailable");
      }
      // Google answers a second use of a token with timeout-or-duplicate: nothing to record here.
      if (answer.success === true) return { ok: true, used: null, work: null, spend: async () => true };
      const codes = answer["error-codes"] ?? [];
      if (codes.includes("timeout-or-duplicate")) return refused("reused");
      if (codes.includes("missing-input-response")) return refused("missing");
      // invalid-input-secret / missing-input-secret are our misconfiguration, not the visitor's.
      if (codes.some((c) => c.includes("secret"))) return refused("unavailable");
      return refused("invalid");
    },
  };
}
