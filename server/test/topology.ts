// The production shape on this machine: N server/main.ts processes on one PostgreSQL, behind
// Debian's nginx running deploy/nginx.conf (with the addresses, paths and certificate
// rewritten to the test's own: a self-signed one for 127.0.0.1), serving a release as `npm run
// release` leaves it (what `npm run deploy:site` wrote), over TLS. Used by the topology test and the bench's nginx step.
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { connect, createServer, type Socket } from "node:net";
import { join } from "node:path";
import { getCACertificates, setDefaultCACertificates } from "node:tls";
import { setTimeout as sleep } from "node:timers/promises";
import { READY_PATH } from "../../contracts/api-paths.ts";
import { freePort } from "./smtp-listener.ts";

const ROOT = join(import.meta.dirname, "..", "..");
export const NGINX = "/usr/sbin/nginx";
/** The operator's paths in deploy/nginx.conf. */
const DEPLOY_DIR = "/srv/tramita";

/** Installs Debian's nginx (and openssl, for the certificate) when missing; null when it can run, else why not. */
export function nginxUnavailable(): string | null {
  for (const [command, name] of [[NGINX, "nginx"], ["openssl", "openssl"]] as const) {
    const ensured = spawnSync("bash", [join(ROOT, "scripts", "ensure-debian-package.sh"), command, name], { stdio: ["ignore", "ignore", "inherit"] });
    if (ensured.status !== 0) return `${command} is missing and ${name} could not be installed`;
  }
  return null;
}

export interface Instance {
  port: number;
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string | null>;
}

/**
 * server/main.ts as its own process on `port`; resolves once /readyz answers 200, within
 * `readyWithinMs` (a fresh PGlite database on a busy machine takes longer than PostgreSQL).
 */
export async function startInstance(port: number, env: NodeJS.ProcessEnv, { readyWithinMs = 60_000 } = {}): Promise<Instance> {
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
  for (const deadline = Date.now() + readyWithinMs; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited with ${child.exitCode}: ${output.slice(-2000)}`);
    if (await fetch(`${baseUrl}${READY_PATH}`).then((r) => r.ok, () => false)) return { port, baseUrl, child, output: () => output, exited };
    await sleep(100);
  }
  child.kill("SIGKILL");
  throw new Error(`instance on ${port} did not become ready: ${output.slice(-2000)}`);
}

/** deploy/nginx.conf as shipped. */
export const deployedNginxConfig = () => readFileSync(join(ROOT, "deploy", "nginx.conf"), "utf8");

/** `text` with `from` replaced by `to` everywhere; throws when the shipped file no longer has it. */
function rewrite(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer has "${from}", which server/test/topology.ts rewrites`);
  return text.replaceAll(from, to);
}

export interface Nginx {
  /** What `nginx -t` printed for the configuration. */
  configTest: string;
  /** The files nginx wrote in its logs folder, by name. */
  logs(): Record<string, string>;
  /** The shell command that reloads it gracefully, as `systemctl reload nginx` does. */
  reloadCommand: string;
  stop(): Promise<void>;
}

/**
 * nginx in a private folder, running what `http(folder)` returns as the inside of its http
 * block once `nginx -t` accepts it; `ready` says when it answers. Logging is Debian's
 * /etc/nginx/nginx.conf's: a server without its own logs writes the combined format (query
 * strings included) to logs/access.log and its errors, at "error", to logs/error.log.
 */
