// Backups of the database the server uses, and their restore (ARCHITECTURE.md 'Operations').
// PGlite: PGlite's own data-directory dump (a gzipped tar, restorable by the same PGlite
// release), taken and restored under the directory's lock, so never while a server holds it.
// PostgreSQL: Debian's pg_dump/pg_restore of the server's major version, custom format, the
// site's schema and Drizzle's record of applied migrations. A restore refuses a database that
// already holds the site's tables unless forced; forced, PGlite's former directory is kept
// aside and PostgreSQL's objects are dropped and recreated (pg_restore --clean).
//
// A backup holds every lead, address and password hash: it is written readable by its owner
// only (0600), in a folder only its owner enters (0700 when the backup creates it; an existing
// folder open to others is named in a note). pg_dump and pg_restore get the database's
// password through their environment (PGPASSWORD, which only the process's owner can read),
// never on their command line, which every user of the machine sees (ps).
import { execFile } from "node:child_process";
import { closeSync, existsSync, fchmodSync, mkdirSync, mkdtempSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { Client } from "pg";
import { lockPgliteDirectory } from "../db/pglite-lock.ts";

const run = promisify(execFile);

/** Where the database is, as the server's configuration says. */
export type BackupTarget = { engine: "pglite"; dir: string } | { engine: "postgres"; url: string; schema: string | undefined };

/** A refusal or a mistake the operator fixes: printed without a stack trace. */
export class BackupError extends Error {}

/** The first bytes of each format: pg_dump's custom archive, and gzip. */
const PG_CUSTOM_MAGIC = "PGDMP";
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/** Drizzle's migration record: its own schema beside public, in the site's schema otherwise (server/db/client.ts). */
const schemasOf = (schema: string | undefined) => (schema ? [schema] : ["public", "drizzle"]);

/**
 * Creates (or empties) `file` readable and writable by its owner only, and its folder, when
 * missing, open to its owner only. Returns a note when the folder lets others in.
 */
function createPrivateFile(file: string): string | null {
  const folder = dirname(file);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  // The mode applies to a new file; one that existed is narrowed before anything is written.
  const fd = openSync(file, "w", 0o600);
  try {
    fchmodSync(fd, 0o600);
  } finally {
    closeSync(fd);
  }
  const mode = statSync(folder).mode & 0o777;
  if ((mode & 0o077) === 0) return null;
  return `Note: ${folder} lets other users in (mode ${mode.toString(8).padStart(4, "0")}); the backup itself is readable by its owner only, but a folder of backups is better kept private: chmod 700 ${folder}`;
}

/** Writes the backup; resolves with a note for the operator about where it lies, or null. */
export async function backup(target: BackupTarget, file: string): Promise<string | null> {
  if (target.engine === "pglite") {
    if (!existsSync(`${target.dir}/PG_VERSION`)) throw new BackupError(`There is no embedded database in ${target.dir} to back up.`);
    const unlock = lockPgliteDirectory(target.dir);
    try {
      const client = new PGlite(target.dir);
      try {
        // Dumping before PGlite has started never settles.
        await client.waitReady;
        const dump = Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer());
        const note = createPrivateFile(file);
        writeFileSync(file, dump);
        return note;
      } finally {
        await client.close();
      }
    } finally {
      unlock();
    }
  }
  const pgDump = await postgresTool(target.url, "pg_dump");
  const note = createPrivateFile(file);
  const { dbname, env } = passwordApart(target.url);
  await run(pgDump, ["--format=custom", "--no-owner", `--file=${file}`, ...schemasOf(target.schema).map((s) => `--schema=${s}`), `--dbname=${dbname}`], { env }).catch(toolFailure("pg_dump"));
  return note;
}

/**
 * A connection URL for a client tool's command line, without its password (from the userinfo
 * or a `password` parameter), and the environment that gives it the password instead.
 */
function passwordApart(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : parsed.searchParams.get("password");
  parsed.password = "";
  parsed.searchParams.delete("password");
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

export async function restore(target: BackupTarget, file: string, { force }: { force: boolean }): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const head = readFileSync(file).subarray(0, 5);
  if (target.engine === "pglite") {
    if (!head.subarray(0, 2).equals(GZIP_MAGIC)) throw new BackupError(`${file} is not a backup of the embedded database (PGlite). ${formatHint(head)}`);
    const unlock = lockPgliteDirectory(target.dir);
    try {
      if (existsSync(`${target.dir}/PG_VERSION`)) {
        const rows = await pgliteRows(target.dir);
        if (!force) throw notEmpty(target.dir, rows);
        // Kept, not deleted: a forced restore is still undone by moving it back.
        renameSync(target.dir, `${target.dir}.replaced-${new Date().toISOString().replaceAll(":", "-")}`);
      }
      const client = new PGlite(target.dir, { loadDataDir: new Blob([readFileSync(file)]) });
      await client.waitReady;
      await client.close();
    } finally {
      unlock();
    }
    return;
  }
  if (head.toString("latin1") !== PG_CUSTOM_MAGIC) throw new BackupError(`${file} is not a pg_dump custom-format archive. ${formatHint(head)}`);
  const rows = await postgresRows(target.url, schemasOf(target.schema)[0]!);
  if (rows !== null && !force) throw notEmpty("the PostgreSQL database", rows);
  const pgRestore = await postgresTool(target.url, "pg_restore");
  // A schema the target already has (public always does) is kept, not created (nor dropped) again.
  const existing = new Set(await postgresSchemas(target.url));
  const { stdout: contents } = await run(pgRestore, ["--list", file], { maxBuffer: 64 * 1024 * 1024 }).catch(toolFailure("pg_restore"));
  const list = join(mkdtempSync(join(tmpdir(), "tramita-restore-")), "contents");
  writeFileSync(list, contents.split("\n").filter((line) => !existingSchemaEntry(line, existing)).join("\n"));
  try {
    const { dbname, env } = passwordApart(target.url);
    await run(pgRestore, ["--no-owner", "--exit-on-error", "--single-transaction", ...(rows === null ? [] : ["--clean", "--if-exists"]), `--use-list=${list}`, `--dbname=${dbname}`, file], { env }).catch(toolFailure("pg_restore"));
  } finally {
    rmSync(dirname(list), { recursive: true, force: true });
  }
}

