// wrk (Debian package), the load generator of the static and demo steps: a separate
// process written in C, so the server measured keeps the CPU it would have alone.
import { spawnSync } from "node:child_process";

export const WRK = process.env.WRK_PATH ?? "wrk";

export interface WrkSummary {
  requestsPerSecond: number;
  latencyMs: { avg: number; max: number };
  /** With --latency: wrk's latency distribution. */
  percentilesMs?: { p50: number; p99: number };
  requests: number;
  non2xx: number;
  socketErrors: number;
}

const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const toMs = (value: string, unit: string) => Number(value) * (MS_PER_UNIT[unit] ?? 1);

/** wrk's figures, read from its plain-text summary. */
export function parseWrk(output: string): WrkSummary {
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);
  const latency = /Latency\s+([\d.]+)(us|ms|s|m)\s+[\d.]+\w+\s+([\d.]+)(us|ms|s|m)/.exec(output);
  const percentile = (p: string) => {
    const found = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)$`, "m").exec(output);
    return found ? toMs(found[1]!, found[2]!) : null;
  };
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: Math.round(number(/Requests\/sec:\s+([\d.]+)/)),
    ...(percentile("50") !== null && percentile("99") !== null ? { percentilesMs: { p50: percentile("50")!, p99: percentile("99")! } } : {}),
    latencyMs: latency ? { avg: toMs(latency[1]!, latency[2]!), max: toMs(latency[3]!, latency[4]!) } : { avg: 0, max: 0 },
    requests: number(/(\d+) requests in/),
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
    socketErrors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

/**
 * A run's latency figures for a budget: wrk's percentiles, or, when it printed no distribution,
 * the average and the maximum, so that a missing figure never reads as a fast one.
 */
export function latencyOf(run: WrkSummary): { p50: number; p99: number; max: number } {
  return { p50: run.percentilesMs?.p50 ?? run.latencyMs.avg, p99: run.percentilesMs?.p99 ?? run.latencyMs.max, max: run.latencyMs.max };
}

/** Runs wrk with `args` (its options and the URL) and reads its summary. */
export function runWrk(args: string[], env: NodeJS.ProcessEnv = {}): WrkSummary {
  const run = spawnSync(WRK, args, { encoding: "utf8", env: { ...process.env, ...env } });
  if (run.error) throw new Error(`${WRK} not found (apt-get install wrk)`);
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
  return parseWrk(run.stdout);
}
