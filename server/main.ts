// Entry point: read the environment, build the server, listen, shut down cleanly.
import { PriceTableError } from "../contracts/price-table.ts";
import { loadConfig, type ServerConfig } from "./config.ts";
import { DatabaseInUseError } from "./db/pglite-lock.ts";

/** A configuration or price table mistake is the operator's to fix: say what, without a stack trace. */
function refuseToStart(error: unknown): never {
  console.error(`Tramita did not start. ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  refuseToStart(error);
}
// Loading the server loads and checks contracts/price-table.json (contracts/pricing.ts).
let buildServer: typeof import("./app.ts").buildServer;
try {
  ({ buildServer } = await import("./app.ts"));
} catch (error) {
  if (!(error instanceof PriceTableError)) throw error;
  refuseToStart(error);
}
let app: Awaited<ReturnType<typeof buildServer>>;
try {
  app = await buildServer(config);
} catch (error) {
  if (!(error instanceof DatabaseInUseError)) throw error;
  console.error(`Tramita did not start. ${error.message}`);
  process.exit(1);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, "shutting down");
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}

await app.listen({ port: config.port, host: config.host });
