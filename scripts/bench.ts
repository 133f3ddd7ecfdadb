// `npm run bench`: measures the landing page against its performance budgets.
// 1. builds if needed, 2. serves build/client with the real server, 3. sums the gzip size of
// the JS and CSS the first render of "/" needs, 4. runs Lighthouse (mobile, simulated
// throttling) five times (LIGHTHOUSE_RUNS), 5. measures demo requests and outbound events
// (webhooks) on both database engines, 6. writes bench/results.json and prints a table.
// It is a measurement, not a test: it exits 0 even when a budget is missed.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve, sep } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { benchDemoRequests } from "./bench-demo-requests.ts";
import { benchWebhooks, describeWebhookRun } from "./bench-webhooks.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.ts";

const ROOT = resolve(import.meta.dirname, "..");
const CLIENT_DIR = join(ROOT, "build", "client");
const RESULTS_FILE = join(ROOT, "bench", "results.json");
// Child processes get the project's own binaries (Node 24, react-router) first on PATH.
const CHILD_ENV = { ...process.env, PATH: `${join(ROOT, "node_modules", ".bin")}:${process.env.PATH ?? ""}` };

const BUDGETS = { firstRenderJsGzipKB: 120, cssGzipKB: 25, lighthousePerformance: 98, lighthouseOther: 100 };
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const KB = 1024;

type CategoryId = (typeof CATEGORIES)[number];
interface SizedFile {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}
interface LighthouseRun {
  scores: Record<CategoryId, number | null>;
  metrics: { lcpMs: number | null; fcpMs: number | null; tbtMs: number | null; cls: number | null; speedIndexMs: number | null };
  failedAudits: Partial<Record<CategoryId, { id: string; title: string; score: number | null }[]>>;
  nonLocalRequests: string[];
  runWarnings: string[];
}

const gzipBytes = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;

// --- build and server ---------------------------------------------------------------------

function ensureBuild(): void {
  if (existsSync(join(CLIENT_DIR, "index.html"))) return;
  console.log("build/client/index.html is missing: running react-router build...");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, env: CHILD_ENV, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`react-router build failed (exit ${result.status ?? result.signal})`);
}

