// `npm run test:e2e:framework-bootstrap`: proves the degraded build (scripts/build-end.ts)
// serves every route correctly under the CSP. It builds the site with React Router's own
// bootstrap (SERVED_PAGE_BOOTSTRAP=framework) into build-framework/, checks the pages really
// kept it, and runs the route sweep against it (every route: console errors, CSP violations,
// the app running far enough to show the cookie banner, what the page measures wrong), at the
// phone width, without the axe run and screenshots of the same markup that the main sweep
// makes. `npm test` runs it.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const BUILD_DIR = "build-framework";
const CLIENT_DIR = join(BUILD_DIR, "client");
const REPORT = process.env.E2E_REPORT ?? "reports/playwright-framework-bootstrap.json";

function run(command: string, args: string[], env: Record<string, string>): void {
  console.info(`\n▶ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run("npm", ["run", "build"], { SERVED_PAGE_BOOTSTRAP: "framework", REACT_ROUTER_BUILD_DIR: BUILD_DIR });
const home = readFileSync(join(CLIENT_DIR, "index.html"), "utf8");
if (!home.includes('<script type="module" async="">') || home.includes('id="app-code"')) {
  console.error(`${CLIENT_DIR}/index.html does not carry React Router's own bootstrap: the sweep would prove nothing.`);
  process.exit(1);
}
run("npx", ["playwright", "test", "route-sweep.spec.ts", "--grep", "at 360 px"], { E2E_CLIENT_DIR: CLIENT_DIR, E2E_REPORT: REPORT, E2E_SWEEP_BOOTSTRAP_ONLY: "1" });
