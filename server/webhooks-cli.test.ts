// `npm run webhooks` on both engines, as an operator runs it (a separate process reading the
// same environment as the server): status, list --dead, retry and replay, and then the
// server delivers what they queued, with the same webhook-id. On PGlite it refuses politely
// while a server holds the database. Receivers' error text reaches neither the database, the
// log nor the operator with a contact in it, and a password hash is sent again only by name.
import { join } from "node:path";
import { asc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, expect, it, vi } from "vitest";
import { buildServer } from "./app.ts";
import type { ServerConfig } from "./config.ts";
import { webhookDeliveries } from "./db/schema.ts";
import { describeEachEngine, testConfig, type Engine } from "./test/engines.ts";
import { BOOKING_NOW, JOURNEY_ENV, postLead, startTrial } from "./test/event-journeys.ts";
import { startWebhookReceiver, testSecret } from "./test/webhook-receiver.ts";
import { operatorCommand } from "./test/operator-command.ts";

vi.setConfig({ testTimeout: 180_000 });

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const cli = (config: ServerConfig, ...args: string[]) => operatorCommand(config, "webhooks", args);

async function drain(app: FastifyInstance) {
  for (let round = 0; round < 4; round++) {
    await app.webhooks.drainOnce();
    await new Promise((r) => setTimeout(r, 30));
  }
}

it("refuses politely while a server holds the embedded (PGlite) database, and works once it stopped", async () => {
  const config = testConfig("pglite", JOURNEY_ENV);
  config.pgliteDir = undefined;
  const app = await buildServer(config);
  cleanups.push(() => app.close());
  const refused = cli(config, "status");
  expect(refused.status).toBe(1);
  expect(refused.err).toBe(
    `The embedded database in ${join(config.dataDir, "db")} is open in process ${process.pid} (a running server?). PGlite serves one process at a time: stop that process first, or use PostgreSQL (DATABASE_URL), where any number can share the database.\n`,
  );
  await app.close();
  expect(cli(config, "status")).toMatchObject({ status: 0, out: "No events queued yet.\n" });
});

/**
 * A server's config on a database directory the CLI can open once the server is closed, and
 * `open` to start a server on it; `env` adds destinations.
 */
function setup(engine: Engine, env: NodeJS.ProcessEnv) {
  const config = testConfig(engine, { ...JOURNEY_ENV, WEBHOOK_RETRY_SCHEDULE: "10ms", ...env });
  // A directory, not memory://: the CLI opens the same database from another process.
  config.pgliteDir = undefined;
  config.now = () => BOOKING_NOW;
  const open = async () => {
    const app = await buildServer(config);
    cleanups.push(() => app.close());
    return app;
  };
  return { config, open };
}