/** Asks the OS for a free TCP port by listening on port 0 and closing again. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolvePort(address.port) : reject(new Error("no port"))));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  // process.execPath is the Node that runs this script (Node 24 when started as documented).
  const server = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: { ...CHILD_ENV, CLIENT_DIR, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited early (code ${server.exitCode})`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  server.kill("SIGTERM");
  throw new Error("the server did not answer /healthz within 30 s");
}

// --- first-render budget -------------------------------------------------------------------

/** Attributes of every `<tag ...>` opening tag in `html`, plus the inner text for scripts. */
function findTags(html: string, tag: "script" | "style" | "link"): { attrs: Map<string, string>; body: string }[] {
  const tagPattern = tag === "link" ? /<link\b([^>]*)>/gi : new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)<\\/${tag}\\s*>`, "gi");
  const attrPattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  return [...html.matchAll(tagPattern)].map((match) => {
    const attrs = new Map<string, string>();
    for (const attr of (match[1] ?? "").matchAll(attrPattern)) {
      attrs.set((attr[1] ?? "").toLowerCase(), attr[2] ?? attr[3] ?? attr[4] ?? "");
    }
    return { attrs, body: match[2] ?? "" };
  });
}

/** Specifiers of `import "x"`, `import ... from "x"`, `export ... from "x"` (static only). */
function staticImports(code: string): string[] {
  const pattern = /\b(?:import|export)\s*(?:[\w$*{},\s]+?\bfrom\s*)?(["'])([^"'\n]+)\1/g;
  return [...code.matchAll(pattern)].map((m) => m[2] ?? "");
}

/** Specifiers of dynamic `import("x")` with a literal string (used for inline scripts only). */
function dynamicImports(code: string): string[] {
  return [...code.matchAll(/\bimport\s*\(\s*(["'])([^"'\n]+)\1\s*\)/g)].map((m) => m[2] ?? "");
}

/** Reads a same-origin asset from build/client; null for other origins or missing files. */
function readAsset(url: URL, origin: string): Buffer | null {
  if (url.origin !== origin) return null;
  const file = resolve(CLIENT_DIR, `.${decodeURIComponent(url.pathname)}`);
  if (!file.startsWith(CLIENT_DIR + sep) || !existsSync(file)) return null;
  return readFileSync(file);
}

function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

async function measureFirstRender(origin: string) {
  const pageUrl = `${origin}/`;
  const html = await (await fetch(pageUrl)).text();

  // Entry points: <script src>, <link rel=modulepreload>, and the imports of inline module scripts.
  const entryUrls: string[] = [];
  const cssUrls: string[] = [];
  for (const { attrs, body } of findTags(html, "script")) {
    const src = attrs.get("src");
    if (src) entryUrls.push(new URL(src, pageUrl).href);
    else if (attrs.get("type") === "module") {
      for (const spec of [...staticImports(body), ...dynamicImports(body)]) entryUrls.push(new URL(spec, pageUrl).href);
      // The deferred loader (scripts/postbuild-html.ts) lists the page's modules as strings.
      for (const [, spec] of body.matchAll(/"(\/assets\/[^"]+\.js)"/g)) entryUrls.push(new URL(spec!, pageUrl).href);
    }
  }
  for (const { attrs } of findTags(html, "link")) {
    const rel = (attrs.get("rel") ?? "").toLowerCase().split(/\s+/);
    const href = attrs.get("href");
    if (!href) continue;
    if (rel.includes("modulepreload")) entryUrls.push(new URL(href, pageUrl).href);
    if (rel.includes("stylesheet")) cssUrls.push(new URL(href, pageUrl).href);
  }

  // Follow the static imports of every JS file (breadth first; dynamic import() is lazy, so skipped).
  const js = new Map<string, SizedFile>();
  const missing: string[] = [];
  const queue = [...entryUrls];
  for (let href = queue.shift(); href !== undefined; href = queue.shift()) {
    if (js.has(href) || missing.includes(href)) continue;
    const content = readAsset(new URL(href), origin);
    if (!content) {
      missing.push(href);
      continue;
    }
    js.set(href, { url: new URL(href).pathname, rawBytes: content.length, gzipBytes: gzipBytes(content) });
    for (const spec of staticImports(content.toString("utf8"))) {
      if (/^(\.{1,2}\/|\/)/.test(spec)) queue.push(new URL(spec, href).href);
    }
  }

  const css: SizedFile[] = [];
  // Stylesheets inlined into the page (scripts/postbuild-html.ts) count as CSS too.
  for (const { attrs, body } of findTags(html, "style")) {
    css.push({ url: `inline <style> (${attrs.get("data-inline-href") ?? "page"})`, rawBytes: Buffer.byteLength(body), gzipBytes: gzipBytes(body) });
  }
  for (const href of new Set(cssUrls)) {
    const content = readAsset(new URL(href), origin);
    if (content) css.push({ url: new URL(href).pathname, rawBytes: content.length, gzipBytes: gzipBytes(content) });
    else missing.push(href);
  }

  const assetsDir = join(CLIENT_DIR, "assets");
  const allJsGzipBytes = existsSync(assetsDir)
    ? allFiles(assetsDir)
        .filter((file) => /\.m?js$/.test(file))
        .reduce((sum, file) => sum + gzipBytes(readFileSync(file)), 0)
    : 0;

  const jsFiles = [...js.values()].toSorted((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    firstRenderJsGzipBytes: jsFiles.reduce((sum, f) => sum + f.gzipBytes, 0),
    firstRenderJsFiles: jsFiles,
    cssGzipBytes: css.reduce((sum, f) => sum + f.gzipBytes, 0),
    cssFiles: css,
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipBytes(html),
    allJsGzipBytes,
    unresolvedUrls: missing,
  };
}

// --- Lighthouse ----------------------------------------------------------------------------

function summarize(lhr: Result): LighthouseRun {
  const score = (id: CategoryId) => {
    const value = lhr.categories[id]?.score;
    return typeof value === "number" ? Math.round(value * 100) : null;
  };
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as Record<CategoryId, number | null>;

  // For every category below 100, the scored audits that did not pass.
  const failedAudits: LighthouseRun["failedAudits"] = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category || scores[id] === 100) continue;
    failedAudits[id] = category.auditRefs.flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      const scored = audit && ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode);
      return scored && audit.score !== null && audit.score < 1 ? [{ id: audit.id, title: audit.title, score: audit.score }] : [];
    });
  }

  // The site is served locally and the machine is offline: list anything that tried to leave.
  const requests = lhr.audits["network-requests"]?.details;
  const items = requests && "items" in requests ? (requests.items as { url?: unknown }[]) : [];
  const nonLocalRequests = items
    .map((item) => String(item.url ?? ""))
    .filter((url) => /^https?:/.test(url) && !url.startsWith("http://127.0.0.1:"));

  return {
    scores,
    metrics: {
      lcpMs: metric("largest-contentful-paint"),
      fcpMs: metric("first-contentful-paint"),
      tbtMs: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      speedIndexMs: metric("speed-index"),
    },
    failedAudits,
    nonLocalRequests,
    runWarnings: lhr.runWarnings,
  };
}

async function runLighthouse(url: string): Promise<LighthouseRun> {
  // A fresh browser per run, so no cache or service worker carries over between runs.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS], logLevel: "error" });
  try {
    // Defaults: mobile form factor and screen emulation, simulated (Lantern) throttling.
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error("Lighthouse returned no result");
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return summarize(result.lhr);
  } finally {
    chrome.kill();
  }
}

// --- report --------------------------------------------------------------------------------

const row = (label: string, value: string, budget: string, ok: boolean) =>
  `${label.padEnd(28)}${value.padStart(12)}   ${budget.padEnd(10)}${ok ? "ok" : "MISSED"}`;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value: number | null) => (value === null ? "n/a" : `${Math.round(value)} ms`);

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} not found: run scripts/ensure-debian-package.sh chromium chromium first`);
  ensureBuild();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer(port);
  // Stop the server however we leave (error, Ctrl-C).
  const stopServer = () => server.exitCode === null && server.kill("SIGTERM");
  process.once("SIGINT", () => {
    stopServer();
    process.exit(130);
  });

  try {
    const sizes = await measureFirstRender(origin);

    const runs: LighthouseRun[] = [];
    for (let i = 1; i <= LIGHTHOUSE_RUNS; i++) {
      process.stdout.write(`Lighthouse run ${i}/${LIGHTHOUSE_RUNS}...\n`);
      runs.push(await runLighthouse(`${origin}/`));
    }
    // Median run by performance score (null counts as 0).
    const median = [...runs].toSorted((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0))[Math.floor(runs.length / 2)];
    if (!median) throw new Error("no Lighthouse run");

    const others = (["accessibility", "best-practices", "seo"] as const).map((id) => median.scores[id]);
    const pass = {
      firstRenderJsGzipKB: sizes.firstRenderJsGzipBytes <= BUDGETS.firstRenderJsGzipKB * KB,
      cssGzipKB: sizes.cssGzipBytes <= BUDGETS.cssGzipKB * KB,
      lighthousePerformance: (median.scores.performance ?? 0) >= BUDGETS.lighthousePerformance,
      lighthouseOther: others.every((s) => (s ?? 0) >= BUDGETS.lighthouseOther),
    };
    console.log("Demo requests: accepted per second and latency on each database engine...");
    const demoRequests = await benchDemoRequests();
    console.log("Outbound events: delivered per second and delay from 201 to delivery on each database engine...");
    const webhooks = await benchWebhooks();
    const results = {
      date: new Date().toISOString(),
      node: process.version,
      chromium: CHROMIUM_PATH,
      budgets: BUDGETS,
      measured: {
        ...sizes,
        lighthouse: { ...median, performanceScoresOfAllRuns: runs.map((r) => r.scores.performance) },
        demoRequests,
        webhooks,
      },
      pass,
    };
    mkdirSync(join(ROOT, "bench"), { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);

    const m = median.metrics;
    console.log(
      [
        "",
        `${"".padEnd(28)}${"measured".padStart(12)}   ${"budget".padEnd(10)}`,
        row("First-render JS (gzip)", kb(sizes.firstRenderJsGzipBytes), `<= ${BUDGETS.firstRenderJsGzipKB} KB`, pass.firstRenderJsGzipKB),
        row("CSS (gzip)", kb(sizes.cssGzipBytes), `<= ${BUDGETS.cssGzipKB} KB`, pass.cssGzipKB),
        row("Lighthouse performance", String(median.scores.performance), `>= ${BUDGETS.lighthousePerformance}`, pass.lighthousePerformance),
        row("Lighthouse a11y/BP/SEO", others.join("/"), `= ${BUDGETS.lighthouseOther}`, pass.lighthouseOther),
        "",
        `HTML ${kb(sizes.htmlBytes)} (${kb(sizes.htmlGzipBytes)} gzip), all JS in assets ${kb(sizes.allJsGzipBytes)} gzip, ` +
          `${sizes.firstRenderJsFiles.length} JS files on first render`,
        `LCP ${ms(m.lcpMs)}, FCP ${ms(m.fcpMs)}, TBT ${ms(m.tbtMs)}, CLS ${m.cls?.toFixed(3) ?? "n/a"}, Speed Index ${ms(m.speedIndexMs)}` +
          ` (performance of the ${runs.length} runs: ${runs.map((r) => r.scores.performance).join(", ")})`,
        ...Object.entries(median.failedAudits).flatMap(([category, audits]) =>
          audits.length ? [`Failed ${category} audits: ${audits.map((a) => a.id).join(", ")}`] : [],
        ),
        ...(sizes.unresolvedUrls.length ? [`Could not read: ${sizes.unresolvedUrls.join(", ")}`] : []),
        ...(median.nonLocalRequests.length ? [`Non-local requests: ${median.nonLocalRequests.join(", ")}`] : []),
        `Results written to ${RESULTS_FILE}`,
      ].join("\n"),
    );
    const missed = Object.entries(pass).filter(([, ok]) => !ok).map(([name]) => name);
    for (const r of demoRequests.runs) {
      console.log(`Demo requests on ${r.engine}: ${r.acceptedPerSecond} accepted/s, p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms`);
    }
    for (const skipped of demoRequests.skipped) console.log(`Demo requests skipped: ${skipped}`);
    for (const r of webhooks.runs) console.log(`Outbound events on ${describeWebhookRun(r)}`);
    for (const skipped of webhooks.skipped) console.log(`Outbound events skipped: ${skipped}`);
    console.log(missed.length ? `Budgets missed: ${missed.join(", ")}` : "All budgets met.");
  } finally {
    stopServer();
  }
}

try {
  await main();
} catch (error) {
  // A failed measurement (no build, server down, Chromium missing) is an error, unlike a missed budget.
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
