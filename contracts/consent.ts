// spec §3 'Cookie consent record' and §4 'Cookie banner', plus what LGPD accountability
// needs: a policy version, an expiry, and an anonymous id the visitor can quote.
// No dependencies: the head script and the banner both read it.

/** spec §3: the browser-storage key. */
export const CONSENT_STORAGE_KEY = "cookieConsent";

/** spec §9: the banner appears this long after the page loads. */
export const COOKIE_BANNER_DELAY_MS = 1000;

/** Bump when the cookie policy changes: every visitor is asked again (2026-11-27: the marketing category keeps the first touch). */
export const CONSENT_POLICY_VERSION = "2026-11-27";

/** A choice is asked again after 12 months. */
export const CONSENT_MAX_AGE_DAYS = 365;

/** The three choices, as the spec names them; `necessary` is always true. */
export interface ConsentChoices {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

/** What is kept in localStorage under `cookieConsent`. */
export interface StoredConsent extends ConsentChoices {
  /** Anonymous random id (UUID), shown in the preferences dialog and sent to the API. */
  id: string;
  version: string;
  /** ISO 8601 time of the choice. */
  timestamp: string;
}

const state = (granted: boolean) => (granted ? "granted" : "denied");

/** Google Consent Mode v2 signals for a choice (spec §7). */
export function consentModeSignals(choices: Pick<ConsentChoices, "analytics" | "marketing">) {
  return {
    analytics_storage: state(choices.analytics),
    ad_storage: state(choices.marketing),
    ad_user_data: state(choices.marketing),
    ad_personalization: state(choices.marketing),
  } as const;
}

/** A stored record still counts when it has this policy's version and is not too old. */
export function isConsentCurrent(record: Pick<StoredConsent, "version" | "timestamp">, now = Date.now()): boolean {
  const at = Date.parse(record.timestamp);
  return record.version === CONSENT_POLICY_VERSION && Number.isFinite(at) && now - at < CONSENT_MAX_AGE_DAYS * 86_400_000 && at <= now + 60_000;
}
