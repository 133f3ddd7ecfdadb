// `npm test`: every check the project has, in order, each one run even when an earlier
// one failed. Ends with the line CI reads: `N passed, N failed` (typecheck and lint count
// as one check each; vitest and Playwright count their tests, read from their JSON
// reports). Exits non-zero if anything failed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";

const REPORTS = "reports";
const VITEST_REPORT = `${REPORTS}/vitest.json`;
const PLAYWRIGHT_REPORT = `${REPORTS}/playwright.json`;
const FRAMEWORK_BOOTSTRAP_REPORT = `${REPORTS}/playwright-framework-bootstrap.json`;

interface Tally {
  name: string;
  passed: number;
  failed: number;
}

function run(command: string, args: string[]): boolean {
  console.info(`\n▶ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  return result.status === 0;
}

function check(name: string, command: string, args: string[]): Tally {
  const ok = run(command, args);
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
}

/** The parts of Playwright's JSON report read here. */
interface PlaywrightSuite {
  file?: string;
  specs?: { title: string; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
}

/** "file › title" of every test that failed and then passed on its retry. */
function flakyTests(suites: PlaywrightSuite[], file = ""): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => spec.tests.some((t) => t.status === "flaky")).map((spec) => `${suite.file ?? file} › ${spec.title}`),
    ...flakyTests(suite.suites ?? [], suite.file ?? file),
  ]);
}

function readJson<T>(path: string): T | null {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as T;
  } catch {
    return null;
  }
}

/** A runner that exits non-zero without reporting a failed test still counts as a failure. */
function fromReport(name: string, ok: boolean, counts: { passed: number; failed: number } | null): Tally {
  if (!counts) return { name, passed: 0, failed: 1 };
  const failed = counts.failed || (ok ? 0 : 1);
  return { name, passed: counts.passed, failed };
}

// Every Node process the checks start (test workers, and the servers, CLIs and builds the
// tests spawn) keeps V8's compiled code of the modules it loads on disk, so the next one skips
// compiling them: the server's modules load in about 1.0 s instead of 1.3 s, and the test
// files that spawn most (operator commands, backups, crashes) took 71 s instead of 84 s.
process.env.NODE_COMPILE_CACHE ??= resolve("node_modules", ".cache", "node-compile");

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const tallies: Tally[] = [];
// The lockfile must install as it is (`npm ci`): a package whose platform builds this
// registry lacks leaves it out of sync, which only a clean install notices.
tallies.push(check("lockfile (npm ci --dry-run)", "npm", ["ci", "--dry-run", "--no-audit", "--no-fund", "--loglevel=error"]));
tallies.push(check("typecheck", "npm", ["run", "typecheck"]));
tallies.push(check("lint", "npm", ["run", "lint"]));
tallies.push(check("boundaries (contracts, server, app)", "node", ["scripts/check-boundaries.ts"]));

const unitOk = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${VITEST_REPORT}`]);
const vitest = readJson<{ numPassedTests: number; numFailedTests: number }>(VITEST_REPORT);
tallies.push(fromReport("unit and server (vitest)", unitOk, vitest && { passed: vitest.numPassedTests, failed: vitest.numFailedTests }));

const browserReady = run("bash", ["scripts/ensure-debian-package.sh", "chromium", "chromium"]) && run("node", ["scripts/ensure-build.ts"]);
if (!browserReady) {
  tallies.push({ name: "browser end-to-end (setup)", passed: 0, failed: 1 });
} else {
  const playwrightTally = (name: string, ok: boolean, report: string) => {
    const json = existsSync(report) ? readJson<PlaywrightReport>(report) : null;
    if (json) for (const title of flakyTests(json.suites)) console.info(`flaky (failed, then passed on its retry): ${title}`);
    return fromReport(name, ok, json && { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected });
  };
  tallies.push(playwrightTally("browser end-to-end (playwright)", run("npx", ["playwright", "test"]), PLAYWRIGHT_REPORT));
  // The degraded build (React Router's own bootstrap) serves every route under the CSP too.
  const degradedOk = run("node", ["scripts/e2e-framework-bootstrap.ts"]);
  tallies.push(playwrightTally("degraded build, React Router's bootstrap (route sweep)", degradedOk, FRAMEWORK_BOOTSTRAP_REPORT));
}

console.info("\nSummary");
for (const t of tallies) console.info(`  ${t.failed ? "✗" : "✓"} ${t.name}: ${t.passed} passed, ${t.failed} failed`);
const passed = tallies.reduce((sum, t) => sum + t.passed, 0);
const failed = tallies.reduce((sum, t) => sum + t.failed, 0);
console.info(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
