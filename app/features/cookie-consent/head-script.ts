// Inline <head> script: Consent Mode v2 defaults (all denied) before anything else, then
// the visitor's saved choice re-applied at once when it still counts. A constant string,
// identical on every page: the server's CSP allows it by its sha256.
import { CONSENT_MAX_AGE_DAYS, CONSENT_POLICY_VERSION, CONSENT_STORAGE_KEY } from "../../../contracts/consent";

const key = JSON.stringify(CONSENT_STORAGE_KEY);
const version = JSON.stringify(CONSENT_POLICY_VERSION);
const maxAgeMs = JSON.stringify(CONSENT_MAX_AGE_DAYS * 86_400_000);

// Mirrors isConsentCurrent() of contracts/consent.ts (same version, not too old, not in the future).
export const consentDefaultsScript =
  "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}" +
  "gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',wait_for_update:500});" +
  `try{var c=JSON.parse(localStorage.getItem(${key})),t=Date.parse(c.timestamp),n=Date.now();` +
  `if(c.version===${version}&&n-t<${maxAgeMs}&&t<=n+6e4){var s=function(g){return g===true?'granted':'denied'},m=s(c.marketing);` +
  "gtag('consent','update',{analytics_storage:s(c.analytics),ad_storage:m,ad_user_data:m,ad_personalization:m})}}catch(e){}";
