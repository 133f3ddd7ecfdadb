// Aggregate measurement (ARCHITECTURE.md 'Measurement without consent'): what the page's
// beacon sends, how the server reduces it, and the fixed buckets of field speed. No
// dependencies beyond the attribution contract, so the beacon can import its names cheaply.
import type { Touch } from "./attribution.ts";

/** Where the page sends its beacons (same origin). */
export const BEACON_PATH = "/api/beacon";

/** The most a beacon may weigh; a larger body is refused with 413. */
export const BEACON_MAX_BYTES = 2048;

/** The device class, from the viewport's width in CSS pixels (the site's own breakpoints, Tailwind's md and lg). */
export const DEVICE_CLASSES = [
  { device: "mobile", below: 768 },
  { device: "tablet", below: 1024 },
  { device: "desktop", below: Number.POSITIVE_INFINITY },
] as const;
export type Device = (typeof DEVICE_CLASSES)[number]["device"];
export const DEVICES: readonly Device[] = DEVICE_CLASSES.map((entry) => entry.device);
export const DEVICE_LABELS: Record<Device, string> = { mobile: "Celular", tablet: "Tablet", desktop: "Computador" };

export const deviceOf = (width: number): Device => DEVICE_CLASSES.find((entry) => width < entry.below)!.device;

/** How long the daily counters and histograms are kept (the privacy policy's 'Medição agregada'). */
export const MEASUREMENT_RETENTION_MONTHS = 25;

/** A page the route table does not know is counted under this route. */
export const OTHER_ROUTE = "outra";

/** Every value of a campaign beyond the day's cap (below) is counted under this one. */
export const OTHER_VALUE = "(outras)";
/** A page load whose origin is unknown (a later full load of our own site): no channel. */
export const UNKNOWN_ORIGIN = "(desconhecida)";

/**
 * Distinct (source, medium, campaign) combinations kept per day; from the next one on, a
 * beacon is counted under (outras) with its channel. With the route table, the three devices
 * and the channels, this bounds the views table's rows per day: routes x devices x
 * (MAX_ORIGINS_PER_DAY + channels + 1).
 */
export const MAX_ORIGINS_PER_DAY = 200;

/** The Core Web Vitals the page reports, with the threshold of "good" (web.dev). */
export const VITALS = {
  LCP: { label: "Maior elemento visível (LCP)", good: 2500, unit: "ms" },
  INP: { label: "Resposta à interação (INP)", good: 200, unit: "ms" },
  CLS: { label: "Estabilidade visual (CLS)", good: 0.1, unit: "" },
  FCP: { label: "Primeiro conteúdo (FCP)", good: 1800, unit: "ms" },
  TTFB: { label: "Primeiro byte (TTFB)", good: 800, unit: "ms" },
} as const;
export type Vital = keyof typeof VITALS;
export const VITAL_NAMES = Object.keys(VITALS) as Vital[];

/** The largest value accepted: a timing of more than a minute, or a layout shift above 10, is refused as absurd. */
export const VITAL_MAX: Record<Vital, number> = { LCP: 60_000, INP: 60_000, CLS: 10, FCP: 60_000, TTFB: 60_000 };

/** Upper bounds of consecutive buckets from `from`, `step` apart, up to `to`. */
const steps = (from: number, to: number, step: number) => Array.from({ length: Math.round((to - from) / step) }, (_, i) => Number((from + step * (i + 1)).toFixed(3)));

/** Bucket upper bounds of a timing (ms): finer where the thresholds are (each threshold is a bound). */
const TIME_BUCKETS = [...steps(0, 1000, 50), ...steps(1000, 3000, 100), ...steps(3000, 10_000, 250), ...steps(10_000, 60_000, 1000)];
/** Bucket upper bounds of the layout shift. */
const SHIFT_BUCKETS = [...steps(0, 0.5, 0.01), ...steps(0.5, 1, 0.05), ...steps(1, 10, 0.25)];

/** Each metric's fixed bucket upper bounds; a value goes to the first bucket whose bound is at least it. */
export const VITAL_BUCKETS: Record<Vital, readonly number[]> = { LCP: TIME_BUCKETS, INP: TIME_BUCKETS, CLS: SHIFT_BUCKETS, FCP: TIME_BUCKETS, TTFB: TIME_BUCKETS };

export const bucketOf = (metric: Vital, value: number): number => {
  const bounds = VITAL_BUCKETS[metric];
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length - 1 : index;
};

/** What the page sends on each document load and client-side navigation. */
export interface ViewBeacon {
  kind: "view";
  /** location.pathname (never the query); the server keeps only its route pattern. */
  path: string;
  /** The first page of the tab: a document load that did not come from this site. */
  entry: boolean;
  device: Device;
  /** The visit's touch as the attribution code reads it; absent when its origin is unknown. */
  touch?: Touch;
}

/** Sent once per page when the visitor first puts the focus in one of its forms. */
export interface FormBeacon {
  kind: "form";
  path: string;
  device: Device;
  touch?: Touch;
}

/** Field speed of the document load, sent once when the page is hidden. */
export interface VitalsBeacon {
  kind: "vitals";
  path: string;
  device: Device;
  metrics: Partial<Record<Vital, number>>;
}

export type Beacon = ViewBeacon | FormBeacon | VitalsBeacon;
