// Demo requests through the production shape (deploy/nginx.conf in front of two instances on
// one PostgreSQL, server/test/topology.ts) against one instance alone on the same database:
// accepted per second and p99, loaded by wrk as in the demo step (demo-requests.ts). On two
// cores nginx and the second instance share the processors with the first, so the figure
// says what the proxy costs here more than what a second machine would add. Through nginx
// every request comes from wrk's one address (the instances believe the hop nginx adds, not
// what a client claims), so both loads come from one address, with the form's limit lifted.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_REQUEST_PATH } from "../../contracts/api-paths.ts";
import { makeFixtureBuild } from "../../server/test/fixture-build.ts";
import { freePort } from "../../server/test/smtp-listener.ts";
import { nginxUnavailable, startProxy } from "../../server/test/topology.ts";
import { LOAD_SECONDS, runLoad, warmUp, writeAcceptedBodies, type LoadResult } from "./demo-requests.ts";
import { dropSchema, postgresUrl } from "./engines.ts";
import { startSite } from "./site-server.ts";

export type TopologyBench = {
  single: { acceptedPerSecond: number; p99Ms: number; non2xx: number; errors: number };
  nginxTwoInstances: { acceptedPerSecond: number; p99Ms: number; non2xx: number; errors: number };
  /** nginx with two instances over one instance alone. */
  ratio: number;
};

const figures = (run: LoadResult) => ({ acceptedPerSecond: run.perSecond, p99Ms: run.latencyMs.p99, non2xx: run.non2xx, errors: run.errors });

export async function benchTopology(): Promise<TopologyBench | { skipped: string }> {
  const url = await postgresUrl();
  if (!url) return { skipped: "no reachable PostgreSQL (set BENCH_DATABASE_URL)" };
  const noNginx = nginxUnavailable();
  if (noNginx) return { skipped: noNginx };
  const schema = `bench_topology_${Date.now()}`;
  const dir = mkdtempSync(join(tmpdir(), "tramita-bench-topology-"));
  const clientDir = makeFixtureBuild();
  const env: NodeJS.ProcessEnv = {
    CLIENT_DIR: clientDir,
    OUTBOX_WORKER: "false",
    ALTCHA_MAX_NUMBER: "10",
    DEMO_RATE_LIMIT: "100000",
    // Every body's challenge is fetched beforehand, from one address.
    CAPTCHA_CHALLENGE_RATE_LIMIT: "100000",
    DATABASE_URL: url,
    DATABASE_SCHEMA: schema,
    TRUST_PROXY: "1",
  };
  try {
    const first = await startSite(await freePort(), env);
    let single: LoadResult;
    try {
      await writeAcceptedBodies(first.origin, join(dir, "single.json"), "sozinho");
      await warmUp(first.origin, `${first.origin}${DEMO_REQUEST_PATH}`, dir, false);
      single = runLoad(`${first.origin}${DEMO_REQUEST_PATH}`, join(dir, "single.json"), LOAD_SECONDS, false);
      const second = await startSite(await freePort(), env);
      try {
        const ports = [first, second].map((site) => Number(new URL(site.origin).port));
        const proxy = await startProxy(ports, { ...env, NODE_ENV: "production", PUBLIC_SITE_URL: "https://www.tramita.com.br" });
        try {
          await writeAcceptedBodies(proxy.origin, join(dir, "pair.json"), "dupla");
          // Both instances warmed through nginx (it takes turns between them).
          await warmUp(proxy.origin, `${proxy.origin}${DEMO_REQUEST_PATH}`, dir, false);
          const pair = runLoad(`${proxy.origin}${DEMO_REQUEST_PATH}`, join(dir, "pair.json"), LOAD_SECONDS, false);
          return { single: figures(single), nginxTwoInstances: figures(pair), ratio: Math.round((pair.perSecond / Math.max(1, single.perSecond)) * 100) / 100 };
        } finally {
          await proxy.stop();
        }
      } finally {
        await second.stop();
      }
    } finally {
      await first.stop();
    }
  } finally {
    await dropSchema(url, schema);
    rmSync(dir, { recursive: true, force: true });
    rmSync(clientDir, { recursive: true, force: true });
  }
}
