// An operator's command (`npm run report`, `npm run webhooks`) run as its own process on a test
// server's database, as an operator runs it: the same environment, pointed at PostgreSQL's
// schema or at PGlite's data directory (which the server must have closed first: PGlite serves
// one process at a time).
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import type { ServerConfig } from "../config.ts";

const ROOT = join(import.meta.dirname, "..", "..");

/** Runs scripts/<script>.ts with `args` on `config`'s database, `env` added; its exit status and output. */
export function operatorCommand(config: ServerConfig, script: "report" | "webhooks", args: string[], env: NodeJS.ProcessEnv = {}) {
  const database = config.databaseUrl ? { DATABASE_URL: config.databaseUrl, DATABASE_SCHEMA: config.databaseSchema } : { DATA_DIR: config.dataDir, DATABASE_URL: "" };
  const result = spawnSync(process.execPath, [`scripts/${script}.ts`, ...args], { cwd: ROOT, env: { ...process.env, ...database, ...env }, encoding: "utf8", timeout: 60_000 });
  return { status: result.status, out: result.stdout, err: result.stderr };
}
