// A captcha verifier answers whether a token from the browser proves a human solved the
// challenge, once. Two providers (ARCHITECTURE.md): reCAPTCHA v2 or self-hosted ALTCHA.

import type { CaptchaRefusal } from "../../contracts/captcha.ts";

export type CaptchaVerdict = { ok: true } | { ok: false; reason: CaptchaRefusal };

export interface CaptchaVerifier {
  verify(token: string, remoteIp: string): Promise<CaptchaVerdict>;
}
