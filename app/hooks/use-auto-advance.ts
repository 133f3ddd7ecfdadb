import { useCallback, useEffect, useState } from "react";

interface AutoAdvanceOptions {
  count: number;
  intervalMs: number;
  /** While true the index holds still (hover, focus, reduced motion, pause button). */
  paused?: boolean;
  initialIndex?: number;
}

/**
 * An index that moves to the next item every `intervalMs` and wraps around (spec §4: the
 * logo carousel and the tip card). `goTo` jumps and restarts the wait, so an item chosen
 * by hand stays a full interval.
 */
export function useAutoAdvance({ count, intervalMs, paused = false, initialIndex = 0 }: AutoAdvanceOptions) {
  const [index, setIndex] = useState(initialIndex);
  // Bumped on every manual jump to restart the interval.
  const [epoch, setEpoch] = useState(0);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- `epoch` restarts the wait after a jump
  }, [paused, count, intervalMs, epoch]);

  const goTo = useCallback(
    (next: number) => {
      setIndex(((next % count) + count) % count);
      setEpoch((e) => e + 1);
    },
    [count],
  );

  return { index, goTo };
}
