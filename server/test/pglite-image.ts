// Vitest's global setup: one migrated PGlite database per test run, dumped to a tar that
// every "memory://" test database then starts from (ServerConfig.pgliteImage). A fresh PGlite
// runs initdb, seconds of processor time, and the server tests open hundreds of databases;
// loading the image costs a fraction of that.
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
  const client = new PGlite("memory://");
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  // Uncompressed: every test database loads it, and gunzip would cost more than it saves.
  const image = await client.dumpDataDir("none");
  await client.close();
  const dir = mkdtempSync(join(tmpdir(), "tramita-pglite-image-"));
  const path = join(dir, "image.tar");
  writeFileSync(path, Buffer.from(await image.arrayBuffer()));
  project.provide("pgliteImage", path);
  return () => rmSync(dir, { recursive: true, force: true });
}
