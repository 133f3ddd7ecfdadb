// `npm run backup -- <file>` and `npm run restore -- <file> [--force]`: the database the
// server uses, read from the same environment (DATABASE_URL, or PGlite in DATA_DIR); see
// server/ops/backup.ts for the formats. The embedded database (PGlite) is opened by one
// process at a time: stop the server first. PostgreSQL is backed up while the site runs.
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config.ts";
import { backup, BackupError, restore, type BackupTarget } from "../server/ops/backup.ts";
import { runOperatorCommand, UsageError } from "./operator-command.ts";

const USAGE = `Usage: npm run backup -- <file>
       npm run restore -- <file> [--force]

backup   writes the database to <file>: with DATABASE_URL, a pg_dump custom-format archive
         (PostgreSQL's client tools of the server's version); else the embedded database's
         data directory (DATA_DIR/db) as a gzipped tar, with the server stopped. The file is
         readable by its owner only (0600); a folder it creates, enterable by its owner only.
restore  loads <file> into an empty database (a new PostgreSQL database, or DATA_DIR/db
         absent); --force replaces one that holds data (PGlite's former directory is kept
         beside it as db.replaced-<time>). Start the server afterwards: it applies any newer
         migrations under its lock.`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { force: { type: "boolean" }, help: { type: "boolean", short: "h" } } });
  const [command, file, ...rest] = positionals;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if ((command !== "backup" && command !== "restore") || !file || rest.length > 0) throw new UsageError("expected a file name");
  if (command === "backup" && values.force) throw new UsageError("--force is an option of restore");

  const config = loadConfig();
  const target: BackupTarget = config.databaseUrl
    ? { engine: "postgres", url: config.databaseUrl, schema: config.databaseSchema }
    : { engine: "pglite", dir: config.pgliteDir ?? join(config.dataDir, "db") };
  const where = target.engine === "postgres" ? "the PostgreSQL database" : `the embedded database in ${target.dir}`;
  if (command === "backup") {
    const note = await backup(target, resolve(file));
    console.log(`Backed up ${where} to ${file}.`);
    if (note) console.error(note);
  } else {
    await restore(target, resolve(file), { force: values.force === true });
    console.log(`Restored ${file} into ${where}.`);
  }
  return 0;
}

await runOperatorCommand(USAGE, main, [BackupError]);
