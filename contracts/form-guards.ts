// What the body of every captcha-protected form carries beside its fields, checked by the
// server's request pipeline before the form's own work: the captcha's answer and the
// honeypot (spec §8).
import { boolean, optional } from "zod";
import { attributionBodySchema } from "./attribution-schema.ts";
import { CAPTCHA_MESSAGES } from "./captcha.ts";
import { MAILING_CONSENT_INVALID } from "./mailing-consent.ts";
import { untrimmedText } from "./text.ts";

/** Room for any provider's answer (a reCAPTCHA token is about 2 KB, an ALTCHA payload less). */
const CAPTCHA_TOKEN_MAX_LENGTH = 8192;

export const captchaTokenSchema = untrimmedText(CAPTCHA_MESSAGES.missing)
  .min(1, { error: CAPTCHA_MESSAGES.missing })
  .max(CAPTCHA_TOKEN_MAX_LENGTH, { error: CAPTCHA_MESSAGES.invalid });

/** The captcha and the hidden `website` field, which people never see and bots fill: absent or empty. */
export const formGuards = { captchaToken: captchaTokenSchema, website: optional(untrimmedText().max(0)) };

/** The opt-in to marketing e-mail (contracts/mailing-consent.ts): absent or false is declined (the box starts unticked). */
export const mailingConsentSchema = optional(boolean({ error: MAILING_CONSENT_INVALID }));

/** The guards of a conversion's form (demo request, booking, maturity report, quote, trial sign-up), with the visit's attribution and the mailing opt-in. */
export const conversionGuards = { ...formGuards, attribution: attributionBodySchema, mailingConsent: mailingConsentSchema };
