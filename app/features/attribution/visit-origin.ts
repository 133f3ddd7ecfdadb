// Where the visit came from, read once on the document load (never on client-side
// navigations) and kept in memory: nothing is written to the device, and only the visitor's
// own form submissions send it (first-touch.ts, useProtectedSubmit). Kept apart from the
// consent-dependent first touch so that every route's eager code stays this small.
import { touchOf, type Touch } from "../../../contracts/attribution";

let visit: Touch | null = null;

/** Reads the document's URL and referrer; called once, before hydration. */
export function captureVisitOrigin(location: Location, referrer: string): void {
  visit = touchOf(new URL(location.href), referrer);
}

/** The visit's touch, or null when its origin is unknown (a later full load of our own site). */
export const visitTouch = (): Touch | null => visit;
