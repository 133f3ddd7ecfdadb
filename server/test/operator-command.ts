// An operator's command (`npm run report`, `npm run webhooks`) run as its own process on a test
// server's database, as an operator runs it: the same environment, pointed at PostgreSQL's
// schema or at PGlite's data directory (which the server must have closed first: PGlite serves
// one process at a time).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ServerConfig } from "../config.ts";

const ROOT = join(import.meta.dirname, "..", "..");

/**
 * Node's flags for an operator's command, read from package.json's script for it: V8
 * compiles WebAssembly with its baseline compiler only (`--liftoff-only`). A command is done
 * in a second or two; the optimising tier would go on compiling Node's TypeScript stripper
 * and PGlite in the background, and the process waits for it before it exits (measured: 3.9 s
 * to 2.1 s for `npm run webhooks -- status` on PGlite). The .env file is the test's `env`.
 */
function nodeFlagsOf(script: "backup" | "report" | "webhooks"): string[] {
  const scripts = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
  const command = scripts[script]!;
  return command.split(" ").filter((word) => word.startsWith("--") && !word.startsWith("--env-file"));
}

/** Runs scripts/<script>.ts with `args` as package.json runs it, `env` added; its exit status and output. */
export function operatorScript(script: "backup" | "report" | "webhooks", args: string[], env: NodeJS.ProcessEnv, timeout = 60_000) {
  const result = spawnSync(process.execPath, [...nodeFlagsOf(script), `scripts/${script}.ts`, ...args], { cwd: ROOT, env: { ...process.env, ...env }, encoding: "utf8", timeout });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

/** Runs scripts/<script>.ts with `args` on `config`'s database, `env` added. */
export function operatorCommand(config: ServerConfig, script: "report" | "webhooks", args: string[], env: NodeJS.ProcessEnv = {}) {
  const database = config.databaseUrl ? { DATABASE_URL: config.databaseUrl, DATABASE_SCHEMA: config.databaseSchema } : { DATA_DIR: config.dataDir, DATABASE_URL: "" };
  return operatorScript(script, args, { ...database, ...env });
}