describeEachEngine("npm run webhooks", (engine: Engine) => {
  it("shows counts and dead events, retries one, replays by date, type and destination", async () => {
    const platform = await startWebhookReceiver(testSecret("p"));
    const crm = await startWebhookReceiver(testSecret("c"));
    cleanups.push(platform.close, crm.close);
    const { config, open } = setup(engine, {
      PLATFORM_WEBHOOK_URL: platform.url,
      PLATFORM_WEBHOOK_SECRET: testSecret("p"),
      CRM_WEBHOOK_URL: crm.url,
      CRM_WEBHOOK_SECRET: testSecret("c"),
    });

    let app = await open();
    crm.setMode("fail");
    const leadId = await postLead(app);
    await startTrial(app);
    await drain(app);
    const rows = await app.database.db.select().from(webhookDeliveries).orderBy(asc(webhookDeliveries.id));
    expect(rows.map((r) => [r.destination, r.eventType, r.status])).toEqual([
      ["crm", "lead.created", "dead"],
      ["platform", "trial.started", "delivered"],
      ["crm", "trial.started", "dead"],
    ]);
    const [leadEvent, trialEvent] = [rows[0]!.eventId, rows[1]!.eventId];

    await app.close();

    const status = cli(config, "status");
    expect(status.err).toBe("");
    expect(status.status).toBe(0);
    expect(status.out).toContain("crm        pending 0, delivered 0, dead 2");
    expect(status.out).toContain("platform   pending 0, delivered 1, dead 0");

    const dead = cli(config, "list", "--dead");
    expect(dead.status).toBe(0);
    expect(dead.out).toContain(`${leadEvent}  crm       lead.created`);
    expect(dead.out).toContain("last error: HTTP 500: temporarily unavailable");
    expect(dead.out).not.toContain("platform");

    expect(cli(config, "retry", leadEvent)).toMatchObject({ status: 0, out: `${leadEvent} queued again for crm.\n` });
    expect(cli(config, "retry", "evt_desconhecido")).toMatchObject({ status: 1, err: expect.stringContaining("No delivery of evt_desconhecido to retry") });
    expect(cli(config, "retry", trialEvent)).toMatchObject({ status: 0, out: `${trialEvent} queued again for crm.\n` });
    expect(cli(config, "status").out).toContain("crm        pending 2, delivered 0, dead 0");

    const replayed = cli(config, "replay", "--since", new Date(Date.now() - 3_600_000).toISOString(), "--type", "trial.started", "--destination", "platform");
    expect(replayed).toMatchObject({ status: 0, out: expect.stringContaining("1 delivery queued again") });

    expect(cli(config, "replay", "--since", "ontem")).toMatchObject({ status: 2, err: expect.stringContaining("replay needs --since with an ISO date") });
    expect(cli(config, "replay", "--since", "2026-01-01", "--destination", "erp")).toMatchObject({ status: 2, err: expect.stringContaining('unknown destination "erp"') });
    expect(cli(config, "explode")).toMatchObject({ status: 2, err: expect.stringContaining("Usage: npm run webhooks") });

    // The server delivers what was queued, under the same ids.
    crm.setMode("accept");
    app = await open();
    await drain(app);
    expect(crm.accepted.map((d) => [d.id, d.body.type]).toSorted((a, b) => a[1]!.localeCompare(b[1]!))).toEqual([[leadEvent, "lead.created"], [trialEvent, "trial.started"]]);
    expect((crm.accepted.find((d) => d.id === leadEvent)!.body.data as { lead_id: string }).lead_id).toBe(leadId);
    expect(platform.accepted.map((d) => d.id)).toEqual([trialEvent, trialEvent]);
  });
});

/** The password hash an event's body carries, if any. */
const hashOf = (body: { data: object }) => (body.data as { password_hash?: string }).password_hash;

