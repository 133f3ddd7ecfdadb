// Opens the database: PostgreSQL when a URL is given, else PGlite (Postgres in WASM) in a
// directory, and applies pending migrations. Same schema, same queries on both.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { Client, Pool } from "pg";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  engine: "postgres" | "pglite";
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... for PostgreSQL; otherwise PGlite. */
  url?: string | null;
  /** PGlite data directory, or "memory://" for a throwaway database. */
  dataDir: string;
  /**
   * PostgreSQL schema to work in (tests isolate themselves this way); default public.
   * Created if missing.
   */
  schemaName?: string;
}

const MIGRATIONS = join(import.meta.dirname, "migrations");

export async function openDatabase({ url, dataDir, schemaName }: DatabaseOptions): Promise<Database> {
  if (url) {
    if (schemaName) {
      const setup = new Client({ connectionString: url });
      await setup.connect();
      await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
      await setup.end();
    }
    const pool = new Pool({
      connectionString: url,
      max: 10,
      ...(schemaName ? { options: `-c search_path="${schemaName}"` } : {}),
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder: MIGRATIONS, migrationsSchema: schemaName ?? "drizzle" });
    return { db, engine: "postgres", close: () => pool.end() };
  }
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS });
  return { db, engine: "pglite", close: () => client.close() };
}
