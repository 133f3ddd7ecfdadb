// A captcha verifier answers whether a token from the browser proves a human solved the
// challenge, once. Two providers (ARCHITECTURE.md): reCAPTCHA v2 or self-hosted ALTCHA.
import type { CaptchaRefusal } from "../../contracts/captcha.ts";
import type { Db, Tx } from "../db/client.ts";

export type CaptchaRefused = { ok: false; reason: CaptchaRefusal };

/**
 * A token that checked out, not yet spent: `spend` records it as used (in `db`, by default
 * the verifier's own database; pass a transaction to spend it with the work it allows) and
 * says false when it had been used already.
 */
export type CaptchaChecked = { ok: true; spend(db?: Db | Tx): Promise<boolean> };

export interface CaptchaVerifier {
  /** Checks the token; a forged or expired one is refused before any database work. */
  check(token: string, remoteIp: string): Promise<CaptchaChecked | CaptchaRefused>;
}
