// The build and the real server (server/main.ts as its own process) the bench steps measure.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { HEALTH_PATH } from "../../contracts/api-paths.ts";
import { freePort } from "../../server/test/smtp-listener.ts";

export const ROOT = resolve(import.meta.dirname, "..", "..");
export const CLIENT_DIR = join(ROOT, "build", "client");
/** Child processes get the project's own binaries (Node 24, react-router) first on PATH. */
const CHILD_ENV: NodeJS.ProcessEnv = { ...process.env, PATH: `${join(ROOT, "node_modules", ".bin")}:${process.env.PATH ?? ""}` };

export function ensureBuild(): void {
  if (existsSync(join(CLIENT_DIR, "index.html"))) return;
  console.log("build/client/index.html is missing: running npm run build...");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, env: CHILD_ENV, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`the build failed (exit ${result.status ?? result.signal})`);
}

/** A port from `variable` when set (to keep clear of neighbours on a shared machine), else a free one. */
export async function benchPort(variable: string): Promise<number> {
  const fixed = process.env[variable];
  return fixed ? Number(fixed) : freePort();
}

/** Polls `url` until it answers 2xx, the process exits, or 90 s pass. */
export async function waitUntilUp(child: ChildProcess, url: string, name: string): Promise<void> {
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; await sleep(200)) {
    if (child.exitCode !== null) throw new Error(`${name} exited early (code ${child.exitCode})`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
  }
  child.kill("SIGKILL");
  throw new Error(`${name} did not answer ${url} within 90 s`);
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once("exit", () => done());
    child.kill("SIGTERM");
  });
}

export interface RunningSite {
  origin: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * server/main.ts as its own process, configured as in production (NODE_ENV, HTTPS public
 * address so HSTS is on, info-level logging to a discarded stdout) on a fresh data directory
 * and the embedded database; `env` adds or overrides settings (a step's database, its limits).
 */
export async function startSite(port: number, env: NodeJS.ProcessEnv = {}): Promise<RunningSite> {
  // process.execPath is the Node that runs the bench (Node 24 under `npm run bench`).
  const child = spawn(process.execPath, [...(process.env.BENCH_NODE_OPTIONS?.split(" ").filter(Boolean) ?? []), "server/main.ts"], {
    cwd: ROOT,
    env: {
      ...CHILD_ENV,
      NODE_ENV: "production",
      PUBLIC_SITE_URL: "https://www.tramita.com.br",
      CLIENT_DIR,
      LOG_LEVEL: "info",
      DATA_DIR: mkdtempSync(join(tmpdir(), "tramita-bench-site-")),
      DATABASE_URL: "",
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilUp(child, `${origin}${HEALTH_PATH}`, "the server");
  return { origin, child, stop: () => stopChild(child) };
}
