// The visitor's first non-direct touch, kept for FIRST_TOUCH_DAYS in localStorage only with
// marketing consent: written when that consent is (or already was) granted, deleted at once
// when it is withdrawn, and never read without it. The cookie-consent UI (loaded shortly after
// every page) follows the choice; the forms read what a conversion carries.
import { touchOf, type AttributionBody, type Touch } from "../../../contracts/attribution";
import { FIRST_TOUCH_DAYS, FIRST_TOUCH_STORAGE_KEY } from "../../../contracts/first-touch";
import { readCurrentConsent } from "../cookie-consent/consent-storage";
import { visitLanding } from "./visit-origin";

/** The visit's touch, or null when its origin is unknown (a later full load of our own site). */
function visitTouch(): Touch | null {
  const landing = visitLanding();
  return landing ? touchOf(new URL(landing.href), landing.referrer) : null;
}

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
 * if none younger than FIRST_TOUCH_DAYS is kept; refused, withdrawn or no longer current, the
 * kept one is deleted.
 */
export function followMarketingConsent(granted: boolean, now = Date.now()): void {
  try {
    if (!granted) return storage()?.removeItem(FIRST_TOUCH_STORAGE_KEY);
    const visit = visitTouch();
    if (storedFirstTouch(now) || !isOrigin(visit)) return;
    storage()?.setItem(FIRST_TOUCH_STORAGE_KEY, JSON.stringify({ ...visit, at: new Date(now).toISOString() }));
  } catch {
    // Storage refused: the conversion carries the visit's touch only.
  }
}

/** Applies the current choice (none counts as refused): once per page, by the cookie-consent UI. */
export const followCurrentConsent = () => followMarketingConsent(readCurrentConsent()?.marketing ?? false);

/** What a conversion's body carries: the visit's touch, and the first touch only with marketing consent. */
export function attributionForSubmission(now = Date.now()): AttributionBody {
  const visit = visitTouch();
  const first = readCurrentConsent()?.marketing ? storedFirstTouch(now) : null;
  return { ...(visit && { last: visit }), ...(first && { first }) };
}
