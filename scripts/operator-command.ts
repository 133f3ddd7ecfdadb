// What the operator commands (`npm run webhooks`, `report`, `backup`, `restore`) share: the
// database the server uses, opened from the same environment, and one way of ending: a usage
// mistake prints the usage and exits 2, a known refusal (bad configuration, a PGlite directory
// held by a running server, the command's own) prints its message and exits 1.
import { join } from "node:path";
import { loadConfig, type ServerConfig } from "../server/config.ts";
import { openDatabase, type Db } from "../server/db/client.ts";
import { DatabaseInUseError } from "../server/db/pglite-lock.ts";

/** A mistake in the command line: answered with the usage. */
export class UsageError extends Error {}

/** Runs `action` on the server's database (DATABASE_URL, or PGlite in DATA_DIR) and closes it. */
export async function withServerDatabase<T>(action: (db: Db, config: ServerConfig) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir ?? join(config.dataDir, "db"), schemaName: config.databaseSchema });
  try {
    return await action(database.db, config);
  } finally {
    await database.close();
  }
}

const isUsageMistake = (error: unknown) =>
  error instanceof UsageError || (error instanceof Error && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS"));

/** Runs a command's `main` and sets the exit code; `refusals` are its own errors that end with their message. */
export async function runOperatorCommand(usage: string, main: (argv: string[]) => Promise<number>, refusals: (new (...args: never[]) => Error)[] = []) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    if (isUsageMistake(error)) {
      console.error(`${(error as Error).message}\n\n${usage}`);
      process.exitCode = 2;
    } else if (error instanceof Error && ([DatabaseInUseError, ...refusals].some((kind) => error instanceof kind) || error.message.startsWith("Invalid configuration"))) {
      console.error(error.message);
      process.exitCode = 1;
    } else {
      throw error;
    }
  }
}
