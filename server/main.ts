// Entry point: read the environment, build the server, listen, shut down cleanly.
import { buildServer } from "./app.ts";
import { loadConfig, type ServerConfig } from "./config.ts";
import { DatabaseInUseError } from "./db/pglite-lock.ts";

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  // A configuration mistake is the operator's to fix: say what, without a stack trace.
  console.error(`Tramita did not start. ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
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