describeEachEngine("security review: what operators see of outbound events", (engine: Engine) => {
  it("a receiver's error naming an e-mail and a phone leaves neither in the stored last error, the log lines nor `npm run webhooks` output", async () => {
    const crm = await startWebhookReceiver(testSecret("c"));
    cleanups.push(crm.close);
    const { config, open } = setup(engine, { CRM_WEBHOOK_URL: crm.url, CRM_WEBHOOK_SECRET: testSecret("c"), LOG_LEVEL: "info" });
    const lines: string[] = [];
    config.logStream = { write: (line) => void lines.push(line) };
    crm.setMode("fail");
    const answer = JSON.stringify({ error: "Contato joana.prado@horizonte.com.br (telefone +55 (11) 97531-8642) já existe no CRM" });
    crm.setFailure(422, answer);
    // The phone as typed ("97531-"): its digits alone can turn up in a log line's millisecond timestamp.
    const traces = ["joana.prado", "horizonte.com.br", "97531-"];
    const masked = "j***@h***.com.br (telefone +55 (**) *****-8642)";

    const app = await open();
    await postLead(app, "joana.prado@horizonte.com.br");
    await drain(app);
    const [row] = await app.database.db.select().from(webhookDeliveries);
    expect(row).toMatchObject({ status: "dead", attempts: 2 });
    expect(row!.lastError).toContain(`HTTP 422: {"error":"Contato ${masked} já existe no CRM"}`);
    const failures = lines.filter((line) => line.includes("event delivery failed"));
    expect(failures).toHaveLength(2);
    expect(failures.join("")).toContain(masked);
    for (const trace of traces) {
      expect(row!.lastError).not.toContain(trace);
      expect(lines.join("")).not.toContain(trace);
    }
    // A row stored unmasked (by an earlier version) is shown masked all the same.
    await app.database.db.update(webhookDeliveries).set({ lastError: `HTTP 422: ${answer}` });
    await app.close();

    const status = cli(config, "status");
    const dead = cli(config, "list", "--dead");
    expect(dead.out).toContain(`last error: HTTP 422: {"error":"Contato ${masked} já existe no CRM"}`);
    for (const output of [status.out, status.err, dead.out, dead.err]) for (const trace of traces) expect(output).not.toContain(trace);
  });

  it("a delivered trial.started keeps no password hash; replay sends it without one and skips an undelivered one, which retry still sends whole", async () => {
    const platform = await startWebhookReceiver(testSecret("p"));
    cleanups.push(platform.close);
    const { config, open } = setup(engine, { PLATFORM_WEBHOOK_URL: platform.url, PLATFORM_WEBHOOK_SECRET: testSecret("p") });

    let app = await open();
    await startTrial(app, "rafaela@construtoraprumo.com.br");
    await drain(app);
    platform.setMode("fail");
    await startTrial(app, "otavio@construtoraprumo.com.br");
    await drain(app);
    const rows = await app.database.db.select().from(webhookDeliveries).orderBy(asc(webhookDeliveries.id));
    expect(rows.map((r) => [r.eventType, r.status])).toEqual([["trial.started", "delivered"], ["trial.started", "dead"]]);
    const [delivered, dead] = [rows[0]!, rows[1]!];
    // Sent once with the hash, then kept without it; the dead one keeps it until delivered.
    expect(hashOf(platform.accepted[0]!.body)).toMatch(/^\$scrypt\$/);
    expect(hashOf(delivered.payload)).toBeUndefined();
    expect(JSON.stringify(delivered.payload)).not.toContain("$scrypt$");
    expect(hashOf(dead.payload)).toMatch(/^\$scrypt\$/);
    await app.close();

    const replayed = cli(config, "replay", "--since", new Date(Date.now() - 3_600_000).toISOString());
    expect(replayed.status).toBe(0);
    expect(replayed.out).toContain("1 delivery queued again");
    expect(replayed.out).toContain("1 not queued again: never delivered, still carrying a password hash (send one with retry <event-id> if it must go):");
    expect(replayed.out).toContain(`    ${dead.eventId}  platform`);
    expect(cli(config, "status").out).toContain("platform   pending 1, delivered 0, dead 1");

    platform.setMode("accept");
    app = await open();
    await drain(app);
    const replay = platform.accepted.slice(1);
    expect(replay.map((d) => d.id)).toEqual([delivered.eventId]);
    expect(hashOf(replay[0]!.body)).toBeUndefined();
    await app.close();

    // Named explicitly, the undelivered event goes with its hash, once; then it loses it too.
    expect(cli(config, "retry", dead.eventId)).toMatchObject({ status: 0, out: `${dead.eventId} queued again for platform.\n` });
    app = await open();
    await drain(app);
    const retried = platform.accepted.slice(2);
    expect(retried.map((d) => d.id)).toEqual([dead.eventId]);
    expect(hashOf(retried[0]!.body)).toMatch(/^\$scrypt\$/);
    const after = await app.database.db.select().from(webhookDeliveries);
    expect(after.map((r) => [r.status, hashOf(r.payload)])).toEqual([["delivered", undefined], ["delivered", undefined]]);
  });
});
