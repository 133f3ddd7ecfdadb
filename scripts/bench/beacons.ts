// Beacons (aggregate measurement), on PGlite and on PostgreSQL: how many POST /api/beacon the
// server accepts per second and their latency (p50, p99), with wrk (a separate process) sending
// pre-built bodies in turn (views with campaigns, form starts, field speed), then what the
// counters wrote. The server runs as its own process (server/main.ts) with its usual flush.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BEACON_PATH } from "../../contracts/measurement.ts";
import { dropSchema, onEachEngine } from "./engines.ts";
import { benchPort, ROOT, startSite } from "./site-server.ts";
import { runWrk } from "./wrk.ts";

/** The floors: beacons per second on each engine, and the p99 on PostgreSQL. */
export const BEACON_BUDGETS = { postgresPerSecond: 5000, pglitePerSecond: 2000, postgresP99Ms: 20 };
const DURATION_S = Number(process.env.BENCH_BEACON_SECONDS ?? 10);
const CONNECTIONS = 32;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

export interface BeaconRun {
  engine: "pglite" | "postgres";
  perSecond: number;
  latencyMs: { p50: number; p99: number };
  requests: number;
  non2xx: number;
  socketErrors: number;
  pass: boolean;
}

/** A few hundred bodies as pages send them: entries and views from several origins, form starts and field speed. */
function beaconBodies(): string[] {
  const paths = ["/", "/agendamento", "/blog/malote-digital-o-que-e", "/calculadora", "/sobre"];
  const touches = [{ utm_source: "newsletter", utm_medium: "email", utm_campaign: "novembro" }, { referrer: "https://www.google.com/" }, {}, { gclid: "x", utm_campaign: "inverno" }];
  const bodies: string[] = [];
  for (let i = 0; i < 400; i += 1) {
    const path = paths[i % paths.length]!;
    const touch = { ...touches[i % touches.length], landing_path: path };
    const device = ["mobile", "tablet", "desktop"][i % 3];
    if (i % 10 === 9) bodies.push(JSON.stringify({ kind: "vitals", path, device, metrics: { LCP: 800 + (i % 40) * 60, INP: 40 + (i % 20) * 10, CLS: (i % 10) / 100, FCP: 600, TTFB: 120 } }));
    else if (i % 10 === 8) bodies.push(JSON.stringify({ kind: "form", path, device, touch }));
    else bodies.push(JSON.stringify({ kind: "view", path, entry: i % 3 === 0, device, touch }));
  }
  return bodies;
}

export const meetsBeaconBudgets = (run: BeaconRun) =>
  run.engine === "postgres" ? run.perSecond >= BEACON_BUDGETS.postgresPerSecond && run.latencyMs.p99 <= BEACON_BUDGETS.postgresP99Ms : run.perSecond >= BEACON_BUDGETS.pglitePerSecond;

export async function benchBeacons(): Promise<{ runs: BeaconRun[]; skipped: string[] }> {
  const bodiesFile = join(mkdtempSync(join(tmpdir(), "tramita-bench-beacons-")), "bodies.txt");
  writeFileSync(bodiesFile, `${beaconBodies().join("\n")}\n`);
  return onEachEngine(async (engine, url) => {
    const schema = `bench_beacons_${process.pid}`;
    const env = url ? { DATABASE_URL: url, DATABASE_SCHEMA: schema } : {};
    const site = await startSite(await benchPort("BENCH_BEACON_PORT"), env);
    try {
      const wrk = runWrk(["-t2", `-c${CONNECTIONS}`, `-d${DURATION_S}s`, "--latency", "-H", `user-agent: ${BROWSER}`, "-s", join(ROOT, "scripts/bench/post-bodies.lua"), `${site.origin}${BEACON_PATH}`], { BODIES_FILE: bodiesFile });
      const run: BeaconRun = {
        engine,
        perSecond: wrk.requestsPerSecond,
        latencyMs: wrk.percentilesMs ?? { p50: wrk.latencyMs.avg, p99: wrk.latencyMs.max },
        requests: wrk.requests,
        non2xx: wrk.non2xx,
        socketErrors: wrk.socketErrors,
        pass: false,
      };
      run.pass = meetsBeaconBudgets(run) && run.non2xx === 0;
      return run;
    } finally {
      await site.stop();
      if (url) await dropSchema(url, schema);
    }
  });
}
