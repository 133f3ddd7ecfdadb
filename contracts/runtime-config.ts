// Configuration the server hands to the browser at request time (not baked into the
// build), so one build serves any deployment.

/** Which captcha the forms show (ARCHITECTURE.md): reCAPTCHA v2 with keys, else ALTCHA. */
export type CaptchaConfig = { provider: "altcha" } | { provider: "recaptcha"; siteKey: string };

export interface RuntimeConfig {
  /** The external application (sign-in). */
  appUrl: string;
  captcha: CaptchaConfig;
  /** Origin of the pricing API (spec §7 '{app host}'): "" for this site, else APP_URL's. */
  pricingOrigin: string;
  /** Google tag id (GA4); null: no tag is ever loaded. Loaded only after analytics consent. */
  gaMeasurementId: string | null;
  /** Aggregate measurement's beacons (contracts/measurement.ts); false with MEASUREMENT=off (absent: on). */
  measurement?: boolean;
}

/** The global the server's inline script assigns (contracts/served-page.ts writes it). */
export const RUNTIME_CONFIG_GLOBAL = "__TRAMITA_CONFIG__";

