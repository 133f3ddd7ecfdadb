// PostgreSQL restarts (pg_ctl stop -m fast, then start) under a server that is taking demo
// requests: the process stays up, requests that need the database while it is away get a quick
// pt-BR 503 with Retry-After, no lead answered 201 is lost, the first request after the restart
// is accepted without restarting the server, and the mail outbox delivers again. The cluster is
// a private one (server/test/private-postgres.ts); the server is a process of its own, since
// what the finding saw was that process exiting.
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ERRORS } from "../../contracts/api-errors.ts";
import { DEMO_REQUEST_PATH, HEALTH_PATH, IDEMPOTENCY_HEADER, READY_PATH } from "../../contracts/api-paths.ts";
import { ChallengeRefused, EASY_ALTCHA, solvedAltchaToken, validFields } from "../test/demo-request-fixtures.ts";
import { privatePostgresUnavailable, startPrivatePostgres, type PrivatePostgres } from "../test/private-postgres.ts";
import { freePort, startSmtpListener } from "../test/smtp-listener.ts";
import { startInstance } from "../test/topology.ts";
import { namedStatement, openDatabase } from "./client.ts";
import { DATABASE_RETRY_AFTER_SECONDS } from "./unavailable.ts";

/** The bound: while the database is away, a request is answered within 5 s. */
const ANSWER_WITHIN_MS = 5000;
/** How long PostgreSQL stays stopped, as in the black-box run. */
const OUTAGE_MS = 5000;
const CONCURRENT_VISITORS = 4;

const unavailable = privatePostgresUnavailable();
if (unavailable) console.info(`${unavailable}: the PostgreSQL restart tests are skipped.`);

interface Answer {
  status: number;
  code?: string;
  error?: string;
  retryAfter: string | null;
  id?: string;
  startedAt: number;
  endedAt: number;
}

