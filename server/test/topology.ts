// The production shape on this machine: N server/main.ts processes on one PostgreSQL, behind
// Debian's nginx running deploy/nginx.conf (with the addresses and paths rewritten to the
// test's own), serving what `npm run deploy:site` wrote. Used by the topology test and the
// bench's nginx step.
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { READY_PATH } from "../../contracts/api-paths.ts";
import { freePort } from "./smtp-listener.ts";

const ROOT = join(import.meta.dirname, "..", "..");
export const NGINX = "/usr/sbin/nginx";
/** The operator's paths in deploy/nginx.conf. */
const DEPLOY_DIR = "/srv/tramita";

/** Installs Debian's nginx when missing; null when it can run, else why not. */
export function nginxUnavailable(): string | null {
  const ensured = spawnSync("bash", [join(ROOT, "scripts", "ensure-debian-package.sh"), NGINX, "nginx"], { stdio: ["ignore", "ignore", "inherit"] });
  return ensured.status === 0 ? null : `${NGINX} is missing and nginx could not be installed`;
}

export interface Instance {
  port: number;
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string | null>;
}

/** server/main.ts as its own process on `port`; resolves once /readyz answers 200. */
export async function startInstance(port: number, env: NodeJS.ProcessEnv): Promise<Instance> {
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string | null>((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited with ${child.exitCode}: ${output.slice(-2000)}`);
    if (await fetch(`${baseUrl}${READY_PATH}`).then((r) => r.ok, () => false)) return { port, baseUrl, child, output: () => output, exited };
    await sleep(100);
  }
  child.kill("SIGKILL");
  throw new Error(`instance on ${port} did not become ready: ${output.slice(-2000)}`);
}

export interface Proxy {
  origin: string;
  /** The nginx.conf it runs (deploy/nginx.conf with this machine's addresses). */
  config: string;
  stop(): Promise<void>;
}

/**
 * `npm run deploy:site` for `env` (its CLIENT_DIR and captcha settings), then nginx on
 * deploy/nginx.conf in front of `instancePorts`.
 */
export async function startProxy(instancePorts: number[], env: NodeJS.ProcessEnv): Promise<Proxy> {
  const dir = mkdtempSync(join(tmpdir(), "tramita-nginx-"));
  // nginx's workers run as an unprivileged user (nobody, when started as root): they read the site.
  chmodSync(dir, 0o755);
  execFileSync(process.execPath, ["scripts/deploy-site.ts", dir], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  const port = await freePort();
  const upstream = instancePorts.map((p) => `    server 127.0.0.1:${p} max_fails=0;`);
  const site = readFileSync(join(ROOT, "deploy", "nginx.conf"), "utf8")
    .split("\n")
    .filter((line) => !/^\s*server 127\.0\.0\.1:\d+ /.test(line))
    .flatMap((line) => (line.startsWith("upstream tramita {") ? [line, ...upstream] : [line]))
    .join("\n")
    .replace("listen 80;", `listen 127.0.0.1:${port};`)
    .replaceAll(DEPLOY_DIR, dir);
  if (!site.includes(`listen 127.0.0.1:${port};`) || !site.includes("upstream tramita {")) throw new Error("deploy/nginx.conf no longer has the upstream and listen lines this helper rewrites");
  mkdirSync(join(dir, "logs"));
  writeFileSync(join(dir, "tramita.conf"), site);
  const config = `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/tramita.conf;
}
`;
  writeFileSync(join(dir, "nginx.conf"), config);
  const args = ["-p", dir, "-c", join(dir, "nginx.conf")];
  execFileSync(NGINX, [...args, "-t", "-q"], { stdio: ["ignore", "ignore", "inherit"] });
  const child = spawn(NGINX, [...args, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "inherit"] });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100 && !(await fetch(`${origin}/healthz`).then(() => true, () => false)); i++) await sleep(100);
  return {
    origin,
    config: site,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGQUIT");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
