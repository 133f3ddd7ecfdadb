// Where the visit came from, read once on the document load (never on client-side
// navigations) and kept in memory: before consent nothing is written to the device, and
// only the visitor's own form submissions send it (useProtectedSubmit). With marketing
// consent the first non-direct touch is also kept for FIRST_TOUCH_DAYS in localStorage; it
// is deleted at once when that consent is withdrawn, and never read without it.
import { FIRST_TOUCH_DAYS, FIRST_TOUCH_STORAGE_KEY, touchOf, type AttributionBody, type Touch } from "../../../contracts/attribution";
import { readCurrentConsent } from "../cookie-consent/consent-storage";

let visit: Touch | null = null;

/** A touch that says where the visitor came from (a campaign, a click id or another site). */
const isOrigin = (touch: Touch | null): touch is Touch => touch !== null && Object.keys(touch).some((key) => key !== "landing_path");

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

function storedFirstTouch(now: number): Touch | null {
  try {
    const touch = JSON.parse(storage()?.getItem(FIRST_TOUCH_STORAGE_KEY) ?? "null") as Touch | null;
    const at = Date.parse(touch?.at ?? "");
    return touch && now - at < FIRST_TOUCH_DAYS * 86_400_000 ? touch : null;
  } catch {
    return null;
  }
}

/**
 * Follows the visitor's marketing choice: granted, the visit's touch becomes the first touch
 * if none younger than FIRST_TOUCH_DAYS is kept; refused or withdrawn, the kept one is deleted.
 */
export function followMarketingConsent(granted: boolean, now = Date.now()): void {
  try {
    if (!granted) return storage()?.removeItem(FIRST_TOUCH_STORAGE_KEY);
    if (storedFirstTouch(now) || !isOrigin(visit)) return;
    storage()?.setItem(FIRST_TOUCH_STORAGE_KEY, JSON.stringify({ ...visit, at: new Date(now).toISOString() }));
  } catch {
    // Storage refused: the conversion carries the visit's touch only.
  }
}

/** Reads the document's URL and referrer; called once, before hydration. */
export function captureVisitOrigin(location: Location, referrer: string): void {
  visit = touchOf(new URL(location.href), referrer);
  // A first touch outlives no consent: one kept under an expired or older choice goes too.
  followMarketingConsent(readCurrentConsent()?.marketing ?? false);
}

/** What a conversion's body carries: the visit's touch, and the first touch only with marketing consent. */
export function attributionForSubmission(now = Date.now()): AttributionBody {
  const first = readCurrentConsent()?.marketing ? storedFirstTouch(now) : null;
  return { ...(visit && { last: visit }), ...(first && { first }) };
}