export async function startNginx(http: (dir: string) => string, ready: () => Promise<boolean>): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), "tramita-nginx-"));
  // nginx's workers run as an unprivileged user (nobody, when started as root): they read the site.
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, "logs"));
  const config = `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${dir}/logs/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${http(dir)}
}
`;
  writeFileSync(join(dir, "nginx.conf"), config);
  const args = ["-p", dir, "-c", join(dir, "nginx.conf")];
  const test = spawnSync(NGINX, [...args, "-t"], { encoding: "utf8" });
  const configTest = `${test.stdout}${test.stderr}`;
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${configTest}`);
  const child = spawn(NGINX, [...args, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "inherit"] });
  for (let i = 0; i < 100 && !(await ready()); i++) await sleep(100);
  return {
    configTest,
    reloadCommand: [NGINX, ...args, "-s", "reload"].join(" "),
    logs: () => Object.fromEntries(readdirSync(join(dir, "logs")).map((name) => [name, readFileSync(join(dir, "logs", name), "utf8")])),
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

/** A self-signed certificate for 127.0.0.1 in `dir`, named as certbot names its files; its PEM. */
function selfSignedCertificate(dir: string): string {
  mkdirSync(dir);
  const [key, certificate] = [join(dir, "privkey.pem"), join(dir, "fullchain.pem")];
  execFileSync("openssl", ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "2", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", certificate], { stdio: ["ignore", "ignore", "inherit"] });
  return readFileSync(certificate, "utf8");
}

export interface Proxy extends Nginx {
  /** The TLS server, https://127.0.0.1:PORT (HTTP/1.1 and HTTP/2). */
  origin: string;
  /** The port-80 server, http://127.0.0.1:PORT: certbot's challenges and the redirect to HTTPS. */
  plainOrigin: string;
  /** The TLS server's self-signed certificate (PEM), trusted by this process's fetch. */
  certificate: string;
  /** Where the port-80 server answers certbot's challenges from (its /.well-known/acme-challenge/). */
  acmeRoot: string;
  /** The site's configuration it runs (deploy/nginx.conf with this machine's addresses and paths). */
  config: string;
}

export interface ProxyOptions {
  /** The TLS server's port (default: a free one). */
  port?: number;
  /** The port-80 server's port (default: a free one). */
  plainPort?: number;
  /**
   * Instances nginx tries only once every other one failed for the request (`backup`), so a
   * test decides which instance each request meets first.
   */
  backupPorts?: number[];
  /** A releases folder (`npm run release -- <folder>`): nginx serves its `current` release. */
  releases?: string;
}

/**
 * `npm run deploy:site` for `env` (its CLIENT_DIR and captcha settings), then nginx on
 * deploy/nginx.conf in front of `instancePorts` and `backupPorts`: its two servers on loopback
 * ports, a self-signed certificate where certbot's would be, its logs in the private folder. With
 * `releases`, nginx serves that folder's `current` release instead, as `npm run release -- <releases>` leaves it.
 */
export async function startProxy(instancePorts: number[], env: NodeJS.ProcessEnv, options: ProxyOptions = {}): Promise<Proxy> {
  const port = options.port ?? (await freePort());
  const plainPort = options.plainPort ?? (await freePort());
  const origin = `https://127.0.0.1:${port}`;
  const upstream = [
    ...instancePorts.map((p) => `    server 127.0.0.1:${p} max_fails=0;`),
    ...(options.backupPorts ?? []).map((p) => `    server 127.0.0.1:${p} max_fails=0 backup;`),
  ];
  let site = "";
  let certificate = "";
  let acmeRoot = "";
  const nginx = await startNginx(
    (dir) => {
      if (!options.releases) {
        // One release, current at once, as `npm run release` leaves it (scripts/release-site.ts).
        const release = join(dir, "current");
        execFileSync(process.execPath, ["scripts/deploy-site.ts", release], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
        writeFileSync(join(release, "root.conf"), `root ${join(release, "site")};\n`);
      }
      certificate = selfSignedCertificate(join(dir, "tls"));
      acmeRoot = join(dir, "acme");
      mkdirSync(join(acmeRoot, ".well-known", "acme-challenge"), { recursive: true });
      // The instances' lines and the IPv6 listeners go; everything else is as shipped.
      let text = deployedNginxConfig()
        .split("\n")
        .filter((line) => !/^\s*server 127\.0\.0\.1:\d+ /.test(line) && !/^\s*listen \[::\]:/.test(line))
        .join("\n");
      text = rewrite(text, "upstream tramita {", ["upstream tramita {", ...upstream].join("\n"));
      text = rewrite(text, "listen 80;", `listen 127.0.0.1:${plainPort};`);
      text = rewrite(text, "listen 443 ssl http2;", `listen 127.0.0.1:${port} ssl http2;`);
      text = rewrite(text, "/etc/letsencrypt/live/tramita.com.br/", `${dir}/tls/`);
      text = rewrite(text, "/var/log/nginx/", `${dir}/logs/`);
      text = rewrite(text, "/var/www/html", acmeRoot);
      site = rewrite(text, DEPLOY_DIR, options.releases ?? dir);
      writeFileSync(join(dir, "tramita.conf"), site);
      // fetch trusts the certificate from now on, in this process only.
      setDefaultCACertificates([...getCACertificates("default"), certificate]);
      return `  include ${dir}/tramita.conf;`;
    },
    () => fetch(`${origin}/healthz`).then(() => true, () => false),
  );
  return { ...nginx, origin, plainOrigin: `http://127.0.0.1:${plainPort}`, certificate, acmeRoot, config: site };
}

export interface AnswerDroppingRelay {
  /** The first line of each request whose answer was dropped, with its Idempotency-Key. */
  dropped: { key: string; requestLine: string }[];
  close(): Promise<void>;
}

/**
 * A TCP relay on `port` to the instance on `targetPort`, standing for an instance that stops
 * with a form in its hands: the first time a POST with a given Idempotency-Key comes through,
 * the instance receives it whole and commits it, and once its answer starts the relay resets
 * nginx's connection, so the answer is lost. Everything else passes both ways untouched (nginx
 * sends one request per connection: `Connection: close` in deploy/nginx.conf).
 */
export async function startAnswerDroppingRelay(port: number, targetPort: number): Promise<AnswerDroppingRelay> {
  const dropped: AnswerDroppingRelay["dropped"] = [];
  const seenKeys = new Set<string>();
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const instance = connect(targetPort, "127.0.0.1");
    for (const socket of [client, instance]) {
      open.add(socket);
      socket.once("close", () => open.delete(socket));
    }
    let head: Buffer | null = Buffer.alloc(0);
    let dropAnswer = false;
    client.on("data", (chunk: Buffer) => {
      if (head === null) return void instance.write(chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf("\r\n\r\n");
      if (end < 0) return;
      const headers = head.subarray(0, end).toString("latin1");
      const key = /^idempotency-key:[ \t]*(\S+)/im.exec(headers)?.[1];
      if (headers.startsWith("POST ") && key !== undefined && !seenKeys.has(key)) {
        seenKeys.add(key);
        dropAnswer = true;
        dropped.push({ key, requestLine: headers.slice(0, headers.indexOf("\r\n")) });
      }
      instance.write(head);
      head = null;
    });
    instance.on("data", (chunk: Buffer) => {
      if (!dropAnswer) return void client.write(chunk);
      client.resetAndDestroy();
      instance.destroy();
    });
    client.on("end", () => instance.end());
    instance.on("end", () => client.end());
    client.on("error", () => instance.destroy());
    instance.on("error", () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    dropped,
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
