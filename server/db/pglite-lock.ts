// PGlite is Postgres in one process: it takes no lock on its directory, and a second process
// opening the same directory works on its own copy of the pages and overwrites the first
// one's writes. So whoever opens a PGlite directory (the server, `npm run webhooks`) first
// claims it with a lock file naming its process; a claim left by a process that no longer
// runs (killed with SIGKILL) is taken over. A process id alone is not enough after a
// restart, when a container hands the same small ids out again: the lock also records when
// the process started (Linux /proc), and a live process that started at another time is
// not the holder.
import { linkSync, readFileSync, rmSync, writeFileSync } from "node:fs";

export class DatabaseInUseError extends Error {}

/** Directories this process holds, so opening one twice here is refused too. */
const held = new Set<string>();

/** The start time of process `pid` in clock ticks since boot (Linux); null elsewhere. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the parenthesised command name; starttime is field 22 of the line.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(pid: number, started: string | null): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const now = startTimeOf(pid);
  return started === null || now === null || now === started;
}

function holderOf(file: string): { pid: number; started: string | null } | null {
  try {
    const { pid, started } = JSON.parse(readFileSync(file, "utf8")) as { pid?: unknown; started?: unknown };
    return Number.isInteger(pid) && (pid as number) > 0 ? { pid: pid as number, started: typeof started === "string" ? started : null } : null;
  } catch {
    return null;
  }
}

/** Claims `dir` for this process; returns the release function. */
export function lockPgliteDirectory(dir: string): () => void {
  const file = `${dir}.lock`;
  if (held.has(file)) throw new DatabaseInUseError(`The embedded database in ${dir} is already open in this process.`);
  // Written aside, then linked into place: the lock never exists without its contents.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, JSON.stringify({ pid: process.pid, started: startTimeOf(process.pid) }));
  try {
    return claim(dir, file, draft);
  } finally {
    rmSync(draft, { force: true });
  }
}

function claim(dir: string, file: string, draft: string): () => void {
  for (let tries = 0; tries < 3; tries++) {
    try {
      linkSync(draft, file);
      held.add(file);
      return () => {
        held.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = holderOf(file);
      // Our own id in the file, from a former life of this id (we hold nothing): stale.
      if (holder && holder.pid !== process.pid && isRunning(holder.pid, holder.started)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dir} is open in process ${holder.pid} (a running server?). ` +
            "PGlite serves one process at a time: stop that process first, or use PostgreSQL (DATABASE_URL), where any number can share the database.",
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseInUseError(`Could not claim the embedded database in ${dir} (${file} keeps reappearing).`);
}
