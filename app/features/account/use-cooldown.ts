import { useCallback, useEffect, useState } from "react";

/** Seconds left before an action may run again; `start()` begins a new wait. */
export function useCooldown(seconds: number, startActive = false) {
  const [left, setLeft] = useState(startActive ? seconds : 0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => setLeft(seconds), [seconds]);
  return { left, start };
}
