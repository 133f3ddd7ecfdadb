// `npm run dev`: Vite with hot reload on PORT (default 3000) and the API on API_PORT
// (default 3001), which Vite proxies. The API restarts when server code changes. Arguments
// go to Vite (`npm run dev -- --host` to try the site from a phone; the editor stays on this
// machine, vite.config.ts).
import { spawn, type ChildProcess } from "node:child_process";

const port = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";
// The content editor at /keystatic writes the working copy's files (contracts/cms.ts), unless
// the GitHub mode is configured.
const cms = process.env.KEYSTATIC_GITHUB_REPO ? {} : { CMS_MODE: process.env.CMS_MODE || "local" };

const children: ChildProcess[] = [
  spawn("node", ["--watch-path=server", "--watch-path=contracts", "server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, ...cms, PORT: apiPort, HOST: "127.0.0.1", SERVE_CLIENT: "false" },
  }),
  spawn("npx", ["react-router", "dev", "--port", port, "--strictPort", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, ...cms, API_PORT: apiPort },
  }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && code !== 0 && stop());
