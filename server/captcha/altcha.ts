// ALTCHA: a self-hosted proof-of-work captcha. The server signs a challenge (HMAC) for one
// form, the browser finds the counter that solves it, the server checks the signature, the
// solution and that it is submitted to that form's route, and accepts each solved challenge
// once (its signature is remembered until it expires, in the database, so the rule holds
// across instances). A challenge expires CAPTCHA_CHALLENGE_TTL_MINUTES after it is issued.
import { createChallenge, randomInt, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { lt } from "drizzle-orm";
import type { CaptchaForm } from "../../contracts/captcha.ts";
import { CAPTCHA_CHALLENGE_TTL_MINUTES } from "../../contracts/retention.ts";
import type { Db } from "../db/client.ts";
import { usedCaptchas } from "../db/schema.ts";
import { verifyAltchaSolution } from "./altcha-solution.ts";
import { spendCaptcha, type CaptchaChecked, type CaptchaRefused, type CaptchaVerifier } from "./verifier.ts";

const ALTCHA_ALGORITHM = "SHA-256";
/** How long a challenge may take from issue to submission (the privacy policy states it). */
const ALTCHA_CHALLENGE_TTL_MS = CAPTCHA_CHALLENGE_TTL_MINUTES * 60 * 1000;

export interface AltchaSecrets {
  signatureSecret: string;
  keySignatureSecret: string;
}

/**
 * Signs new challenges for `form`. `maxNumber` is the difficulty, the upper bound of the
 * counter the browser must find; it is signed into the challenge's data with the form, so a
 * solution tells the verifier what it cost (CaptchaChecked.work) and where it may be spent.
 */
export function altchaChallenges({ signatureSecret, keySignatureSecret }: AltchaSecrets) {
  return (form: CaptchaForm, maxNumber: number) =>
    createChallenge({
      algorithm: ALTCHA_ALGORITHM,
      cost: 1,
      counter: randomInt(Math.floor(maxNumber / 2), maxNumber),
      data: { form, maxNumber },
      deriveKey,
      expiresAt: new Date(Date.now() + ALTCHA_CHALLENGE_TTL_MS),
      hmacSignatureSecret: signatureSecret,
      hmacKeySignatureSecret: keySignatureSecret,
    });
}

/** The difficulty a verified challenge was signed with; 0 when it carries none. */
function signedMaxNumber(challenge: Challenge): number {
  const maxNumber = challenge.parameters.data?.maxNumber;
  return typeof maxNumber === "number" && Number.isFinite(maxNumber) ? maxNumber : 0;
}

function decodePayload(token: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const payload = JSON.parse(Buffer.from(token, "base64").toString("utf8")) as { challenge?: Challenge; solution?: Solution };
    if (!payload?.challenge?.parameters || typeof payload.challenge.signature !== "string" || !payload.solution) return null;
    return { challenge: payload.challenge, solution: payload.solution };
  } catch {
    return null;
  }
}

const refused = (reason: CaptchaRefused["reason"]): CaptchaRefused => ({ ok: false, reason });
const isRefusal = (judged: object): judged is CaptchaRefused => "ok" in judged;

/** An instant before any challenge's expiry: a verdict at it judges everything but the expiry. */
const WHATEVER_THE_EXPIRY = 0;

/** The decoded token when it verifies for `form` at `nowMs`, or the refusal. */
function verified(token: string, form: CaptchaForm, secrets: AltchaSecrets, nowMs: number) {
  const payload = decodePayload(token);
  if (!payload) return refused("invalid");
  const verdict = verifyAltchaSolution(payload, secrets, nowMs);
  if (verdict !== "verified") return refused(verdict);
  // Signed for another form (or, issued before challenges named theirs, for none).
  if (payload.challenge.parameters.data?.form !== form) return refused("invalid");
  return payload;
}

export function altchaVerifier({ db, ...secrets }: AltchaSecrets & { db: Db }): CaptchaVerifier {
  return {
    forged: (token, form) => isRefusal(verified(token, form, secrets, WHATEVER_THE_EXPIRY)),
    async check(token, _remoteIp, form): Promise<CaptchaChecked | CaptchaRefused> {
      const payload = verified(token, form, secrets, Date.now());
      if (isRefusal(payload)) return payload;

      const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000 || Date.now() + ALTCHA_CHALLENGE_TTL_MS);
      const fingerprint = `altcha:${payload.challenge.signature}`;
      return {
        ok: true,
        used: { fingerprint, expiresAt },
        work: signedMaxNumber(payload.challenge),
        async spend(spendIn = db) {
          return (await spendCaptcha(spendIn, { fingerprint, expiresAt: expiresAt.toISOString() })).length === 1;
        },
      };
    },
  };
}

/** Forgets solutions whose challenge has expired anyway (run by the retention job). */
export async function purgeExpiredCaptchas(db: Db, now = new Date()) {
  await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, now));
}
