import { asc, count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, expect, it } from "vitest";
import { outbox } from "./db/schema.ts";
import { createMailer, SMTP_SEND_TIMEOUT_MS } from "./mail/mailer.ts";
import { EPHEMERAL_KIND_PREFIX, type OutboxMessage } from "./mail/outbox.ts";
import { createOutboxWorker, OUTBOX_MAX_ATTEMPTS, retryDelayMs, type OutboxWorkerOptions } from "./outbox/mail-worker.ts";
import { enqueueMail } from "./outbox/queue.ts";
import { describeEachEngine, serverForSuite, testServer } from "./test/engines.ts";
import { EASY_ALTCHA, solvedAltchaToken, validFields } from "./test/demo-request-fixtures.ts";
import { freePort, startSmtpListener, type SmtpListenerOptions } from "./test/smtp-listener.ts";

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
    payload: { ...validFields(), captchaToken: await solvedAltchaToken(app, "demo-request") },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

/** A worker of its own on a test server's database, sending through SMTP on `port`. */
function smtpWorker(app: FastifyInstance, port: number, { timeoutMs, ...options }: Partial<OutboxWorkerOptions> & { timeoutMs?: number } = {}) {
  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: "site@tramita.com.br", mailDir: "/nonexistent", timeoutMs });
  cleanups.push(async () => mailer.close());
  return createOutboxWorker({ db: app.database.db, mailer, pollMs: 50, retryBaseMs: 10, ...options });
}

/** An SMTP listener on loopback, closed after the test, and a worker of its own sending to it. */
async function smtpAndWorker(app: FastifyInstance, listener: SmtpListenerOptions = {}, options: Parameters<typeof smtpWorker>[2] = {}) {
  const port = await freePort();
  const smtp = await startSmtpListener(port, listener);
  cleanups.push(smtp.close);
  return { smtp, worker: smtpWorker(app, port, options) };
}

const mail = (to: string, kind = "demo-request.sales"): OutboxMessage => ({ kind, to, about: [to], subject: `Para ${to}`, text: "Corpo da mensagem" });

async function rowsTo(app: FastifyInstance, to: string) {
  return app.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.id));
}

