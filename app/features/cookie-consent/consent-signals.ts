// What a consent choice tells Google: Consent Mode v2 'update', the cookie_consent_update
// event for the data layer, and the Google tag itself once analytics is granted.
import { consentModeSignals, type ConsentChoices } from "../../../contracts/consent";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** The head script defines window.gtag; this is the same function for when it did not run. */
function gtag(..._args: unknown[]): void {
  if (window.gtag) {
    window.gtag(..._args);
    return;
  }
  // gtag.js reads Arguments objects from the data layer, not arrays.
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

/** spec: on each consent change, a Consent Mode update and a cookie_consent_update event. */
export function signalConsent(choices: Pick<ConsentChoices, "analytics" | "marketing">): void {
  gtag("consent", "update", consentModeSignals(choices));
  (window.dataLayer ??= []).push({
    event: "cookie_consent_update",
    necessary: true,
    analytics: choices.analytics,
    marketing: choices.marketing,
  });
}

const GOOGLE_TAG_URL = "https://www.googletagmanager.com/gtag/js";
let loadedTagId: string | null = null;

/** Loads the Google tag once; only call it when analytics consent is granted. */
export function loadGoogleTag(measurementId: string): void {
  if (loadedTagId) return;
  loadedTagId = measurementId;
  const script = document.createElement("script");
  script.async = true;
  script.src = `${GOOGLE_TAG_URL}?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
  gtag("js", new Date());
  gtag("config", measurementId);
}
