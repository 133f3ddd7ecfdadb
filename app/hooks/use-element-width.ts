import { useRef } from "react";
import { useObserved } from "./use-observed";

const resizes = (report: (entries: ResizeObserverEntry[]) => void) => new ResizeObserver(report);
const widthOf = (entry: ResizeObserverEntry) => Math.round(entry.contentRect.width);

/**
 * The rendered width of an element, in CSS pixels, kept current with a ResizeObserver.
 * `fallback` is used while prerendering and until the first measurement. Charts draw at
 * this width (one SVG unit a pixel), so their text stays readable on a phone.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number, min = 0) {
  const ref = useRef<T>(null);
  const width = useObserved(ref, resizes, widthOf, fallback);
  return [ref, Math.max(min, width)] as const;
}
