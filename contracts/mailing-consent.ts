// The opt-in to marketing e-mail offered on every conversion's form (demo request, booking,
// maturity report, trial sign-up): unticked by default, recorded with the conversion as proof
// (the text shown, its version, when, granted or declined) and sent to RD Station as the
// contact's communications consent. No zod, so the forms' first load stays small.
import { site } from "./site.ts";

/**
 * The text beside the box, word for word, and its version: each conversion keeps both as the
 * proof of what the visitor was asked (LGPD art. 8). Change the version with the text.
 */
export const MAILING_CONSENT_TEXT = `Quero receber conteúdos do ${site.name} por e-mail`;
export const MAILING_CONSENT_VERSION = "2026-11-27";

/** A refused body's text for a value that is not a yes or a no (only a hand-made request sends one). */
export const MAILING_CONSENT_INVALID = "Envie a opção de receber conteúdos por e-mail como sim ou não.";

/** The visitor's choice as a conversion's events carry it. */
export interface MailingConsent {
  granted: boolean;
  /** MAILING_CONSENT_VERSION of the text shown; null when the form had no box (or the record is from before it). */
  text_version: string | null;
}

/** The choice of a form without the box, of a record from before it, or erased: not asked, so no mailing. */
export const NO_MAILING_CONSENT: MailingConsent = { granted: false, text_version: null };
