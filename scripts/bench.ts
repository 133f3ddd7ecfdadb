// `npm run bench`: the site's speed figures against their budgets, step by step:
//   static     requests per second of our server and of nginx on the same build (wrk)
//   js         JavaScript downloaded by network idle (gzip), every route (Playwright)
//   lighthouse Lighthouse mobile, every route, LIGHTHOUSE_RUNS runs each (default 3), with the
//              agent-readiness category where the installed Lighthouse offers it
//   demo       accepted demo requests per second and latency, on each database engine
//   webhooks   outbound events delivered per second and delay, on each database engine
//   topology   demo requests through nginx with two instances on PostgreSQL, against one alone
//   slots      a month's free slots with 5 hosts of 1,000 calendar events each, on each database engine
//   beacons    aggregate measurement's beacons accepted per second and latency, on each engine (wrk)
// BENCH_ONLY=static,js picks steps (default: all). Each step's figures replace its entry in
// bench/results.json, so steps run apart still end up in one file, each with its date and the
// machine's load. It is a measurement, not a test: it exits 0 even when a budget is missed.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { benchDemoRequests, DEMO_BUDGETS, meetsDemoBudgets } from "./bench/demo-requests.ts";
import { BEACON_BUDGETS, benchBeacons, FLOW_PER_SECOND, type BesideRun } from "./bench/beacons.ts";
import { benchWebhooks, describeWebhookRun } from "./bench/webhooks.ts";
import { benchJavascript, JS_BUDGET_KB } from "./bench/javascript-by-idle.ts";
import { AGENT_READINESS_OFFERED, benchLighthouse, LIGHTHOUSE_BUDGETS, LIGHTHOUSE_RUNS } from "./bench/lighthouse.ts";
import { printJavascript, printLighthouseHeader, printLighthouseRoute, printStatic } from "./bench/report.ts";
import { benchRoutes } from "./bench/routes.ts";
import { benchPort, ensureBuild, ROOT, startSite, type RunningSite } from "./bench/site-server.ts";
import { benchStaticThroughput, STATIC_RATIO_BUDGET } from "./bench/static-throughput.ts";
import { benchTopology, type TopologyBench } from "./bench/topology.ts";
import { benchSlots, SLOTS_BUDGET } from "./bench/slots.ts";
import { CHROMIUM_PATH } from "./chromium.ts";

const RESULTS_FILE = join(ROOT, "bench", "results.json");
const STEPS = ["static", "js", "lighthouse", "demo", "webhooks", "topology", "slots", "beacons"] as const;
type Step = (typeof STEPS)[number];
/** Kept from the first-render budget: the landing page's CSS (inline and linked), gzip. */
const CSS_BUDGET_KB = 25;