/** pg_restore --list's line of a schema, or of its comment: "4; 2615 2200 SCHEMA - public owner", "9; 0 0 COMMENT - SCHEMA public owner". */
function existingSchemaEntry(line: string, existing: Set<string>): boolean {
  const match = /^\d+; \d+ \d+ (?:SCHEMA - |COMMENT - SCHEMA )(\S+) /.exec(line);
  return match !== null && existing.has(match[1]!);
}

async function postgresSchemas(url: string): Promise<string[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ name: string }>("select nspname as name from pg_namespace")).rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

function formatHint(head: Buffer): string {
  if (head.toString("latin1") === PG_CUSTOM_MAGIC) return "It is a PostgreSQL backup: restore it with DATABASE_URL set.";
  if (head.subarray(0, 2).equals(GZIP_MAGIC)) return "It looks like a backup of the embedded database: restore it without DATABASE_URL.";
  return "";
}

function notEmpty(where: string, rows: number) {
  return new BackupError(`${where} already holds the site's tables (${rows} row(s)). A restore replaces them: pass --force to do so.`);
}

/** Rows in the site's tables of a PGlite directory. */
async function pgliteRows(dir: string): Promise<number> {
  const client = new PGlite(dir);
  try {
    return await countRows((query) => client.query<{ [key: string]: unknown }>(query).then((r) => r.rows), "public");
  } finally {
    await client.close();
  }
}

/** Rows in the site's tables of a PostgreSQL schema; null when it holds no table. */
async function postgresRows(url: string, schema: string): Promise<number | null> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from information_schema.tables where table_schema = $1", [schema]);
    if (rows[0]!.n === 0) return null;
    return await countRows((query) => client.query(query).then((r) => r.rows), schema);
  } finally {
    await client.end();
  }
}

async function countRows(query: (text: string) => Promise<Record<string, unknown>[]>, schema: string): Promise<number> {
  const tables = await query(`select table_name from information_schema.tables where table_schema = '${schema.replaceAll("'", "''")}' and table_type = 'BASE TABLE'`);
  let total = 0;
  for (const { table_name: name } of tables) {
    const table = [schema, String(name)].map((part) => `"${part.replaceAll('"', '""')}"`).join(".");
    const [row] = await query(`select count(*)::int as n from ${table}`);
    total += Number(row!.n);
  }
  return total;
}

/**
 * pg_dump or pg_restore of the server's major version (Debian keeps each major's tools in
 * /usr/lib/postgresql/N/bin): an older pg_dump refuses a newer server, and a newer one writes
 * archives an older pg_restore cannot read.
 */
async function postgresTool(url: string, tool: "pg_dump" | "pg_restore"): Promise<string> {
  const client = new Client({ connectionString: url });
  await client.connect().catch((error: Error) => {
    throw new BackupError(`Could not connect to PostgreSQL (DATABASE_URL): ${error.message}`);
  });
  let major: number;
  try {
    const { rows } = await client.query<{ v: string }>("select current_setting('server_version_num') as v");
    major = Math.floor(Number(rows[0]!.v) / 10_000);
  } finally {
    await client.end();
  }
  // The one on the PATH when it is of that version (the operator's choice), else Debian's.
  const onPath = await run(tool, ["--version"]).then(({ stdout }) => Number(/(\d+)(?:\.\d+)+/.exec(stdout)?.[1]), () => null);
  if (onPath === major) return tool;
  const debian = `/usr/lib/postgresql/${major}/bin/${tool}`;
  if (existsSync(debian)) return debian;
  if (onPath === null) throw new BackupError(`${tool} is missing: install PostgreSQL's client tools of version ${major} (Debian: apt-get install postgresql-client-${major}).`);
  throw new BackupError(`${tool} on the PATH is version ${onPath}, the server ${major}: install postgresql-client-${major}.`);
}

function toolFailure(tool: string) {
  return (error: Error & { stderr?: string }) => {
    throw new BackupError(`${tool} failed: ${(error.stderr ?? error.message).trim()}`);
  };
}
