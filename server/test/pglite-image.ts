// Vitest's global setup: one migrated PGlite database per test run, dumped to a tar that
// every "memory://" test database then starts from (ServerConfig.pgliteImage). A fresh PGlite
// runs initdb, seconds of processor time, and the server tests open hundreds of databases;
// loading the image costs a fraction of that. The image is also made cheap to load: WAL
// segments of 1 MB instead of 16 (each segment is a file of the image), and shared buffers of
// 16 MB instead of 128 (every start zeroes them). A test database holds a few rows; together
// these cut a database's start by about two thirds (measured: 2.0 s to 0.7 s of CPU). A
// server's own PGlite keeps PostgreSQL's defaults.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { MIGRATIONS } from "../db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Path of this run's migrated PGlite image. */
    pgliteImage: string;
  }
}

export default async function setup(project: TestProject) {
  const client = new PGlite("memory://", { initDbStartParams: ["--wal-segsize=1"] });
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  await client.exec("ALTER SYSTEM SET shared_buffers = '16MB'");
  await client.exec("CHECKPOINT");
  // Uncompressed: every test database loads it, and gunzip would cost more than it saves.
  const image = await client.dumpDataDir("none");
  await client.close();
  const dir = mkdtempSync(join(tmpdir(), "tramita-pglite-image-"));
  const path = join(dir, "image.tar");
  writeFileSync(path, Buffer.from(await image.arrayBuffer()));
  project.provide("pgliteImage", path);
  return () => rmSync(dir, { recursive: true, force: true });
}
