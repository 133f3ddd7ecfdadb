// Entry point: read the environment, build the server, listen, shut down cleanly.
import { buildServer } from "./app.ts";
import { loadConfig } from "./config.ts";

const config = loadConfig();
const app = await buildServer(config);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, "shutting down");
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}

await app.listen({ port: config.port, host: config.host });
