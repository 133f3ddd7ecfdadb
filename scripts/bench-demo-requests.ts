// Accepted demo requests per second and latency, on PGlite and on PostgreSQL, against the
// real server (validation, rate limit, captcha, transaction with outbox). The captcha is
// the real ALTCHA verifier with the easiest difficulty, which this benchmark sets
// explicitly; every request carries its own solved challenge, as replays are refused.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { Client } from "pg";
import { buildServer } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { solvedAltchaToken, validFields } from "../server/test/demo-request-fixtures.ts";

const REQUESTS = 1500;
const CONNECTIONS = 10;
const DEFAULT_POSTGRES = "postgres://postgres@127.0.0.1:5432/test";

export interface DemoRequestBench {
  engine: "pglite" | "postgres";
  accepted: number;
  non2xx: number;
  errors: number;
  acceptedPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
}

/** The PostgreSQL the benchmarks use, if one answers. */
export async function postgresUrl(): Promise<string | null> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES;
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}

async function benchEngine(engine: "pglite" | "postgres", url: string | null): Promise<DemoRequestBench> {
  const schema = `bench_${Date.now()}`;
  const config = {
    ...loadConfig({ LOG_LEVEL: "silent", SERVE_CLIENT: "false", OUTBOX_WORKER: "false", ALTCHA_MAX_NUMBER: "10", DEMO_RATE_LIMIT: "100000" }),
    dataDir: mkdtempSync(join(tmpdir(), "tramita-bench-")),
    ...(engine === "postgres" ? { databaseUrl: url, databaseSchema: schema } : {}),
  };
  const app = await buildServer(config);
  try {
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const bodies: string[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      bodies.push(JSON.stringify({ ...validFields({ email: `pessoa${i}@empresa.com.br` }), captchaToken: await solvedAltchaToken(app) }));
    }
    let next = 0;
    const result = await autocannon({
      url: `${address}/api/demo-request`,
      connections: CONNECTIONS,
      amount: REQUESTS,
      requests: [
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
        },
      ],
    });
    const seconds = result.duration;
    return {
      engine,
      accepted: result["2xx"],
      non2xx: result.non2xx,
      errors: result.errors,
      acceptedPerSecond: Math.round(result["2xx"] / seconds),
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    };
  } finally {
    await app.close();
    if (engine === "postgres" && url) await dropSchema(url, schema);
  }
}

export async function dropSchema(url: string, schema: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
}

/** Runs `bench` on PGlite, then on PostgreSQL when one is reachable (else says why not). */
export async function onEachEngine<T>(bench: (engine: "pglite" | "postgres", url: string | null) => Promise<T>): Promise<{ runs: T[]; skipped: string[] }> {
  const runs = [await bench("pglite", null)];
  const skipped: string[] = [];
  const url = await postgresUrl();
  if (url) runs.push(await bench("postgres", url));
  else skipped.push("postgres: no reachable PostgreSQL (set BENCH_DATABASE_URL)");
  return { runs, skipped };
}

export const benchDemoRequests = () => onEachEngine(benchEngine);

if (import.meta.main) {
  const { runs, skipped } = await benchDemoRequests();
  for (const r of runs) {
    console.log(`${r.engine.padEnd(9)} ${r.acceptedPerSecond} accepted/s, p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms (${r.accepted} accepted, ${r.non2xx} non-2xx, ${r.errors} errors)`);
  }
  for (const s of skipped) console.log(`skipped ${s}`);
}
