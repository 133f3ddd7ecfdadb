// PGlite is Postgres in one process: it takes no lock on its directory, and a second process
// opening the same directory works on its own copy of the pages and overwrites the first
// one's writes. So whoever opens a PGlite directory (the server, `npm run webhooks`) first
// claims it with a lock file holding its process id; a claim left by a process that no
// longer runs (killed with SIGKILL) is taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";

export class DatabaseInUseError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Claims `dir` for this process; returns the release function. */
export function lockPgliteDirectory(dir: string): () => void {
  const file = `${dir}.lock`;
  for (let tries = 0; tries < 3; tries++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(file, "utf8").trim());
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dir} is open in process ${holder}${holder === process.pid ? " (this one)" : " (a running server?)"}. ` +
            "PGlite serves one process at a time: stop that process first, or use PostgreSQL (DATABASE_URL), where any number can share the database.",
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseInUseError(`Could not claim the embedded database in ${dir} (${file} keeps reappearing).`);
}
