// Opens the database: PostgreSQL when a URL is given, else PGlite (Postgres in WASM) in a
// directory, and applies pending migrations. Same schema, same queries on both. On
// PostgreSQL several instances may start at once: migrations run under an advisory lock,
// so one applies them and the others wait and then find nothing left to do.
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { Client, Pool, type PoolClient } from "pg";
import { lockPgliteDirectory } from "./pglite-lock.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle Drizzle passes to `db.transaction(tx => ...)`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  engine: "postgres" | "pglite";
  /** Migrations of this code base the database has not applied (0 once opened, unless it was changed under us). */
  pendingMigrations(): Promise<number>;
  /** PostgreSQL's connection pool now; null on PGlite, which has no pool. */
  pool(): PoolUsage | null;
  close(): Promise<void>;
}

export interface PoolUsage {
  /** Connections open, busy or idle. */
  total: number;
  /** Connections checked out by a query or a transaction. */
  inUse: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export interface DatabaseOptions {
  /** postgres://... for PostgreSQL; otherwise PGlite. */
  url?: string | null;
  /** PGlite data directory, or "memory://" for a throwaway database. */
  dataDir: string;
  /**
   * Tests only: a tar of an already migrated PGlite data directory (PGlite's dumpDataDir, see
   * server/test/pglite-image.ts) that a "memory://" database, or a data directory not yet
   * holding one, starts from, skipping PGlite's initdb, which costs seconds of processor time
   * per database. Never set in production.
   */
  pgliteImage?: string;
  /**
   * PostgreSQL schema to work in (tests isolate themselves this way); default public.
   * Created if missing.
   */
  schemaName?: string;
  /** PostgreSQL connections kept open at most; default DEFAULT_POOL_SIZE. */
  poolSize?: number;
  /**
   * Told when an idle PostgreSQL connection is lost (the server restarted, a failover, a
   * network blip). The pool has already dropped it and the next query opens a new one.
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * The queries of a request are short and keep the database's processors busy rather than
 * waiting: a few connections per database core already keep it fully used, and more only
 * move the queue into PostgreSQL, where statements waiting on the same rows (one client's
 * rate-limit counter) cost far more than requests waiting here for a connection, in order.
 * On 2 cores, 20 concurrent demo requests answered with a p99 of 55-98 ms through 20
 * connections, 27-48 ms through 8 and 24-44 ms through 4 or 5. A larger database server may
 * want more (DATABASE_POOL_SIZE).
 */
const DEFAULT_POOL_SIZE = 5;

/**
 * How long a query waits for a connection, from the pool or a new one, before failing. While
 * PostgreSQL is away a request must fail within seconds (503 DATABASE_UNAVAILABLE, see
 * server/db/unavailable.ts) rather than hang; at the pool sizes above, a healthy server hands
 * out a connection within milliseconds, so only an outage or a runaway overload reaches it.
 */
const CONNECTION_TIMEOUT_MS = 3000;

export const MIGRATIONS = join(import.meta.dirname, "migrations");
/** Drizzle's record of applied migrations (its migrator's default table name). */
const MIGRATIONS_TABLE = "__drizzle_migrations";
/** Drizzle's schema of that record on PGlite and on PostgreSQL's public schema. */
const DEFAULT_MIGRATIONS_SCHEMA = "drizzle";
const dialect = new PgDialect();

/**
 * `query` as a named prepared statement: PostgreSQL parses and plans it once per connection,
 * and each call then sends only the values of its `sql.placeholder`s. PGlite runs it as any
 * other query. `name` must be unique to `query` (PostgreSQL keeps one text per name).
 */
export function namedStatement<Row>(db: Db, name: string, query: SQL): (values: Record<string, unknown>) => Promise<Row[]> {
  const prepared = db._.session.prepareQuery<{ execute: { rows: Row[] }; all: unknown; values: unknown }>(dialect.sqlToQuery(query), undefined, name, false);
  return async (values) => (await prepared.execute(values)).rows;
}

const imageBlobs = new Map<string, Blob>();
/** A database image as a Blob, read once per process: test runs open hundreds from one image. */
function imageBlob(path: string): Blob {
  let blob = imageBlobs.get(path);
  if (!blob) imageBlobs.set(path, (blob = new Blob([readFileSync(path)])));
  return blob;
}

export async function openDatabase({ url, dataDir, pgliteImage, schemaName, poolSize = DEFAULT_POOL_SIZE, onConnectionError = () => {} }: DatabaseOptions): Promise<Database> {
  if (url) {
    const pool = new Pool({
      connectionString: url,
      max: poolSize,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      ...(schemaName ? { options: `-c search_path="${schemaName}"` } : {}),
    });
    survivingLostConnections(pool, onConnectionError);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const migrationsSchema = schemaName ?? DEFAULT_MIGRATIONS_SCHEMA;
    try {
      await underMigrationLock(url, schemaName ?? "public", async (setup) => {
        if (schemaName) await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
        await migratePg(db as never, { migrationsFolder: MIGRATIONS, migrationsSchema });
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      engine: "postgres",
      pendingMigrations: () => pendingMigrations(db, migrationsSchema),
      pool: () => ({ total: pool.totalCount, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const onDisk = !dataDir.startsWith("memory://");
  if (onDisk) mkdirSync(dataDir, { recursive: true });
  const unlock = onDisk ? lockPgliteDirectory(dataDir) : null;
  const image = pgliteImage && !(onDisk && existsSync(join(dataDir, "PG_VERSION"))) ? imageBlob(pgliteImage) : undefined;
  const client = new PGlite(dataDir, { loadDataDir: image });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  try {
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS });
  } catch (error) {
    await client.close();
    unlock?.();
    throw error;
  }
  return {
    db,
    engine: "pglite",
    pendingMigrations: () => pendingMigrations(db, DEFAULT_MIGRATIONS_SCHEMA),
    pool: () => null,
    close: async () => {
      await client.close();
      unlock?.();
    },
  };
}

/** The newest migration of this code base, as Drizzle's migrator records it (read once). */
let newestMigrations: number[] | null = null;

/**
 * How many of this code base's migrations are newer than the newest the database recorded,
 * compared as Drizzle's migrator compares them (by the journal's timestamps).
 */
async function pendingMigrations(db: Db, migrationsSchema: string): Promise<number> {
  newestMigrations ??= readMigrationFiles({ migrationsFolder: MIGRATIONS }).map((m) => m.folderMillis);
  const { rows } = (await db.execute(
    sql`select coalesce(max(created_at), 0)::text as applied from ${sql.identifier(migrationsSchema)}.${sql.identifier(MIGRATIONS_TABLE)}`,
  )) as unknown as { rows: { applied: string }[] };
  const applied = Number(rows[0]?.applied ?? 0);
  return newestMigrations.filter((millis) => millis > applied).length;
}

/**
 * Keeps a lost connection from ending the process or keeping its pool slot. pg reports a
 * connection that dies (57P01 when PostgreSQL stops, ECONNRESET...) as an 'error' event on its
 * client, which Node turns into an uncaught exception when nobody listens: the pool listens
 * only while the client is idle, and re-emits on itself. A client lost while checked out is
 * released at once: Drizzle's transaction() never releases a client whose BEGIN failed, so
 * each connection lost between checkout and BEGIN would otherwise hold a slot for good, and
 * the pool would never serve again once the database is back.
 */
function survivingLostConnections(pool: Pool, onConnectionError: (error: Error) => void) {
  const checkedOut = new WeakSet<PoolClient>();
  pool.on("acquire", (client) => checkedOut.add(client));
  pool.on("release", (_error, client) => checkedOut.delete(client));
  pool.on("connect", (client) => {
    client.on("error", (error) => {
      if (!checkedOut.has(client)) return;
      const release = client.release;
      // The holder's own release, later, must not throw "released twice".
      client.release = () => {};
      release(error);
    });
  });
  pool.on("error", onConnectionError);
}

/**
 * Runs `work` holding a session-level advisory lock of this schema's migrations, on a
 * connection of its own (released by ending it, even if `work` fails).
 */
async function underMigrationLock(url: string, schemaName: string, work: (setup: Client) => Promise<void>) {
  const setup = new Client({ connectionString: url, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS });
  // Lost while the pool migrates (PostgreSQL restarted): the migration's own queries fail
  // too, so start-up stops with their error rather than with an uncaught 'error' event.
  setup.on("error", () => {});
  await setup.connect();
  try {
    await setup.query("SELECT pg_advisory_lock(hashtext($1))", [`tramita:migrations:${schemaName}`]);
    await work(setup);
  } finally {
    await setup.end();
  }
}
