// The clock the servers of a test file read (config.now), which a test moves forward; back at
// its start after each test, so no test sees where another left it.
import { afterEach } from "vitest";

export function movableClock(start: Date) {
  let at = start;
  afterEach(() => {
    at = start;
  });
  return {
    now: () => at,
    moveTo: (to: Date) => {
      at = to;
    },
  };
}
