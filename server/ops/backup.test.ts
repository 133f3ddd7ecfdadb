// `npm run backup` and `npm run restore`, as an operator runs them (a process of their own
// reading the server's environment), on both engines: a database holding every kind of record
// is backed up, restored into an empty one and compared table by table, row for row; a restore
// refuses a database with data unless --force, and on PGlite both refuse while a server holds
// the directory. PostgreSQL runs on a private cluster, in databases of the test's own. A
// backup is readable by its owner only, in a folder it creates for its owner only, and pg_dump
// gets the database's password through its environment, never on its command line.
import { randomUUID } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance } from "fastify";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BOOKING_API, CONSENT_API_PATH, DEMO_REQUEST_PATH, IDEMPOTENCY_HEADER, NEWSLETTER_API, READY_PATH } from "../../contracts/api-paths.ts";
import { instantOf } from "../../contracts/zoned-time.ts";
import { CONSENT_POLICY_VERSION } from "../../contracts/consent.ts";
import { NEWSLETTER_CONSENT_VERSION } from "../../contracts/newsletter-options.ts";
import { buildServer } from "../app.ts";
import { bookingHostSeats, bookings, hostBusy, hostCalendars, hostCalendarWrites, measurementViews, measurementVitals, staffPasskeyChallenges, staffPasskeys, staffSessions, staffSignIns } from "../db/schema.ts";
import type { ServerConfig } from "../config.ts";
import { BOOKING_NOW, JOURNEY_ENV, bookRescheduleCancel, createQuote, customerJourney, postLead, requestMaturityReport, startTrial } from "../test/event-journeys.ts";
import { operatorScript } from "../test/operator-command.ts";
import { eraseRights } from "../test/rights-fixtures.ts";
import { confirmLatestHold } from "../test/booking-fixtures.ts";
import { solvedAltchaToken, validFields } from "../test/demo-request-fixtures.ts";
import { privatePostgresUnavailable, startPrivatePostgres, type PrivatePostgres } from "../test/private-postgres.ts";
import { testConfig } from "../test/engines.ts";
import { startWebhookReceiver, testSecret } from "../test/webhook-receiver.ts";

vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

const ROOT = join(import.meta.dirname, "..", "..");
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup();
});

const postgresUnavailable = privatePostgresUnavailable();
if (postgresUnavailable) console.info(`${postgresUnavailable}: the PostgreSQL backup test is skipped.`);

/** The server's database settings as the operator's environment holds them. */
type DatabaseEnv = { DATA_DIR: string; DATABASE_URL: string; PATH?: string };

function npmRun(command: "backup" | "restore", env: DatabaseEnv, ...args: string[]) {
  const result = operatorScript("backup", [command, ...args], env, 120_000);
  if (result.status !== 0) console.info(`${command} ${args.join(" ")}: ${result.err}`);
  return result;
}

