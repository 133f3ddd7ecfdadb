// Field speed (contracts/measurement.ts VITALS): loaded after idle by beacon.ts, reports the
// document load's LCP, INP, CLS, FCP and TTFB in one beacon when the page is first hidden
// (visibilitychange or pagehide). web-vitals reads the buffered entries, so loading it late
// loses nothing but the interactions before it loaded. It imports nothing of beacon.ts (the
// beacon hands it `send`), so the beacon stays in the first load's own chunk, not one of its own.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import type { Vital } from "../../../contracts/vitals";

export function reportFieldSpeed(send: (metrics: Partial<Record<Vital, number>>) => void): void {
  const metrics: Partial<Record<Vital, number>> = {};
  const keep = (metric: Metric) => {
    metrics[metric.name] = metric.value;
  };
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(keep);
  let sent = false;
  // Registered after web-vitals' own listeners, so their final values are in first.
  const sendOnce = () => {
    if (sent || Object.keys(metrics).length === 0) return;
    sent = true;
    send(metrics);
  };
  document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && sendOnce());
  addEventListener("pagehide", sendOnce);
}