async function until(condition: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 600; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting until ${what}`);
}

it("backs off exponentially, capped", () => {
  expect([1, 2, 3, 4].map((a) => retryDelayMs(a, 100, 500))).toEqual([100, 200, 400, 500]);
});

it("gives up after about a day of retries at the default back-off", () => {
  // OUTBOX_RETRY_BASE_MS defaults to 5 s (server/config.ts); the worker caps a delay at 15 min.
  const waitedMs = Array.from({ length: OUTBOX_MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1, 5000, 15 * 60_000)).reduce((a, b) => a + b, 0);
  expect(waitedMs / 3_600_000).toBeGreaterThan(20);
  expect(waitedMs / 3_600_000).toBeLessThan(28);
});

it("refuses a claim lease that a send could outlive", () => {
  const mailer = createMailer({ smtpUrl: "smtp://127.0.0.1:1", from: "t@t", mailDir: "/nonexistent" });
  expect(SMTP_SEND_TIMEOUT_MS).toBeLessThan(60_000);
  expect(() => createOutboxWorker({ db: null as never, mailer, pollMs: 1000, leaseMs: SMTP_SEND_TIMEOUT_MS })).toThrow(/lease/);
  expect(() => createOutboxWorker({ db: null as never, mailer, pollMs: 1000 })).not.toThrow();
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
      Array.from({ length: 30 }, (_, i) => ({ kind: "test", to: `pessoa${i}@exemplo.com.br`, about: [`pessoa${i}@exemplo.com.br`], subject: `Mensagem ${i}`, text: `Corpo ${i}` })),
    );

    // On PostgreSQL: a second server instance on the same database. PGlite is embedded in
    // one process, so there the second worker shares the instance's database handle.
    const secondDrain =
      engine === "postgres"
        ? (await server(engine, { SMTP_URL: `smtp://127.0.0.1:${port}` }, first.config)).app.outbox.drainOnce
        : smtpWorker(first.app, port, { concurrency: 4 }).drainOnce;

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

describeEachEngine("outbox delivery over SMTP", (engine) => {
  let app: FastifyInstance;
  serverForSuite(engine, {}, (built) => (app = built));

  it("erases an ephemeral message's contents as soon as it is final: once delivered, or once refused for good", async () => {
    const { worker } = await smtpAndWorker(app, { refuse: { "recusado@exemplo.com.br": 550 } });
    const ephemeral = `${EPHEMERAL_KIND_PREFIX}teste`;
    await enqueueMail(app.database.db, [mail("entregue@exemplo.com.br", ephemeral), mail("recusado@exemplo.com.br", ephemeral), mail("comum@exemplo.com.br")]);

    expect(await worker.drainOnce()).toBe(2);
    const rows = await app.database.db.select().from(outbox).orderBy(asc(outbox.id));
    expect(rows.map((r) => [r.to, r.status, r.subject, r.text])).toEqual([
      ["[apagado]@exemplo.com.br", "sent", "[apagado]", ""],
      ["[apagado]@exemplo.com.br", "failed", "[apagado]", ""],
      ["comum@exemplo.com.br", "sent", "Para comum@exemplo.com.br", "Corpo da mensagem"],
    ]);
    expect(rows[1]!.lastError).toMatch(/550/);
    expect(rows[1]!.lastError).not.toContain("recusado@");
  });

  it("marks a message the server refuses for good (550) failed at once, and never tries it again", async () => {
    const { smtp, worker } = await smtpAndWorker(app, { refuse: { "inexistente@exemplo.com.br": 550 } });
    await enqueueMail(app.database.db, [mail("inexistente@exemplo.com.br")]);

    expect(await worker.drainOnce()).toBe(0);
    const [row] = await rowsTo(app, "inexistente@exemplo.com.br");
    expect(row).toMatchObject({ status: "failed", attempts: 1, lockedUntil: null });
    expect(row!.lastError).toMatch(/550/);

    await new Promise((r) => setTimeout(r, 100));
    expect(await worker.drainOnce()).toBe(0);
    expect(smtp.recipientsTried).toEqual(["inexistente@exemplo.com.br"]);
  });

  it("retries a message the server refuses for now (451)", async () => {
    const { smtp, worker } = await smtpAndWorker(app, { refuse: { "cheia@exemplo.com.br": 451 } });
    await enqueueMail(app.database.db, [mail("cheia@exemplo.com.br")]);

    expect(await worker.drainOnce()).toBe(0);
    await new Promise((r) => setTimeout(r, 100));
    expect(await worker.drainOnce()).toBe(0);
    const [row] = await rowsTo(app, "cheia@exemplo.com.br");
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    expect(row!.lastError).toMatch(/451/);
    expect(smtp.recipientsTried).toEqual(["cheia@exemplo.com.br", "cheia@exemplo.com.br"]);
  });

  it("stops at the attempt cap, marks the message failed and keeps its last error", async () => {
    const { smtp, worker } = await smtpAndWorker(app, { refuse: { "cheia@exemplo.com.br": 451 } }, { retryBaseMs: 10, maxRetryMs: 10, maxAttempts: 3 });
    await enqueueMail(app.database.db, [mail("cheia@exemplo.com.br")]);

    for (let round = 0; round < 6; round++) {
      await worker.drainOnce();
      await new Promise((r) => setTimeout(r, 60));
    }
    const [row] = await rowsTo(app, "cheia@exemplo.com.br");
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
    expect(row!.lastError).toMatch(/451/);
    expect(smtp.recipientsTried).toHaveLength(3);
  });

  it("ends a send to a hung SMTP server before the claim lease runs out, and retries it", async () => {
    const leaseMs = 20_000;
    const { worker } = await smtpAndWorker(app, { stall: ["lento@exemplo.com.br"] }, { timeoutMs: 1000, leaseMs });
    await enqueueMail(app.database.db, [mail("lento@exemplo.com.br")]);

    const started = Date.now();
    expect(await worker.drainOnce()).toBe(0);
    expect(Date.now() - started).toBeLessThan(leaseMs);
    const [row] = await rowsTo(app, "lento@exemplo.com.br");
    expect(row).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
    expect(row!.lastError).toMatch(/time(d)? ?out/i);
  });

  it("claims account mail before other mail", async () => {
    // Three slots, two of them kept for account mail: one other message per round.
    const { smtp, worker } = await smtpAndWorker(app, {}, { concurrency: 3 });
    await enqueueMail(app.database.db, [
      mail("comercial1@tramita.com.br"),
      mail("comercial2@tramita.com.br"),
      mail("comercial3@tramita.com.br"),
      mail("ana@exemplo.com.br", "account.password-reset"),
    ]);

    expect(await worker.drainOnce()).toBe(2);
    const [reset] = await rowsTo(app, "ana@exemplo.com.br");
    expect(reset!.status).toBe("sent");
    expect(smtp.received.map((m) => m.to[0])).toContain("ana@exemplo.com.br");
    expect(await worker.drainOnce()).toBe(1);
    expect(await worker.drainOnce()).toBe(1);
    expect(smtp.received).toHaveLength(4);
  });

  it("delivers a password reset queued behind hung messages while they still hang", async () => {
    const port = await freePort();
    const smtp = await startSmtpListener(port, { stall: ["lento@exemplo.com.br"] });
    // The hung sends would only end after 40 s: the reset must not wait for them.
    const worker = smtpWorker(app, port, { timeoutMs: 40_000 });
    cleanups.push(async () => {
      await smtp.close();
      await worker.stop();
    });
    await enqueueMail(app.database.db, Array.from({ length: 12 }, () => mail("lento@exemplo.com.br")));
    worker.start();
    await until(() => smtp.recipientsTried.length >= 8, "the other mail fills its slots");

    await enqueueMail(app.database.db, [mail("ana@exemplo.com.br", "account.password-reset")]);
    worker.poke();
    await until(() => smtp.received.some((m) => m.to[0] === "ana@exemplo.com.br"), "the reset is delivered");

    const hung = await rowsTo(app, "lento@exemplo.com.br");
    expect(hung.filter((m) => m.lockedUntil !== null)).toHaveLength(8);
    expect(hung.every((m) => m.status === "pending" && m.lastError === null)).toBe(true);
  }, 90_000);
});
