import { useEffect, useState } from "react";
import { useHydrated } from "./use-hydrated";

interface CountUpOptions {
  /** Starts the animation; it runs once. */
  start: boolean;
  durationMs: number;
  steps: number;
  /** Jump straight to the target (prefers-reduced-motion). */
  instant?: boolean;
}

/**
 * spec §4: a counter that climbs from 0 to `target` in `steps` equal steps over
 * `durationMs`, once `start` turns true. The prerendered HTML carries the target itself,
 * so the number is right without JavaScript; in the browser it rests at 0 until started.
 */
export function useCountUp(target: number, { start, durationMs, steps, instant = false }: CountUpOptions): number {
  const hydrated = useHydrated();
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (!start || instant) return;
    const timer = setInterval(() => {
      setStep((current) => {
        const next = Math.min(current + 1, steps);
        if (next === steps) clearInterval(timer);
        return next;
      });
    }, durationMs / steps);
    return () => clearInterval(timer);
  }, [start, instant, durationMs, steps]);

  if (!hydrated || (start && instant)) return target;
  return Math.round((target * step) / steps);
}
