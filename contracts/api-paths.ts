// Paths of the API calls the browser makes (no dependencies: safe to import anywhere).

/** spec §7: the pricing call ('POST {app host}/api/v1/pricing/calculate'). */
export const PRICING_CALCULATE_PATH = "/api/v1/pricing/calculate";

/** Where the ALTCHA widget fetches a fresh proof-of-work challenge. */
export const ALTCHA_CHALLENGE_PATH = "/api/captcha/challenge";

/** Proof of consent (LGPD): each cookie choice is recorded server-side. */
export const CONSENT_API_PATH = "/api/consent";
