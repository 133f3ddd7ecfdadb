import { useEffect, useRef, useState } from "react";

/**
 * The rendered width of an element, in CSS pixels, kept current with a ResizeObserver.
 * `fallback` is used while prerendering and until the first measurement. Charts draw at
 * this width (one SVG unit a pixel), so their text stays readable on a phone.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number, min = 0) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(min, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [min]);
  return [ref, width] as const;
}
