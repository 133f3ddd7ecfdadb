// A lead answered with 201 survives the process being killed right after (SIGKILL, no
// chance to flush anything), and a server restarted on the same data still boots.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { openDatabase } from "./db/client.ts";
import { leads } from "./db/schema.ts";
import { describeEachEngine } from "./test/engines.ts";
import { EASY_ALTCHA, solvedAltchaToken, validFields } from "./test/demo-request-fixtures.ts";
import { freePort } from "./test/smtp-listener.ts";

const ROOT = join(import.meta.dirname, "..");
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

async function startServer(env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", SERVE_CLIENT: "false", LOG_LEVEL: "error" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.push(child);
  // Kept so a start-up failure says why.
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 500; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${errors.slice(-2000)}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { child, baseUrl };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not become healthy");
}

function killed(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

describeEachEngine("durability", (engine) => {
  it("keeps a lead answered with 201 when the server is killed with SIGKILL right after", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "tramita-kill-"));
    const env: NodeJS.ProcessEnv = { ...EASY_ALTCHA, DATA_DIR: dataDir, OUTBOX_WORKER: "false" };
    const schema = `kill_${process.pid}_${Date.now()}`;
    if (engine === "postgres") Object.assign(env, { DATABASE_URL: process.env.TEST_DATABASE_URL, DATABASE_SCHEMA: schema });

    const first = await startServer(env);
    const response = await fetch(`${first.baseUrl}/api/demo-request`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...validFields(), captchaToken: await solvedAltchaToken({ baseUrl: first.baseUrl }) }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await killed(first.child);

    const second = await startServer(env);
    expect((await fetch(`${second.baseUrl}/healthz`)).status).toBe(200);
    await killed(second.child);

    const database = await openDatabase({
      url: engine === "postgres" ? process.env.TEST_DATABASE_URL : null,
      dataDir: join(dataDir, "db"),
      schemaName: engine === "postgres" ? schema : undefined,
    });
    const rows = await database.db.select().from(leads).where(eq(leads.id, id));
    await database.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.company).toBe("Contábil Horizonte");
    // Two real server processes start one after the other on a fresh data directory.
  }, 60_000);
});