/** A database with every kind of record the site keeps, made through its real routes. */
async function populate(env: DatabaseEnv): Promise<void> {
  const platform = await startWebhookReceiver(testSecret("p"));
  const crm = await startWebhookReceiver(testSecret("c"));
  cleanups.push(platform.close, crm.close);
  const config: ServerConfig = testConfig("pglite", {
    ...JOURNEY_ENV,
    ...env,
    PLATFORM_WEBHOOK_URL: platform.url,
    PLATFORM_WEBHOOK_SECRET: testSecret("p"),
    CRM_WEBHOOK_URL: crm.url,
    CRM_WEBHOOK_SECRET: testSecret("c"),
  });
  Object.assign(config, { dataDir: env.DATA_DIR, pgliteDir: undefined, databaseUrl: env.DATABASE_URL || null, databaseSchema: undefined, now: () => BOOKING_NOW });
  const app = await buildServer(config);
  try {
    await postLead(app);
    await postLead(app, "apagar@exemplo.com.br");
    // With an Idempotency-Key, as the site's form sends it.
    const keyed = await app.inject({
      method: "POST",
      url: DEMO_REQUEST_PATH,
      payload: { ...validFields({ email: "chave@exemplo.com.br" }), captchaToken: await solvedAltchaToken(app, "demo-request") },
      headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
    });
    expect(keyed.statusCode).toBe(201);
    await bookRescheduleCancel(app);
    // A booking that stays, holding its seat.
    const booked = await app.inject({
      method: "POST",
      url: BOOKING_API.book,
      payload: {
        name: "Paulo Reis",
        email: "paulo@exemplo.com.br",
        phone: "+55 (21) 99876-5432",
        company: "Reis Contabilidade",
        topic: "protocolos",
        slotStart: instantOf("2026-11-26", 15 * 60, "America/Sao_Paulo").toISOString(),
        timeZone: "America/Sao_Paulo",
        captchaToken: await solvedAltchaToken(app, "booking"),
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await confirmLatestHold(app)).statusCode).toBe(200);
    await requestMaturityReport(app);
    await createQuote(app);
    await customerJourney(app, await startTrial(app));
    // A newsletter request, pending its confirmation.
    const subscribed = await app.inject({
      method: "POST",
      url: NEWSLETTER_API.subscribe,
      payload: { email: "leitora@exemplo.com.br", consent: true, consentVersion: NEWSLETTER_CONSENT_VERSION, captchaToken: await solvedAltchaToken(app, "newsletter") },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(202);
    const consent = { id: randomUUID(), necessary: true, analytics: true, marketing: false, version: CONSENT_POLICY_VERSION, timestamp: BOOKING_NOW.toISOString() };
    const consented = await app.inject({ method: "POST", url: CONSENT_API_PATH, payload: consent });
    expect(consented.statusCode, consented.body).toBe(201);
    // Delivered first, so the erasure has destinations to reach and a suppression to record.
    await drain(app);
    await eraseRights(app, "apagar@exemplo.com.br");
    await drain(app);
    await writeSwitchedOffKinds(app);

  } finally {
    await app.close();
  }
}

/**
 * Rows of the features this journey leaves off (named demo hosts, aggregate measurement, the
 * staff's sign-in), written directly: what matters here is that a backup carries them.
 */
async function writeSwitchedOffKinds(app: FastifyInstance) {
  const { db } = app.database;
  const [booking] = await db.select({ id: bookings.id }).from(bookings).limit(1);
  const later = new Date(BOOKING_NOW.getTime() + 3_600_000);
  await db.insert(bookingHostSeats).values({ hostId: "ana", slotStart: later, bookingId: booking!.id });
  await db.insert(hostBusy).values({ hostId: "ana", start: BOOKING_NOW, end: later });
  await db.insert(hostCalendars).values({ hostId: "ana", readAt: BOOKING_NOW });
  await db.insert(hostCalendarWrites).values({ bookingId: booking!.id, hostId: "ana", action: "delete" });
  const day = "2026-11-23";
  await db.insert(measurementViews).values({ day, route: "/", channel: "direto", source: "", medium: "", campaign: "", device: "mobile", views: 3, entries: 2, formStarts: 1 });
  await db.insert(measurementVitals).values({ day, route: "/", metric: "LCP", device: "mobile", bucket: 2500, count: 1 });
  await db.insert(staffSignIns).values({ tokenHash: "a".repeat(64), email: "dona@tramita.com.br", expiresAt: later });
  await db.insert(staffSessions).values({ sessionHash: "b".repeat(64), email: "dona@tramita.com.br", expiresAt: later });
  await db.insert(staffPasskeys).values({ credentialId: "c".repeat(22), publicKey: Buffer.from([0xa5, 0x01, 0x02]), counter: 3, transports: ["internal"], email: "dona@tramita.com.br" });
  await db.insert(staffPasskeyChallenges).values({ challengeHash: "d".repeat(43), purpose: "sign-in", expiresAt: later });
}

async function drain(app: FastifyInstance) {
  for (let round = 0; round < 3; round++) {
    await app.outbox.drainOnce();
    await app.webhooks.drainOnce();
  }
}

/** Every table of the site's schemas, each as its rows in JSON, sorted. */
type Snapshot = Record<string, string[]>;

async function snapshot(query: (text: string) => Promise<Record<string, unknown>[]>): Promise<Snapshot> {
  const tables = await query(
    "select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1",
  );
  const result: Snapshot = {};
  for (const { name } of tables) {
    const table = String(name).split(".").map((part) => `"${part}"`).join(".");
    const rows = await query(`select row_to_json(t)::text as row from ${table} t`);
    result[String(name)] = rows.map((r) => String(r.row)).toSorted();
  }
  return result;
}

async function pgliteSnapshot(dataDir: string) {
  const client = new PGlite(join(dataDir, "db"));
  try {
    return await snapshot((text) => client.query<Record<string, unknown>>(text).then((r) => r.rows));
  } finally {
    await client.close();
  }
}

async function postgresSnapshot(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await snapshot((text) => client.query(text).then((r) => r.rows));
  } finally {
    await client.end();
  }
}

/** Every kind of record: every table of the schema holds rows (the test is worth nothing on empty ones). */
function expectEveryKindOfRecord(source: Snapshot) {
  const empty = Object.entries(source).filter(([, rows]) => rows.length === 0).map(([name]) => name);
  expect(empty).toEqual([]);
  for (const table of ["leads", "bookings", "accounts", "webhook_deliveries", "consent_records", "erasure_suppressions", "outbox", "quotes", "maturity_report_leads"]) {
    expect(source[`public.${table}`]?.length, table).toBeGreaterThan(0);
  }
  expect(source["drizzle.__drizzle_migrations"]?.length).toBeGreaterThan(0);
}

/** A server on the restored database is ready (its migrations are there); `meanwhile` runs while it serves. */
async function expectServesReady(env: DatabaseEnv, meanwhile: () => void = () => {}) {
  const config = testConfig("pglite", env);
  Object.assign(config, { dataDir: env.DATA_DIR, pgliteDir: undefined, databaseUrl: env.DATABASE_URL || null, databaseSchema: undefined });
  const app = await buildServer(config);
  try {
    expect((await app.inject(READY_PATH)).statusCode).toBe(200);
    meanwhile();
  } finally {
    await app.close();
  }
}

function tempDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const modeOf = (path: string) => statSync(path).mode & 0o777;

/**
 * A backup of `env`'s database into a folder the command creates, and one over an older,
 * world-readable file in an existing folder open to others: each file 0600, the created
 * folders 0700, and the open folder named in a note.
 */
function expectPrivateBackups(env: DatabaseEnv) {
  const folder = join(tempDir("tramita-backup-modes-"), "copias", "diarias");
  const file = join(folder, "tramita.backup");
  expect(npmRun("backup", env, file)).toMatchObject({ status: 0, err: "" });
  expect(modeOf(file).toString(8)).toBe("600");
  expect([modeOf(folder), modeOf(dirname(folder))].map((mode) => mode.toString(8))).toEqual(["700", "700"]);

  const shared = tempDir("tramita-backup-shared-");
  chmodSync(shared, 0o755);
  const older = join(shared, "tramita.backup");
  writeFileSync(older, "uma cópia antiga");
  chmodSync(older, 0o644);
  const over = npmRun("backup", env, older);
  expect(over.status).toBe(0);
  expect(modeOf(older).toString(8)).toBe("600");
  expect(over.err).toContain(`Note: ${shared} lets other users in (mode 0755)`);
  expect(over.err).toContain(`chmod 700 ${shared}`);
}

describe("backup and restore [pglite]", () => {
  it("security review 3: a backup is readable by its owner only, in a folder it creates for its owner only (finding: backups world-readable)", async () => {
    const source: DatabaseEnv = { DATA_DIR: tempDir("tramita-backup-private-"), DATABASE_URL: "" };
    await expectServesReady(source);
    expect(existsSync(join(source.DATA_DIR, "db", "PG_VERSION"))).toBe(true);
    expectPrivateBackups(source);
  });

  it("restores a backup into an empty data directory row for row, refuses one with data unless --force, and never touches a directory a server holds", async () => {
    const source: DatabaseEnv = { DATA_DIR: tempDir("tramita-backup-source-"), DATABASE_URL: "" };
    const target: DatabaseEnv = { DATA_DIR: tempDir("tramita-backup-target-"), DATABASE_URL: "" };
    const file = join(tempDir("tramita-backup-file-"), "tramita.backup");
    await populate(source);

    expect(npmRun("backup", source, file)).toMatchObject({ status: 0, out: `Backed up the embedded database in ${join(source.DATA_DIR, "db")} to ${file}.\n` });
    expect(npmRun("restore", target, file)).toMatchObject({ status: 0, out: `Restored ${file} into the embedded database in ${join(target.DATA_DIR, "db")}.\n` });
    const before = await pgliteSnapshot(source.DATA_DIR);
    expectEveryKindOfRecord(before);
    expect(await pgliteSnapshot(target.DATA_DIR)).toEqual(before);

    const again = npmRun("restore", target, file);
    expect(again.status).toBe(1);
    expect(again.err).toMatch(/already holds the site's tables \(\d+ row\(s\)\)\. A restore replaces them: pass --force to do so\.\n$/);
    expect(npmRun("restore", target, file, "--force").status).toBe(0);
    expect(readdirSync(target.DATA_DIR).filter((name) => name.startsWith("db.replaced-"))).toHaveLength(1);
    expect(await pgliteSnapshot(target.DATA_DIR)).toEqual(before);
    // While a server holds the directory, neither command touches it, even forced.
    await expectServesReady(target, () => {
      for (const run of [npmRun("backup", target, join(target.DATA_DIR, "held.backup")), npmRun("restore", target, file, "--force")]) {
        expect(run.status).toBe(1);
        expect(run.err).toContain(`The embedded database in ${join(target.DATA_DIR, "db")} is open in process ${process.pid} (a running server?)`);
      }
    });
    expect(await pgliteSnapshot(target.DATA_DIR)).toEqual(before);

    // A PostgreSQL archive is not loaded into PGlite.
    const wrong = npmRun("restore", { DATA_DIR: tempDir("tramita-backup-wrong-"), DATABASE_URL: "" }, join(ROOT, "package.json"));
    expect(wrong).toMatchObject({ status: 1 });
    expect(wrong.err).toContain("is not a backup of the embedded database (PGlite)");
  });
});

describe.skipIf(postgresUnavailable !== null)("backup and restore [postgres]", () => {
  let postgres: PrivatePostgres;
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    cleanups.push(() => postgres.destroy());
  });

  it("security review 3: a backup is readable by its owner only, and pg_dump gets the password from its environment, never its command line (finding: backups world-readable, password on pg_dump's command line)", async () => {
    const admin = new Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query("create database guarded");
    const { rows } = await admin.query<{ v: string }>("select current_setting('server_version_num') as v");
    await admin.end();
    // The cluster trusts loopback, so any password connects: enough to see where it travels.
    const password = "S3nh@ do banco:/?#";
    const url = postgres.url.replace("postgres@", `postgres:${encodeURIComponent(password)}@`).replace(/\/postgres$/, "/guarded");
    const env: DatabaseEnv = { DATA_DIR: tempDir("tramita-backup-pg-private-"), DATABASE_URL: url };
    await expectServesReady(env);

    // pg_dump as the command finds it first on the PATH: it records how it was started, then runs the real one.
    const bin = tempDir("tramita-fake-bin-");
    const record = join(bin, "record");
    const real = `/usr/lib/postgresql/${Math.floor(Number(rows[0]!.v) / 10_000)}/bin/pg_dump`;
    writeFileSync(join(bin, "pg_dump"), `#!/bin/sh\n{ printf 'argv:%s\\n' "$*"; printf 'PGPASSWORD:%s\\n' "$PGPASSWORD"; } >> "${record}"\nexec ${real} "$@"\n`, { mode: 0o755 });
    expectPrivateBackups({ ...env, PATH: `${bin}:${process.env.PATH}` });

    const lines = readFileSync(record, "utf8").split("\n");
    const dumps = lines.filter((line) => line.startsWith("argv:") && line.includes("--format=custom"));
    expect(dumps).toHaveLength(2);
    for (const line of dumps) {
      expect(line).not.toContain(password);
      expect(line).not.toContain(encodeURIComponent(password));
      expect(line).toContain("--dbname=postgres://postgres@127.0.0.1:");
    }
    expect(lines.filter((line) => line === `PGPASSWORD:${password}`).length).toBeGreaterThanOrEqual(2);
  });

  it("restores a pg_dump archive into an empty database row for row, and refuses one with data unless --force", async () => {
    const admin = new Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query("create database source");
    await admin.query("create database target");
    await admin.end();
    const urlOf = (database: string) => postgres.url.replace(/\/postgres$/, `/${database}`);
    const dataDir = tempDir("tramita-backup-pg-");
    const source: DatabaseEnv = { DATA_DIR: dataDir, DATABASE_URL: urlOf("source") };
    const target: DatabaseEnv = { DATA_DIR: dataDir, DATABASE_URL: urlOf("target") };
    const file = join(tempDir("tramita-backup-file-"), "tramita.dump");
    await populate(source);

    expect(npmRun("backup", source, file)).toMatchObject({ status: 0, out: `Backed up the PostgreSQL database to ${file}.\n` });
    expect(existsSync(file)).toBe(true);
    expect(npmRun("restore", target, file)).toMatchObject({ status: 0, out: `Restored ${file} into the PostgreSQL database.\n` });
    const before = await postgresSnapshot(source.DATABASE_URL);
    expectEveryKindOfRecord(before);
    expect(await postgresSnapshot(target.DATABASE_URL)).toEqual(before);

    const again = npmRun("restore", target, file);
    expect(again.status).toBe(1);
    expect(again.err).toMatch(/^the PostgreSQL database already holds the site's tables \(\d+ row\(s\)\)\. A restore replaces them: pass --force to do so\.\n$/);
    expect(npmRun("restore", target, file, "--force")).toMatchObject({ status: 0 });
    expect(await postgresSnapshot(target.DATABASE_URL)).toEqual(before);
    await expectServesReady(target);
  });
});
