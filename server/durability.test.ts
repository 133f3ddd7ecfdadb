// A lead answered with 201 survives the process being killed right after (SIGKILL, no
// chance to flush anything), and a server restarted on the same data still boots; so does
// its outbound event, which the restarted server then delivers.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { openDatabase } from "./db/client.ts";
import { leads } from "./db/schema.ts";
import { describeEachEngine, testSchemaName } from "./test/engines.ts";
import { EASY_ALTCHA, solvedAltchaToken, validFields } from "./test/demo-request-fixtures.ts";
import { freePort } from "./test/smtp-listener.ts";
import { startInstance, type Instance } from "./test/topology.ts";
import { startWebhookReceiver, testSecret } from "./test/webhook-receiver.ts";

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

function databaseEnv(engine: string, dataDir: string, schema: string): NodeJS.ProcessEnv {
  return engine === "postgres" ? { DATA_DIR: dataDir, DATABASE_URL: process.env.TEST_DATABASE_URL, DATABASE_SCHEMA: schema } : { DATA_DIR: dataDir };
}

async function postLead(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/demo-request`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...validFields(), captchaToken: await solvedAltchaToken({ baseUrl }, "demo-request") }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A server process on `env`, killed after the test if still running. */
async function startServer(env: NodeJS.ProcessEnv) {
  const instance = await startInstance(await freePort(), { ...env, SERVE_CLIENT: "false", LOG_LEVEL: "error" });
  children.push(instance.child);
  return instance;
}

async function killed({ child, exited }: Instance) {
  child.kill("SIGKILL");
  await exited;
}

describeEachEngine("durability", (engine) => {
  it("keeps a lead answered with 201 when the server is killed with SIGKILL right after", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "tramita-kill-"));
    const schema = testSchemaName();
    const env: NodeJS.ProcessEnv = { ...EASY_ALTCHA, ...databaseEnv(engine, dataDir, schema), OUTBOX_WORKER: "false" };

    const first = await startServer(env);
    const id = await postLead(first.baseUrl);
    await killed(first);

    const second = await startServer(env);
    expect((await fetch(`${second.baseUrl}/healthz`)).status).toBe(200);
    await killed(second);

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

  it("delivers the event of a lead answered with 201 once the server killed with SIGKILL before delivering it is restarted", async () => {
    const crm = await startWebhookReceiver(testSecret("c"));
    const dataDir = mkdtempSync(join(tmpdir(), "tramita-kill-"));
    const schema = testSchemaName();
    const env: NodeJS.ProcessEnv = { ...EASY_ALTCHA, ...databaseEnv(engine, dataDir, schema), CRM_WEBHOOK_URL: crm.url, CRM_WEBHOOK_SECRET: testSecret("c") };
    try {
      // No delivery worker in the first life: the kill surely comes before any delivery.
      const first = await startServer({ ...env, OUTBOX_WORKER: "false" });
      const id = await postLead(first.baseUrl);
      await killed(first);
      expect(crm.attempts).toHaveLength(0);

      const second = await startServer(env);
      for (let i = 0; i < 600 && crm.accepted.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 300));
      await killed(second);
      expect(crm.accepted.map((d) => [d.body.type, (d.body.data as { lead_id: string }).lead_id])).toEqual([["lead.created", id]]);
      expect(crm.attempts).toHaveLength(1);
    } finally {
      await crm.close();
    }
  }, 120_000);
});
