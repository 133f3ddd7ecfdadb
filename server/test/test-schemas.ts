// Vitest's global setup for the PostgreSQL runs of the server tests: each test database is a
// schema of TEST_DATABASE_URL's database (testConfig), named with this run's prefix, and the
// run drops its own schemas when it ends. Without it every run left hundreds of schemas of
// about forty tables each in a database that later runs, and other projects, share.
import { Client } from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The prefix of this run's PostgreSQL schemas (testSchemaName in engines.ts). */
    schemaPrefix: string;
  }
}

/** Connections dropping schemas at once: a drop is mostly PostgreSQL's catalog work, one core each. */
const DROPPERS = 2;

/** Drops every schema whose name starts with `prefix`, one statement each (a drop takes a lock per table). */
async function dropSchemas(url: string, prefix: string) {
  const clients = Array.from({ length: DROPPERS }, () => new Client({ connectionString: url }));
  await Promise.all(clients.map((client) => client.connect()));
  try {
    const { rows } = await clients[0]!.query<{ name: string }>("SELECT nspname AS name FROM pg_namespace WHERE starts_with(nspname, $1)", [prefix]);
    const names = rows.map((row) => row.name);
    await Promise.all(
      clients.map(async (client) => {
        for (let name = names.pop(); name !== undefined; name = names.pop()) await client.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
      }),
    );
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

export default function setup(project: TestProject) {
  const prefix = `test_${Date.now().toString(36)}_`;
  project.provide("schemaPrefix", prefix);
  const url = process.env.TEST_DATABASE_URL;
  return url ? () => dropSchemas(url, prefix) : undefined;
}
