// Answer-time evenness for requests whose work depends on whether an e-mail is known.
import { setTimeout as sleep } from "node:timers/promises";

/**
 * Runs `work`, then waits until at least `minMs` passed since `started` (performance.now()):
 * the answer time of a request whose work depends on whether an e-mail is known then tells
 * nothing about it.
 */
export async function atLeast<T>(minMs: number, started: number, work: () => Promise<T>): Promise<T> {
  const result = await work();
  // A timer may fire a little early by this clock (it counts from the event loop's cached time).
  for (let left = minMs - (performance.now() - started); left > 0; left = minMs - (performance.now() - started)) await sleep(left);
  return result;
}
