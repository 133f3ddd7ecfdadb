// Aggregate measurement (ARCHITECTURE.md 'Measurement without consent'): what the page's
// beacon sends and how the server reduces it (field speed's metrics and buckets are in
// vitals.ts). Only constants without side effects: the beacon ships on every page's first
// load, within 1 KB gzip.
import type { Touch } from "./attribution.ts";
import type { Vital } from "./vitals.ts";

/** Where the page sends its beacons (same origin). */
export const BEACON_PATH = "/api/beacon";

/** The most a beacon may weigh; a larger body is refused with 413. */
export const BEACON_MAX_BYTES = 2048;

export const DEVICES = ["mobile", "tablet", "desktop"] as const;
export type Device = (typeof DEVICES)[number];
export const DEVICE_LABELS: Record<Device, string> = { mobile: "Celular", tablet: "Tablet", desktop: "Computador" };

/** The device class, from the viewport's width in CSS pixels (the site's own breakpoints, Tailwind's md and lg). */
export const deviceOf = (width: number): Device => (width < 768 ? "mobile" : width < 1024 ? "tablet" : "desktop");

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
