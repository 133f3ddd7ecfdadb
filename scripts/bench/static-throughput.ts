// Static throughput against nginx: the same build/client served by nginx (Debian package,
// one worker, gzip on, gzip_static on: it sends the build's .gz twins as we do; it has no
// brotli module, so it answers gzip where we answer br) and by server/main.ts, each loaded
// by wrk (a separate process) with the same connections and duration, URL by URL. Pages
// have no .gz twin in the build (our server fills in the runtime config and compresses them
// once at start-up), so nginx gzips them per request at its default level 1, as a stock
// nginx in front of this build would.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchPort, CLIENT_DIR, startSite, stopChild, waitUntilUp } from "./site-server.ts";
import { runWrk, WRK, type WrkSummary } from "./wrk.ts";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const SECONDS = Number(process.env.STATIC_BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const ACCEPT_ENCODING = "gzip, br";
/** Our server must do at least this share of nginx's requests per second. */
export const STATIC_RATIO_BUDGET = 0.8;

interface WrkRun extends WrkSummary {
  contentEncoding: string | null;
}
interface StaticUrlResult {
  url: string;
  ours: WrkRun;
  nginx: WrkRun;
  ratio: number;
  pass: boolean;
}
export interface StaticThroughput {
  tool: string;
  nginx: string;
  settings: { connections: number; seconds: number; acceptEncoding: string; nginxWorkers: 1; nginxGzipStatic: true; nginxPages: string };
  urls: StaticUrlResult[];
  pass: boolean;
}

function nginxConfig(dir: string, port: number): string {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr error;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip on;
  gzip_static on;
  gzip_vary on;
  gzip_types text/css application/javascript text/javascript application/json image/svg+xml text/xml application/xml;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${CLIENT_DIR};
    etag on;
    location /assets/ { add_header cache-control "public, max-age=31536000, immutable"; }
    location / { try_files $uri $uri/index.html =404; add_header cache-control "no-cache"; }
  }
}
`;
}

async function startNginx(port: number) {
  const dir = mkdtempSync(join(tmpdir(), "tramita-bench-nginx-"));
  mkdirSync(join(dir, "logs"));
  writeFileSync(join(dir, "nginx.conf"), nginxConfig(dir, port));
  const child = spawn(NGINX, ["-p", dir, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", "ignore", "inherit"] });
  await waitUntilUp(child, `http://127.0.0.1:${port}/`, "nginx");
  return { origin: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

async function load(url: string): Promise<WrkRun> {
  const probe = await fetch(url, { headers: { "accept-encoding": ACCEPT_ENCODING } });
  if (!probe.ok) throw new Error(`${url} answered ${probe.status}`);
  await probe.arrayBuffer();
  // A short warm-up (JIT, file caches), then the measured run.
  const wrk = (seconds: number) => runWrk(["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "-H", `Accept-Encoding: ${ACCEPT_ENCODING}`, url]);
  wrk(2);
  return { ...wrk(SECONDS), contentEncoding: probe.headers.get("content-encoding") };
}

/** The largest hashed JS asset with a precompressed twin (the framework chunk, typically). */
function largestHashedScript(): string {
  const assets = join(CLIENT_DIR, "assets");
  const scripts = readdirSync(assets).filter((name) => name.endsWith(".js") && existsSync(join(assets, `${name}.gz`)));
  const largest = scripts.toSorted((a, b) => statSync(join(assets, b)).size - statSync(join(assets, a)).size)[0];
  if (!largest) throw new Error("no precompressed JS asset in build/client/assets");
  return `/assets/${largest}`;
}

export async function benchStaticThroughput(blogPost: string): Promise<StaticThroughput> {
  for (const [tool, check] of [[NGINX, ["-v"]], [WRK, ["-v"]]] as const) {
    const run = spawnSync(tool, check, { encoding: "utf8" });
    if (run.error) throw new Error(`${tool} not found (apt-get install nginx wrk)`);
  }
  const paths = ["/", blogPost, largestHashedScript()];
  // Both servers run at once and take turns URL by URL, so a change in the machine's load
  // hits both sides alike.
  const nginx = await startNginx(await benchPort("BENCH_NGINX_PORT"));
  const nginxRuns: WrkRun[] = [];
  const ourRuns: WrkRun[] = [];
  try {
    const site = await startSite(await benchPort("BENCH_PORT"));
    try {
      for (const path of paths) {
        nginxRuns.push(await load(nginx.origin + path));
        ourRuns.push(await load(site.origin + path));
      }
    } finally {
      await site.stop();
    }
  } finally {
    await nginx.stop();
  }
  const urls = paths.map((url, i) => {
    const ours = ourRuns[i]!;
    const theirs = nginxRuns[i]!;
    const ratio = Math.round((ours.requestsPerSecond / Math.max(1, theirs.requestsPerSecond)) * 100) / 100;
    return { url, ours, nginx: theirs, ratio, pass: ratio >= STATIC_RATIO_BUDGET && ours.non2xx === 0 && ours.socketErrors === 0 };
  });
  const nginxVersion = spawnSync(NGINX, ["-v"], { encoding: "utf8" }).stderr.trim();
  const wrkRun = spawnSync(WRK, ["-v"], { encoding: "utf8" });
  const wrkVersion = `${wrkRun.stdout}${wrkRun.stderr}`.split("\n")[0]?.trim() ?? "wrk";
  return {
    tool: wrkVersion,
    nginx: nginxVersion,
    settings: {
      connections: CONNECTIONS,
      seconds: SECONDS,
      acceptEncoding: ACCEPT_ENCODING,
      nginxWorkers: 1,
      nginxGzipStatic: true,
      nginxPages: "gzip per request, level 1 (the build has no .gz of pages)",
    },
    urls,
    pass: urls.every((u) => u.pass),
  };
}