/** One demo request, its captcha solved as the widget does; a request that never answers is status 0. */
async function demoRequest(baseUrl: string, fields = validFields()): Promise<Answer> {
  const startedAt = Date.now();
  try {
    const response = await fetch(`${baseUrl}${DEMO_REQUEST_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", [IDEMPOTENCY_HEADER]: randomUUID() },
      body: JSON.stringify({ ...fields, captchaToken: await solvedAltchaToken({ baseUrl }, "demo-request") }),
      signal: AbortSignal.timeout(4 * ANSWER_WITHIN_MS),
    });
    const body = (await response.json()) as { id?: string; code?: string; error?: string };
    return { status: response.status, code: body.code, error: body.error, id: body.id, retryAfter: response.headers.get("retry-after"), startedAt, endedAt: Date.now() };
  } catch (error) {
    // The widget's challenge is refused as the form would be (the database's 503).
    if (error instanceof ChallengeRefused) return { status: error.status, code: error.body.code, error: error.body.error, retryAfter: error.retryAfter, startedAt, endedAt: Date.now() };
    return { status: 0, retryAfter: null, startedAt, endedAt: Date.now() };
  }
}

/** Visitors sending demo requests one after the other until stopped. */
function load(baseUrl: string) {
  const answers: Answer[] = [];
  const stopped = new AbortController();
  const visitors = Array.from({ length: CONCURRENT_VISITORS }, async () => {
    while (!stopped.signal.aborted) answers.push(await demoRequest(baseUrl));
  });
  return {
    answers,
    async stop() {
      stopped.abort();
      await Promise.all(visitors);
    },
  };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(100)) {
    const found = await probe();
    if (found !== undefined) return found;
  }
  throw new Error(`timed out waiting for ${what}`);
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

describe.skipIf(unavailable !== null)("security review: a PostgreSQL restart kills the server", () => {
  let postgres: PrivatePostgres;
  const cleanups: (() => unknown)[] = [];
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
  }, 60_000);
  afterAll(async () => {
    for (const cleanup of cleanups.toReversed()) await cleanup();
    await postgres?.destroy();
  });

  it("a connection lost between checkout and BEGIN gives its pool slot back, and the next connection prepares named statements afresh", async () => {
    // One connection: a slot kept by a dead connection would leave none.
    const database = await openDatabase({ url: postgres.url, dataDir: "memory://", schemaName: "pool_slots", poolSize: 1 });
    const admin = new Client({ connectionString: postgres.url });
    await admin.connect();
    const { db } = database;
    const probe = namedStatement<{ n: number }>(db, "restart_probe", sql`select ${sql.placeholder("n")}::int as n`);
    try {
      for (let i = 0; i < 5; i++) {
        const { rows } = (await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
        // Terminated as pg_ctl stop -m fast terminates it; the pool has not noticed yet when the
        // transaction checks the connection out and sends BEGIN.
        await admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
        await db.transaction((tx) => tx.execute(sql`select 1`)).catch(() => undefined);
        expect(await probe({ n: i })).toEqual([{ n: i }]);
      }
    } finally {
      await admin.end();
      await database.close();
    }
  });

  it("the server stays up through a restart under load, answers 503 with Retry-After meanwhile, loses no acknowledged lead, and takes requests and delivers mail after it", async () => {
    const smtpPort = await freePort();
    const smtp = await startSmtpListener(smtpPort);
    cleanups.push(() => smtp.close());
    const dataDir = mkdtempSync(join(tmpdir(), "tramita-restart-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startInstance(await freePort(), {
      ...EASY_ALTCHA,
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      SERVE_CLIENT: "false",
      LOG_LEVEL: "warn",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_WORKER: "true",
      OUTBOX_POLL_MS: "200",
      OUTBOX_RETRY_BASE_MS: "100",
      DEMO_RATE_LIMIT: "100000",
      CAPTCHA_CHALLENGE_RATE_LIMIT: "100000",
    });
    cleanups.push(() => server.child.kill("SIGKILL"));
    const fail = (message: string) => `${message}\n--- server output ---\n${server.output().slice(-4000)}`;

    const visitors = load(server.baseUrl);
    await until("leads accepted before the restart", async () => (visitors.answers.filter((a) => a.status === 201).length >= 10 ? true : undefined));

    await postgres.stop();
    const stoppedAt = Date.now();
    await sleep(OUTAGE_MS);
    expect(alive(server.child), fail("the server exited while PostgreSQL was stopped")).toBe(true);
    // Alive, so not to be killed; not ready, so out of rotation, and saying why at once.
    expect((await fetch(`${server.baseUrl}${HEALTH_PATH}`)).status).toBe(200);
    const notReady = await fetch(`${server.baseUrl}${READY_PATH}`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({ status: "unready", database: "unavailable", problems: ["the database cannot be reached"] });
    const restartingAt = Date.now();
    await postgres.start();
    await visitors.stop();
    expect(alive(server.child), fail("the server exited when PostgreSQL restarted")).toBe(true);

    // Every answer is an acceptance or the database's 503: never a 500, a hang, a dropped connection.
    const unexpected = visitors.answers.filter((a) => a.status !== 201 && !(a.status === 503 && a.code === "DATABASE_UNAVAILABLE"));
    expect(unexpected, fail("answers other than 201 and 503 DATABASE_UNAVAILABLE")).toEqual([]);
    // Requests made while PostgreSQL was stopped: a 503 in pt-BR, with Retry-After, within 5 s.
    const duringOutage = visitors.answers.filter((a) => a.startedAt >= stoppedAt && a.endedAt <= restartingAt);
    expect(duringOutage.length).toBeGreaterThan(0);
    for (const answer of duringOutage) {
      expect(answer).toMatchObject({ status: 503, code: "DATABASE_UNAVAILABLE", error: API_ERRORS.DATABASE_UNAVAILABLE.message, retryAfter: String(DATABASE_RETRY_AFTER_SECONDS) });
      expect(answer.endedAt - answer.startedAt).toBeLessThan(ANSWER_WITHIN_MS);
    }

    // A request right after the restart is accepted, with no wait and no server restart: the
    // pool opens new connections (and prepares the demo request's statement on them) as soon
    // as PostgreSQL accepts them.
    const after = await demoRequest(server.baseUrl, validFields({ name: "Depois do Reinício", email: "depois.do.reinicio@exemplo.com.br" }));
    expect(after.status, fail("the first request after the restart was refused")).toBe(201);
    expect((await fetch(`${server.baseUrl}${READY_PATH}`)).status).toBe(200);

    // Nothing acknowledged is lost: every lead answered 201, before or after, is stored.
    const acknowledged = [...visitors.answers, after].filter((a) => a.status === 201).map((a) => a.id!);
    const check = new Client({ connectionString: postgres.url });
    await check.connect();
    try {
      const { rows } = await check.query<{ id: string }>("select id from leads where id = any($1::uuid[])", [acknowledged]);
      expect(rows.map((r) => r.id).toSorted()).toEqual(acknowledged.toSorted());
    } finally {
      await check.end();
    }

    // The outbox worker lived through the outage: the new lead's confirmation goes out.
    await until("the confirmation of the lead made after the restart", async () => (smtp.received.some((m) => m.to.includes("depois.do.reinicio@exemplo.com.br")) ? true : undefined));
    expect(alive(server.child)).toBe(true);
  }, 60_000);
});