function selectedSteps(): Step[] {
  const wanted = (process.env.BENCH_ONLY ?? STEPS.join(",")).split(",").map((s) => s.trim()).filter(Boolean);
  const unknown = wanted.filter((s) => !(STEPS as readonly string[]).includes(s));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown step(s) ${unknown.join(", ")}; known: ${STEPS.join(", ")}`);
  return STEPS.filter((s) => wanted.includes(s));
}

interface StepEntry {
  date: string;
  /** 1, 5 and 15 minute load averages when the step ended: figures on a busy machine are noisy. */
  loadAverage: number[];
  pass: boolean;
  [figures: string]: unknown;
}

function readResults(): { steps: Partial<Record<Step, StepEntry>> } {
  if (!existsSync(RESULTS_FILE)) return { steps: {} };
  const previous = JSON.parse(readFileSync(RESULTS_FILE, "utf8")) as { steps?: Partial<Record<Step, StepEntry>> };
  return { steps: previous.steps ?? {} };
}

const entry = (pass: boolean, figures: Record<string, unknown>): StepEntry => ({
  date: new Date().toISOString(),
  loadAverage: loadavg().map((n) => Math.round(n * 100) / 100),
  pass,
  ...figures,
});

/** The Debian tools each step drives: [command, package]. */
const STEP_TOOLS: Record<Step, [string, string][]> = {
  static: [["wrk", "wrk"], ["nginx", "nginx"]],
  js: [["chromium", "chromium"]],
  lighthouse: [["chromium", "chromium"]],
  demo: [["wrk", "wrk"]],
  webhooks: [],
  topology: [["wrk", "wrk"], ["nginx", "nginx"]],
  slots: [["wrk", "wrk"]],
  beacons: [["wrk", "wrk"]],
};

/** Installs the steps' tools that are missing, as the tests install theirs (scripts/ensure-debian-package.sh). */
function ensureTools(steps: Step[]) {
  const tools = new Map(steps.flatMap((step) => STEP_TOOLS[step]));
  for (const [command, pkg] of tools) execFileSync("bash", [join(ROOT, "scripts", "ensure-debian-package.sh"), command, pkg], { stdio: ["ignore", "ignore", "inherit"] });
}

async function main(): Promise<void> {
  const steps = selectedSteps();
  const needsBrowser = steps.includes("js") || steps.includes("lighthouse");
  ensureTools(steps);
  if (needsBrowser && !existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} not found after installing chromium`);
  if (steps.some((s) => s === "static" || s === "js" || s === "lighthouse")) ensureBuild();
  const routes = benchRoutes();
  const results = readResults();
  const save = (step: Step, value: StepEntry) => {
    results.steps[step] = value;
    mkdirSync(join(ROOT, "bench"), { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify({ node: process.version, chromium: CHROMIUM_PATH, steps: results.steps }, null, 2)}\n`);
  };

  if (steps.includes("static")) {
    console.log("Static throughput: our server and nginx on the same build (wrk)...");
    const figures = await benchStaticThroughput(routes.find((r) => r.startsWith("/blog/")) ?? "/blog");
    save("static", entry(figures.pass, { budget: { minRatioToNginx: STATIC_RATIO_BUDGET }, ...figures }));
    printStatic(figures);
  }

  if (needsBrowser) {
    let site: RunningSite | null = null;
    const stopSite = () => site?.stop();
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void stopSite()?.then(() => process.exit(130)));
    try {
      site = await startSite(await benchPort("BENCH_PORT"));
      if (steps.includes("js")) {
        console.log(`JavaScript by network idle (gzip) on ${routes.length} routes...`);
        const perRoute = await benchJavascript(site.origin, routes);
        const landingCss = perRoute.find((r) => r.route === "/")?.cssGzipBytes ?? 0;
        const cssPass = landingCss <= CSS_BUDGET_KB * 1024;
        save("js", entry(perRoute.every((r) => r.pass) && cssPass, { budgetKB: JS_BUDGET_KB, landingCss: { gzipBytes: landingCss, budgetKB: CSS_BUDGET_KB, pass: cssPass }, routes: perRoute }));
        printJavascript(perRoute, { gzipBytes: landingCss, budgetKB: CSS_BUDGET_KB, pass: cssPass });
      }
      if (steps.includes("lighthouse")) {
        console.log(`Lighthouse mobile on ${routes.length} routes, ${LIGHTHOUSE_RUNS} run(s) each (median)${AGENT_READINESS_OFFERED ? ", agent readiness included" : "; this Lighthouse has no agent-readiness category"}...`);
        printLighthouseHeader();
        // Saved route by route: a long run stopped halfway still leaves its figures.
        await benchLighthouse(site.origin, routes, (done) => {
          save("lighthouse", entry(done.every((r) => r.pass), { budget: LIGHTHOUSE_BUDGETS, runsPerRoute: LIGHTHOUSE_RUNS, complete: done.length === routes.length, routes: done }));
          printLighthouseRoute(done.at(-1)!);
        });
      }
    } finally {
      await stopSite();
    }
  }

  if (steps.includes("beacons")) {
    console.log("Beacons: accepted per second and latency on each database engine...");
    const beacons = await benchBeacons();
    const beside = beacons.formsBesideBeacons;
    save("beacons", entry(beacons.runs.every((r) => r.pass) && (beside?.pass ?? true), { budget: { ...BEACON_BUDGETS, formsBesideBeacons: { ...DEMO_BUDGETS, beaconsPerSecond: FLOW_PER_SECOND } }, ...beacons }));
    for (const r of beacons.runs) {
      console.log(`Beacons on ${r.engine}: ${r.perSecond}/s, p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms, ${r.non2xx} non-2xx ${r.pass ? "ok" : "MISSED"}`);
    }
    if (beside) {
      console.log(`Demo requests on postgres while beacons flow: ${besideLine(beside.flow)} ${beside.pass ? "ok" : "MISSED"}`);
      console.log(`Demo requests on postgres beside a beacon flood at full speed (no budget): ${besideLine(beside.flood)}`);
    }
    for (const reason of beacons.skipped) console.log(`Beacons skipped on ${reason}`);
  }

  if (steps.includes("demo")) {
    console.log("Demo requests: accepted per second and latency on each database engine...");
    const demoRequests = await benchDemoRequests();
    save("demo", entry(demoRequests.runs.every(meetsDemoBudgets), { budget: DEMO_BUDGETS, ...demoRequests }));
    for (const r of demoRequests.runs) {
      console.log(
        `Demo requests on ${r.engine}: ${r.acceptedPerSecond} accepted/s, p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms; ` +
          `${r.refusals.refusedPerSecond} captcha refusals/s (${r.refusals.rowsWritten} rows written) ${meetsDemoBudgets(r) ? "ok" : "MISSED"}` +
          (r.databaseCeilingPerSecond ? `; the same writes without HTTP: ${r.databaseCeilingPerSecond}/s` : ""),
      );
    }
    for (const skipped of demoRequests.skipped) console.log(`Demo requests skipped: ${skipped}`);
  }

  if (steps.includes("webhooks")) {
    console.log("Outbound events: delivered per second and delay from 201 to delivery on each database engine...");
    const webhooks = await benchWebhooks();
    save("webhooks", entry(true, webhooks));
    for (const r of webhooks.runs) console.log(`Outbound events on ${describeWebhookRun(r)}`);
    for (const skipped of webhooks.skipped) console.log(`Outbound events skipped: ${skipped}`);
  }

  if (steps.includes("topology")) {
    console.log("Demo requests through nginx with two instances on one PostgreSQL, against one instance alone...");
    const topology = await benchTopology();
    if ("skipped" in topology) {
      console.log(`Topology skipped: ${topology.skipped}`);
    } else {
      // No new budget: the figure is read against the single instance's; every request must succeed.
      const ok = [topology.single, topology.nginxTwoInstances].every((run) => run.non2xx === 0 && run.errors === 0);
      save("topology", entry(ok, topology));
      console.log(`One instance: ${throughput(topology.single)}; nginx and two instances: ${throughput(topology.nginxTwoInstances)} (x${topology.ratio}) ${ok ? "ok" : "FAILED REQUESTS"}`);
    }
  }

  if (steps.includes("slots")) {
    console.log("Free slots of a month with 5 hosts of 1,000 events each, from the stored busy times, on each database engine...");
    const slots = await benchSlots();
    save("slots", entry(slots.runs.every((r) => r.pass), { budget: SLOTS_BUDGET, ...slots }));
    for (const r of slots.runs) {
      console.log(`Slots on ${r.engine}: ${r.perSecond} answers/s, p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms (${r.hosts} hosts x ${r.eventsPerHost} events, ${r.month}: ${r.slotsInAnswer} free slots; server CPU ${r.serverCpuMsPerAnswer ?? "?"} ms per answer) ${r.pass ? "ok" : "MISSED"}`);
      const computed = r.everyAnswerComputed;
      console.log(`  every answer computed (SLOTS_CACHE_MS=0): ${computed.perSecond} answers/s, p50 ${computed.latencyMs.p50} ms, p99 ${computed.latencyMs.p99} ms; server CPU ${computed.serverCpuMsPerAnswer ?? "?"} ms per answer`);
    }
    for (const skipped of slots.skipped) console.log(`Slots skipped: ${skipped}`);
  }

  const missed = steps.filter((s) => results.steps[s]?.pass === false);
  console.log(`Results written to ${RESULTS_FILE}`);
  console.log(missed.length ? `Budgets missed in: ${missed.join(", ")}` : "All budgets met.");
}

function throughput(run: TopologyBench["single"]) {
  return `${run.acceptedPerSecond} accepted/s, p99 ${run.p99Ms} ms`;
}

/** A demo load beside beacons, and the beacons' own figures. */
function besideLine({ demo, beacons }: BesideRun) {
  return `${demo.perSecond}/s accepted, p99 ${demo.latencyMs.p99} ms, ${demo.non2xx} non-2xx (beacons ${beacons.perSecond}/s, p99 ${beacons.p99Ms} ms)`;
}

try {
  await main();
} catch (error) {
  // A failed measurement (no build, server down, Chromium missing) is an error, unlike a missed budget.
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
