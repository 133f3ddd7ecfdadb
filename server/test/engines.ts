// Runs a server test suite on both database engines: PGlite always, PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it; locally the run is skipped with a notice).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, inject } from "vitest";
import { buildServer } from "../app.ts";
import type { ScryptParams } from "../auth/passwords.ts";
import { loadConfig, type ServerConfig } from "../config.ts";
import * as schema from "../db/schema.ts";

export type Engine = "pglite" | "postgres";

const postgresUrl = process.env.TEST_DATABASE_URL || null;
if (!postgresUrl) console.info("TEST_DATABASE_URL is not set: the PostgreSQL runs of the server tests are skipped.");

export const ENGINES: Engine[] = postgresUrl ? ["pglite", "postgres"] : ["pglite"];

export function describeEachEngine(name: string, suite: (engine: Engine) => void) {
  for (const engine of ENGINES) {
    describe(`${name} [${engine}]`, () => {
      suite(engine);
    });
  }
}

let counter = 0;

/** A PostgreSQL schema of its own for a test database, dropped when the run ends (test-schemas.ts). */
export const testSchemaName = () => `${inject("schemaPrefix")}${process.pid}_${counter++}`;

/**
 * A config for one test: its own data directory, and on PostgreSQL its own schema.
 * Pass `shareWith` to point a second server at the same database.
 */
/**
 * New password hashes in test servers: scrypt with N = 2^10, a thousandth of the work and
 * memory of production's OWASP minimum (SCRYPT_PARAMS: 128 MiB and about half a second of a
 * core each, which hundreds of test sign-ups would spend for nothing). Hashes are verified by
 * the parameters stored with them, so every path runs as in production; that production keeps
 * SCRYPT_PARAMS is its own test (server/auth/passwords.test.ts).
 */
export const TEST_PASSWORD_HASHING: Readonly<ScryptParams> = { N: 2 ** 10, r: 8, p: 1 };

export function testConfig(engine: Engine, env: NodeJS.ProcessEnv = {}, shareWith?: ServerConfig): ServerConfig {
  // No background delivery: tests drive the outbox themselves with drainOnce(). Tests fetch a
  // challenge for every submission, all from one address: beyond a visitor's share a minute.
  // Tests change bookings behind the server's back (rows written, tables emptied between
  // tests): every free slots' answer is computed (bookings.test.ts tests the kept ones).
  const config = loadConfig({ LOG_LEVEL: "silent", SERVE_CLIENT: "false", OUTBOX_WORKER: "false", CAPTCHA_CHALLENGE_RATE_LIMIT: "100000", SLOTS_CACHE_MS: "0", ...env });
  config.passwordHashing = TEST_PASSWORD_HASHING;
  if (shareWith) {
    return { ...config, dataDir: shareWith.dataDir, pgliteDir: shareWith.pgliteDir, pgliteImage: shareWith.pgliteImage, databaseUrl: shareWith.databaseUrl, databaseSchema: shareWith.databaseSchema };
  }
  config.dataDir = mkdtempSync(join(tmpdir(), "tramita-test-"));
  config.pgliteDir = "memory://";
  config.pgliteImage = inject("pgliteImage");
  if (engine === "postgres") {
    config.databaseUrl = postgresUrl;
    config.databaseSchema = testSchemaName();
  }
  return config;
}

export function testServer(engine: Engine, env: NodeJS.ProcessEnv = {}, shareWith?: ServerConfig) {
  const config = testConfig(engine, env, shareWith);
  return buildServer(config).then((app) => ({ app, config }));
}

/** Every table of the schema but the shared secrets, so a new table is emptied without being listed. */
const DATA_TABLES = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .filter((table) => table !== schema.appSecrets)
  .map((table) => sql.identifier(getTableName(table)));

/** Empties the tables a test writes to, keeping the schema and shared secrets. */
export async function resetData(app: FastifyInstance) {
  await app.database.db.execute(sql`TRUNCATE ${sql.join(DATA_TABLES, sql`, `)}`);
}

/**
 * One server on `engine` for the calling describe block: built before its tests (`ready`
 * receives it), its data emptied before each test, closed after them. `adjust` sets what the
 * environment cannot (ServerConfig's test-only fields).
 */
export function serverForSuite(engine: Engine, env: NodeJS.ProcessEnv, ready: (app: FastifyInstance) => void, adjust: (config: ServerConfig) => void = () => {}) {
  let app: FastifyInstance;
  beforeAll(async () => {
    const config = testConfig(engine, env);
    adjust(config);
    app = await buildServer(config);
    ready(app);
  });
  beforeEach(() => resetData(app));
  afterAll(() => app.close());
}

/**
 * Servers built by the calling file's tests, one or more per test, with `env` under what each
 * adds and `adjust` applied to their config: `server` builds one, and after each test every
 * one is closed, with whatever else the test pushed on `cleanups` (receivers, workers), last
 * first.
 */
export function serversPerTest(env: NodeJS.ProcessEnv, adjust: (config: ServerConfig) => void = () => {}) {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });
  async function server(engine: Engine, more: NodeJS.ProcessEnv = {}) {
    const config = testConfig(engine, { ...env, ...more });
    adjust(config);
    const app = await buildServer(config);
    cleanups.push(() => app.close());
    return { app, config };
  }
  return { server, cleanups };
}
