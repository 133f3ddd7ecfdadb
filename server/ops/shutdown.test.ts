// SIGTERM to the real server process: /readyz answers 503 at once while the server still
// serves for SHUTDOWN_DELAY_MS (a balancer polling it stops sending first), then the process
// stops accepting and exits cleanly.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, expect, it } from "vitest";
import { HEALTH_PATH, READY_PATH } from "../../contracts/api-paths.ts";
import { freePort } from "../test/smtp-listener.ts";

const ROOT = join(import.meta.dirname, "..", "..");
const dataDir = mkdtempSync(join(tmpdir(), "tramita-shutdown-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it("on SIGTERM /readyz turns 503 at once, the server keeps serving through SHUTDOWN_DELAY_MS, then exits 0", async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SERVE_CLIENT: "false", LOG_LEVEL: "warn", DATA_DIR: dataDir, OUTBOX_WORKER: "false", SHUTDOWN_DELAY_MS: "3000" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  try {
    const status = (path: string) => fetch(`${base}${path}`).then((r) => r.status, () => 0);
    for (let i = 0; i < 300 && (await status(READY_PATH)) !== 200; i++) await sleep(100);
    expect(await status(READY_PATH)).toBe(200);

    child.kill("SIGTERM");
    // The signal arrives asynchronously; once handled, /readyz is 503 with no database call to wait for.
    let ready = 200;
    for (let i = 0; i < 50 && ready === 200; i++) ready = await status(READY_PATH);
    expect(ready).toBe(503);
    const report = await (await fetch(`${base}${READY_PATH}`)).json();
    expect(report).toMatchObject({ status: "unready", shuttingDown: true });
    // Still serving: liveness answers while balancers take it out of rotation.
    expect(await status(HEALTH_PATH)).toBe(200);
    expect(child.exitCode).toBeNull();

    expect(await exited).toBe(0);
    expect(await status(HEALTH_PATH)).toBe(0);
  } finally {
    child.kill("SIGKILL");
  }
}, 60_000);
