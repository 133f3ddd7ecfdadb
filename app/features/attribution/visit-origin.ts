// Where the visit came from, read once on the document load (never on client-side
// navigations) and kept in memory as read: nothing is written to the device, and only the
// visitor's own form submissions send it (first-touch.ts, useProtectedSubmit). The address
// and referrer are parsed into a touch only when a form or the consent UI asks, so every
// route's eager code is just this.

let landing: { href: string; referrer: string } | null = null;

/** Keeps the document's URL and referrer; called once, before hydration. */
export function captureVisitOrigin(location: Pick<Location, "href">, referrer: string): void {
  landing = { href: location.href, referrer };
}

/** The document load's URL and referrer, or null before the capture (a test, a server render). */
export const visitLanding = () => landing;
