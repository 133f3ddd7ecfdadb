import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, expect, it } from "vitest";
import { outbox } from "./db/schema.ts";
import { createMailer } from "./mail/mailer.ts";
import { createOutboxWorker, enqueueMail, retryDelayMs } from "./mail/outbox.ts";
import { describeEachEngine, testServer } from "./test/engines.ts";
import { EASY_ALTCHA, solvedAltchaToken, validFields } from "./test/demo-request-fixtures.ts";
import { freePort, startSmtpListener } from "./test/smtp-listener.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function server(engine: Parameters<typeof testServer>[0], env: NodeJS.ProcessEnv, shareWith?: Parameters<typeof testServer>[2]) {
  const started = await testServer(engine, env, shareWith);
  cleanups.push(() => started.app.close());
  return started;
}

async function postLead(app: FastifyInstance) {
  const res = await app.inject({
    method: "POST",
    url: "/api/demo-request",
    payload: { ...validFields(), captchaToken: await solvedAltchaToken(app) },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

it("backs off exponentially, capped", () => {
  expect([1, 2, 3, 4].map((a) => retryDelayMs(a, 100, 500))).toEqual([100, 200, 400, 500]);
});

describeEachEngine("the mail outbox", (engine) => {
  it("keeps mail while SMTP is down and delivers it once when SMTP is back", async () => {
    const port = await freePort();
    const { app } = await server(engine, { ...EASY_ALTCHA, SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_RETRY_BASE_MS: "50" });
    const leadId = await postLead(app);

    expect(await app.outbox.drainOnce()).toBe(0);
    const pending = await app.database.db.select().from(outbox);
    expect(pending.map((m) => [m.status, m.attempts])).toEqual([["pending", 1], ["pending", 1]]);
    expect(pending[0]!.lastError).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await startSmtpListener(port);
    cleanups.push(smtp.close);
    await new Promise((r) => setTimeout(r, 120));
    expect(await app.outbox.drainOnce()).toBe(2);
    expect(await app.outbox.drainOnce()).toBe(0);

    expect(smtp.received.map((m) => m.to).toSorted()).toEqual([["comercial@tramita.com.br"], ["mariana@contabilhorizonte.com.br"]]);
    const sales = smtp.received.find((m) => m.to[0] === "comercial@tramita.com.br")!;
    expect(sales.raw).toContain(leadId);
    const sent = await app.database.db.select({ n: count() }).from(outbox).where(eq(outbox.status, "sent"));
    expect(sent[0]!.n).toBe(2);
  });

  it("writes .eml files under DATA_DIR/mail when no SMTP server is configured", async () => {
    const { app, config } = await server(engine, EASY_ALTCHA);
    const leadId = await postLead(app);
    expect(await app.outbox.drainOnce()).toBe(2);
    const { readdirSync, readFileSync } = await import("node:fs");
    const files = readdirSync(`${config.dataDir}/mail`);
    expect(files).toHaveLength(2);
    const all = files.map((f) => readFileSync(`${config.dataDir}/mail/${f}`, "utf8")).join("\n");
    expect(all).toContain(leadId);
    expect(all).toMatch(/Subject: =\?UTF-8\?|Subject: Recebemos sua solicita/);
  });

  it("two workers draining one outbox send each message exactly once", async () => {
    const port = await freePort();
    const smtp = await startSmtpListener(port);
    cleanups.push(smtp.close);
    const first = await server(engine, { SMTP_URL: `smtp://127.0.0.1:${port}` });
    const db = first.app.database.db;
    await enqueueMail(
      db,
      Array.from({ length: 30 }, (_, i) => ({ kind: "test", to: `pessoa${i}@exemplo.com.br`, subject: `Mensagem ${i}`, text: `Corpo ${i}` })),
    );

    // On PostgreSQL: a second server instance on the same database. PGlite is embedded in
    // one process, so there the second worker shares the instance's database handle.
    const secondDrain =
      engine === "postgres"
        ? (await server(engine, { SMTP_URL: `smtp://127.0.0.1:${port}` }, first.config)).app.outbox.drainOnce
        : createOutboxWorker({ db, mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: "t@t", mailDir: "/tmp" }), pollMs: 1000, batchSize: 4 }).drainOnce;

    let sent = 0;
    for (let round = 0; round < 10 && sent < 30; round++) {
      const results = await Promise.all([first.app.outbox.drainOnce(), secondDrain(), first.app.outbox.drainOnce(), secondDrain()]);
      sent += results.reduce((a, b) => a + b, 0);
    }
    expect(sent).toBe(30);
    const subjects = smtp.received.map((m) => /^Subject: (.+)$/m.exec(m.raw)?.[1]);
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
  });
});
