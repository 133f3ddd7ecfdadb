// Consent Mode v2 defaults (all denied) before anything else, then the visitor's saved
// choice re-applied at once when it still counts. Serialised into the page by
// contracts/served-page.ts: it reads nothing but its arguments and the browser's globals.

interface TagWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

/** Mirrors isConsentCurrent() of contracts/consent.ts (same version, not too old, not in the future). */
export function applyConsentDefaults(storageKey: string, policyVersion: string, maxAgeMs: number): void {
  const tagWindow = window as unknown as TagWindow;
  const dataLayer = (tagWindow.dataLayer = tagWindow.dataLayer || []);
  // gtag.js reads Arguments objects from the data layer, not arrays.
  // oxlint-disable-next-line prefer-rest-params
  const gtag = (tagWindow.gtag = function gtag() { dataLayer.push(arguments); } as (...args: unknown[]) => void);
  gtag("consent", "default", { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied", wait_for_update: 500 });
  try {
    const saved = JSON.parse(window.localStorage.getItem(storageKey) as string) as { version: unknown; timestamp: string; analytics: unknown; marketing: unknown };
    const at = Date.parse(saved.timestamp);
    const now = Date.now();
    if (saved.version !== policyVersion || !(now - at < maxAgeMs) || !(at <= now + 60_000)) return;
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- serialised alone: no module-level helper reaches the page
    const signal = (granted: unknown) => (granted === true ? "granted" : "denied");
    const marketing = signal(saved.marketing);
    gtag("consent", "update", { analytics_storage: signal(saved.analytics), ad_storage: marketing, ad_user_data: marketing, ad_personalization: marketing });
  } catch {
    // Nothing saved, or not JSON: the defaults stand.
  }
}
