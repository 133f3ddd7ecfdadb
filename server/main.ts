// Entry point: read the environment, build the server, listen, shut down cleanly.
import { Server as NetServer } from "node:net";
import { PriceTableError } from "../contracts/price-table.ts";
import { ConfigError } from "./config-error.ts";
import type { ServerConfig } from "./config.ts";
import { DatabaseInUseError } from "./db/pglite-lock.ts";

/** A configuration or price table mistake is the operator's to fix: say what, without a stack trace. */
function refuseToStart(error: unknown): never {
  console.error(`Tramita did not start. ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// Loaded here rather than imported statically: loading them checks contracts/price-table.json
// (contracts/pricing.ts), and a bad edit must end in the message above.
let config: ServerConfig;
let buildServer: typeof import("./app.ts").buildServer;
try {
  const { loadConfig } = await import("./config.ts");
  config = loadConfig();
  // Before the server's modules: the PostgreSQL driver is instrumented as it loads.
  if (config.tracing) await (await import("./ops/tracing.ts")).startTracing(config.tracing.endpoint, config.tracing.serviceName);
  ({ buildServer } = await import("./app.ts"));
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof PriceTableError)) throw error;
  refuseToStart(error);
}
let app: Awaited<ReturnType<typeof buildServer>>;
try {
  app = await buildServer(config);
} catch (error) {
  if (!(error instanceof DatabaseInUseError)) throw error;
  refuseToStart(error);
}

/** Sends the spans still buffered, when tracing is on. */
const stopTracing = async () => (config.tracing ? (await import("./ops/tracing.ts")).activeTracing()?.shutdown() : undefined);

/**
 * How long connections already accepted get to deliver their request once the server stops
 * accepting. Node's http close() also drops "idle" connections, and one whose request is still
 * on its way is idle: behind nginx, a POST nginx had just sent would be lost (a 502 it may not
 * retry). Closing only the listening socket first, then the rest after this, loses none.
 */
const ACCEPTED_GRACE_MS = 1000;

const close = () => app.close().then(stopTracing).then(() => process.exit(0), () => process.exit(1));

// SIGTERM (systemd, an orchestrator): /readyz turns 503 at once, the server keeps serving for
// SHUTDOWN_DELAY_MS while balancers notice, stops accepting, lets the connections it accepted
// deliver their requests, then finishes what it holds. SIGINT (Ctrl-C at a terminal) closes at once.
process.once("SIGTERM", () => {
  app.log.info({ signal: "SIGTERM", delayMs: config.shutdownDelayMs }, "shutting down");
  app.beginShutdown();
  setTimeout(() => {
    NetServer.prototype.close.call(app.server);
    setTimeout(close, ACCEPTED_GRACE_MS);
  }, config.shutdownDelayMs);
});
process.once("SIGINT", () => {
  app.log.info({ signal: "SIGINT" }, "shutting down");
  app.beginShutdown();
  void close();
});

await app.listen({ port: config.port, host: config.host });
