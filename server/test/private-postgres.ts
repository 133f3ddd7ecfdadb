// A PostgreSQL cluster of a test's own (Debian's initdb and pg_ctl), in a temporary directory
// and on a free port, so a test can stop and start it at will: the machine's own PostgreSQL
// service is never touched. PostgreSQL refuses to run as root, so under root the cluster
// belongs to the `postgres` user (created with Debian's package) and runs through runuser.
import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "./smtp-listener.ts";

const run = promisify(execFile);

/** Debian 12's PostgreSQL, whose binaries stay off the PATH. */
const POSTGRES_PACKAGE = "postgresql-15";
const POSTGRES_BIN = "/usr/lib/postgresql/15/bin";
const initdb = join(POSTGRES_BIN, "initdb");
const pgCtl = join(POSTGRES_BIN, "pg_ctl");

/**
 * Installs Debian's PostgreSQL when initdb is missing (scripts/ensure-debian-package.sh);
 * null when the cluster can be made, else why not.
 */
export function privatePostgresUnavailable(): string | null {
  try {
    execFileSync("bash", [join(import.meta.dirname, "..", "..", "scripts", "ensure-debian-package.sh"), initdb, POSTGRES_PACKAGE], { stdio: ["ignore", "ignore", "inherit"] });
  } catch {
    return `${initdb} is missing and ${POSTGRES_PACKAGE} could not be installed`;
  }
  if (!existsSync(pgCtl)) return `${pgCtl} is missing`;
  if (isRoot() && !ownerUid()) return "running as root and there is no postgres user to own the cluster";
  return null;
}

const isRoot = () => process.getuid?.() === 0;

function ownerUid(): number | null {
  try {
    return Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  } catch {
    return null;
  }
}

/** `command args` as the cluster's owner. */
function asOwner(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}

export interface PrivatePostgres {
  /** postgres://... of its `postgres` database, trusted on loopback. */
  url: string;
  /** pg_ctl stop -m fast: every session is terminated (57P01), as in an operator's restart. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it if it runs and deletes its directory. */
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), "tramita-pg-"));
  if (isRoot()) chownSync(dir, ownerUid()!, -1);
  const data = join(dir, "data");
  const port = await freePort();
  const ctl = (args: string[]) => run(...asOwner(pgCtl, ["-D", data, ...args]));
  const start = async () => {
    // The socket directory is the cluster's own too, not the service's /var/run/postgresql.
    await ctl(["-l", join(dir, "postgres.log"), "-w", "-t", "30", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, "start"]);
  };
  await run(...asOwner(initdb, ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "--encoding=UTF8", "--locale=C"]));
  await start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      running = false;
      await ctl(["-m", "fast", "-w", "stop"]);
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running) await ctl(["-m", "immediate", "-w", "stop"]).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
