// Beacons (aggregate measurement), on PGlite and on PostgreSQL: how many POST /api/beacon the
// server accepts per second and their latency (p50, p99), with wrk (a separate process) sending
// pre-built bodies in turn (views with campaigns, form starts, field speed). The server runs as
// its own process (server/main.ts) with its usual flush. Then, on PostgreSQL, the demo request
// benchmark's load (demo-requests.ts) on a server that beacons reach at the same time: the
// lead form must keep its budget while beacons flow (FLOW_PER_SECOND), and the same load beside
// a flood at wrk's full speed is measured too.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_REQUEST_PATH } from "../../contracts/api-paths.ts";
import { BEACON_PATH } from "../../contracts/measurement.ts";
import { freePort } from "../../server/test/smtp-listener.ts";
import { DEMO_BUDGETS, demoServerEnv, LOAD_SECONDS, runLoad, warmUp, writeAcceptedBodies, type LoadResult } from "./demo-requests.ts";
import { dropSchema, onEachEngine, postgresUrl } from "./engines.ts";
import { benchPort, ROOT, startSite } from "./site-server.ts";
import { latencyOf, parseWrk, runWrk, WRK, type WrkSummary } from "./wrk.ts";

/** The floors: beacons per second on each engine, and the p99 on PostgreSQL. */
export const BEACON_BUDGETS = { postgresPerSecond: 5000, pglitePerSecond: 2000, postgresP99Ms: 20 };
const DURATION_S = Number(process.env.BENCH_BEACON_SECONDS ?? 10);
const CONNECTIONS = 32;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

export interface BeaconRun {
  engine: "pglite" | "postgres";
  perSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
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

const wrkArgs = (origin: string, seconds: number, threads: number, connections = CONNECTIONS) => [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, "--latency", "-H", `user-agent: ${BROWSER}`, "-s", join(ROOT, "scripts/bench/post-bodies.lua"), `${origin}${BEACON_PATH}`];

/** wrk as runWrk runs it, but without blocking: the summary when it ends. */
function wrkInBackground(args: string[], env: NodeJS.ProcessEnv): Promise<WrkSummary> {
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve(parseWrk(output)) : reject(new Error(`wrk failed: ${output}`))));
  });
}

/**
 * The rate beacons flow at beside the forms' load, held to the demo budget: about a thousand
 * page loads and field-speed reports a second (86 million a day), far above any day this site
 * will see, from FLOW_CONNECTIONS connections that each wait FLOW_PAUSE_MS after an answer
 * (with the answers' few milliseconds, about 1,000/s; the rate reached is printed).
 */
export const FLOW_PER_SECOND = 1000;
const FLOW_CONNECTIONS = 13;
const FLOW_PAUSE_MS = 10;

/** Demo requests on PostgreSQL beside beacons on the same server, and the beacons' own figures. */
export interface BesideRun {
  demo: LoadResult;
  beacons: { perSecond: number; p99Ms: number; non2xx: number };
}

export interface FormsBesideBeacons {
  /** Beacons paced at FLOW_PER_SECOND: the demo budget must hold. */
  flow: BesideRun;
  /**
   * Beacons from wrk at full speed: on two cores shared by wrk, the server and PostgreSQL, the
   * CPU a flood takes from the form (no budget: the beacon path is answered before Fastify and
   * touches no database, README "Medição agregada", but one process has one main thread).
   */
  flood: BesideRun;
  pass: boolean;
}

/** The demo load of `demoFile` while beacons go to the same server, paced (`pauseMs` per connection) or at full speed. */
async function besideBeacons(origin: string, demoFile: string, bodiesFile: string, pauseMs: number | null): Promise<BesideRun> {
  const args = wrkArgs(origin, LOAD_SECONDS + 3, 1, pauseMs === null ? CONNECTIONS : FLOW_CONNECTIONS);
  // The beacons start a second before the forms and end two seconds after them.
  const beacons = wrkInBackground(args, { BODIES_FILE: bodiesFile, ...(pauseMs === null ? {} : { PAUSE_MS: String(pauseMs) }) });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const demo = runLoad(`${origin}${DEMO_REQUEST_PATH}`, demoFile);
  const sent = await beacons;
  return { demo, beacons: { perSecond: sent.requestsPerSecond, p99Ms: latencyOf(sent).p99, non2xx: sent.non2xx } };
}

async function formsBesideBeacons(url: string, bodiesFile: string): Promise<FormsBesideBeacons> {
  const schema = `bench_beside_${process.pid}`;
  const dataDir = mkdtempSync(join(tmpdir(), "tramita-bench-beside-"));
  // The demo benchmark's server, with measurement on as by default.
  const site = await startSite(await freePort(), demoServerEnv(dataDir, { url, schema }));
  try {
    const [flowFile, floodFile] = [join(dataDir, "flow.json"), join(dataDir, "flood.json")];
    await writeAcceptedBodies(site.origin, flowFile, "fluxo");
    await writeAcceptedBodies(site.origin, floodFile, "enxurrada");
    await warmUp(site.origin, `${site.origin}${DEMO_REQUEST_PATH}`, dataDir);
    const flow = await besideBeacons(site.origin, flowFile, bodiesFile, FLOW_PAUSE_MS);
    const flood = await besideBeacons(site.origin, floodFile, bodiesFile, null);
    const { demo } = flow;
    return { flow, flood, pass: demo.non2xx === 0 && demo.perSecond >= DEMO_BUDGETS.postgresAcceptedPerSecond && demo.latencyMs.p99 <= DEMO_BUDGETS.postgresP99Ms };
  } finally {
    await site.stop();
    await dropSchema(url, schema);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchBeacons(): Promise<{ runs: BeaconRun[]; skipped: string[]; formsBesideBeacons: FormsBesideBeacons | null }> {
  const bodiesFile = join(mkdtempSync(join(tmpdir(), "tramita-bench-beacons-")), "bodies.txt");
  writeFileSync(bodiesFile, `${beaconBodies().join("\n")}\n`);
  const postgres = await postgresUrl();
  const { runs, skipped } = await onEachEngine(async (engine, url) => {
    const schema = `bench_beacons_${process.pid}`;
    const env = url ? { DATABASE_URL: url, DATABASE_SCHEMA: schema } : {};
    const site = await startSite(await benchPort("BENCH_BEACON_PORT"), env);
    try {
      const wrk = runWrk(wrkArgs(site.origin, DURATION_S, 2), { BODIES_FILE: bodiesFile });
      const run: BeaconRun = {
        engine,
        perSecond: wrk.requestsPerSecond,
        latencyMs: latencyOf(wrk),
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
  return { runs, skipped, formsBesideBeacons: postgres ? await formsBesideBeacons(postgres, bodiesFile) : null };
}
