// Aggregate measurement's beacon (contracts/measurement.ts): one navigator.sendBeacon per page
// (document load and client-side navigation) to this site, with the route's path, the visit's
// touch as the attribution code reads it, whether the tab's first page, and a device class.
// Nothing is written to the device and nothing identifies the visitor; a browser that signals
// Global Privacy Control or Do Not Track sends nothing. Field speed loads after idle
// (field-speed.ts), never with the page.
import { touchOf, type Touch } from "../../../contracts/attribution";
import { BEACON_PATH, deviceOf, type Beacon } from "../../../contracts/measurement";
import { readInjected } from "../../lib/runtime-config";
import { visitLanding } from "../attribution/visit-origin";

declare global {
  interface Navigator {
    globalPrivacyControl?: boolean;
  }
}

/** Whether beacons may be sent: measurement on for this deployment, and no opt-out signal from the browser. */
function measurementAllowed(): boolean {
  return readInjected().measurement !== false && navigator.globalPrivacyControl !== true && navigator.doNotTrack !== "1" && typeof navigator.sendBeacon === "function";
}

function sendBeacon(beacon: Beacon): void {
  navigator.sendBeacon(BEACON_PATH, new Blob([JSON.stringify(beacon)], { type: "application/json" }));
}

/** The visit's touch, or undefined when its origin is unknown (a later full load of our own site). */
function visitTouch(): Touch | undefined {
  const landing = visitLanding();
  return (landing && touchOf(new URL(landing.href), landing.referrer)) ?? undefined;
}

const currentDevice = () => deviceOf(window.innerWidth);

/** The tab's first page: a document load by navigation (not a reload or a return) that did not come from this site. */
function isEntry(touch: Touch | undefined): boolean {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return touch !== undefined && (navigation?.type ?? "navigate") === "navigate";
}

let pages = 0;
let formCounted = false;

/** Counts the page at `path` (called on the document load, then on every client-side navigation). */
export function countPage(path: string): void {
  if (!measurementAllowed()) return;
  const touch = visitTouch();
  const device = currentDevice();
  sendBeacon({ kind: "view", path, entry: pages === 0 && isEntry(touch), device, ...(touch && { touch }) });
  formCounted = false;
  if (pages++ === 0) {
    document.addEventListener("focusin", (event) => onFocus(event, device));
    // Field speed of this document load, once the browser is idle.
    const load = () => void import("./field-speed").then(({ reportFieldSpeed }) => reportFieldSpeed((metrics) => sendBeacon({ kind: "vitals", path, device: currentDevice(), metrics })));
    if ("requestIdleCallback" in window) requestIdleCallback(load, { timeout: 5000 });
    else setTimeout(load, 2000);
  }
}

/** A form is started when the focus first enters one that asks for an e-mail (the lead forms), once per page. */
function onFocus(event: FocusEvent, device: Beacon["device"]): void {
  const form = event.target instanceof Element ? event.target.closest("form") : null;
  if (formCounted || !form?.querySelector('input[type="email"]')) return;
  formCounted = true;
  const touch = visitTouch();
  sendBeacon({ kind: "form", path: location.pathname, device, ...(touch && { touch }) });
}
