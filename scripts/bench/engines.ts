// The database engines a bench step runs on: PGlite always, PostgreSQL when one answers.
import { Client } from "pg";

const DEFAULT_POSTGRES = "postgres://postgres@127.0.0.1:5432/test";

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

