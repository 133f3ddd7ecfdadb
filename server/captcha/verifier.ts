// A captcha verifier answers whether a token from the browser proves a human solved the
// challenge, once. Two providers (ARCHITECTURE.md): reCAPTCHA v2 or self-hosted ALTCHA.
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { CaptchaForm, CaptchaRefusal } from "../../contracts/captcha.ts";
import type { Db, Tx } from "../db/client.ts";
import { usedCaptchas } from "../db/schema.ts";

export type CaptchaRefused = { ok: false; reason: CaptchaRefusal };

/** What spending a token records: its fingerprint, kept until its challenge expires anyway. */
export interface UsedCaptcha {
  fingerprint: string;
  expiresAt: Date;
}

/**
 * A token that checked out, not yet spent: `spend` records it as used (in `db`, by default
 * the verifier's own database; pass a transaction to spend it with the work it allows) and
 * says false when it had been used already. `used` is the row spending it writes, for a
 * statement that spends it itself (spendCaptcha), or null when the provider itself remembers
 * which tokens were used (reCAPTCHA): then there is nothing to spend.
 */
export type CaptchaChecked = {
  ok: true;
  used: UsedCaptcha | null;
  /**
   * The proof-of-work the solved challenge cost (ALTCHA's maxNumber, as its signed parameters
   * say), or null for a provider without such a measure (reCAPTCHA).
   */
  work: number | null;
  spend(db?: Db | Tx): Promise<boolean>;
};

export interface CaptchaVerifier {
  /**
   * Checks the token submitted to `form`'s route; a forged or expired one, or one solved for
   * another form, is refused before any database work.
   */
  check(token: string, remoteIp: string, form: CaptchaForm): Promise<CaptchaChecked | CaptchaRefused>;
  /**
   * True when `token` can never pass on `form`'s route, as judged here with no I/O and
   * whatever its expiry: forged, tampered with, or solved for another form. A provider whose
   * tokens only its own servers can judge (reCAPTCHA) says false. The portable form engine
   * asks before looking up a submission's recorded answer, so that a flood of forged tokens
   * costs no database work even with an Idempotency-Key each.
   */
  forged(token: string, form: CaptchaForm): boolean;
}

/**
 * The insert spending a token (`fingerprint` and `expiresAt`, an ISO instant; either may be a
 * `sql.placeholder`), when `when` holds: it returns a row only on the token's first use.
 */
export function spendCaptcha(db: Db | Tx, used: { fingerprint: SQLWrapper | string; expiresAt: SQLWrapper | string }, when: SQL = sql`true`) {
  return db
    .insert(usedCaptchas)
    .select(sql`SELECT ${used.fingerprint}::text, ${used.expiresAt}::timestamptz WHERE ${when}`)
    .onConflictDoNothing()
    .returning({ fingerprint: usedCaptchas.fingerprint });
}
