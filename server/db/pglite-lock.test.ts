// The claim on a PGlite directory: one process at a time, and a claim left behind by a
// process that is gone, or by a former process with the same id, is taken over.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DatabaseInUseError, lockPgliteDirectory } from "./pglite-lock.ts";

const dir = () => join(mkdtempSync(join(tmpdir(), "tramita-lock-")), "db");
const releases: (() => void)[] = [];
afterEach(() => {
  while (releases.length) releases.pop()!();
});

describe("lockPgliteDirectory", () => {
  it("claims a directory once per process and releases it", () => {
    const db = dir();
    const release = lockPgliteDirectory(db);
    expect(JSON.parse(readFileSync(`${db}.lock`, "utf8")).pid).toBe(process.pid);
    expect(() => lockPgliteDirectory(db)).toThrow(DatabaseInUseError);
    release();
    expect(existsSync(`${db}.lock`)).toBe(false);
    releases.push(lockPgliteDirectory(db));
  });

  it("refuses a directory a running process holds, and takes over one whose holder is gone", async () => {
    const db = dir();
    const other = spawn("sleep", ["30"]);
    const started = readFileSync(`/proc/${other.pid}/stat`, "utf8").split(") ")[1]!.split(" ")[19];
    writeFileSync(`${db}.lock`, JSON.stringify({ pid: other.pid, started }));
    expect(() => lockPgliteDirectory(db)).toThrow(`is open in process ${other.pid} (a running server?)`);

    // The same id, but a process started at another time: a former holder.
    writeFileSync(`${db}.lock`, JSON.stringify({ pid: other.pid, started: "1" }));
    releases.push(lockPgliteDirectory(db));
    releases.pop()!();

    writeFileSync(`${db}.lock`, JSON.stringify({ pid: other.pid, started }));
    await new Promise((resolve) => {
      other.once("exit", resolve);
      other.kill("SIGKILL");
    });
    releases.push(lockPgliteDirectory(db));
    expect(JSON.parse(readFileSync(`${db}.lock`, "utf8")).pid).toBe(process.pid);
  });

  it("takes over a claim in its own process id left by a former life (a restarted container)", () => {
    const db = dir();
    writeFileSync(`${db}.lock`, JSON.stringify({ pid: process.pid, started: "1" }));
    releases.push(lockPgliteDirectory(db));
    expect(JSON.parse(readFileSync(`${db}.lock`, "utf8")).started).not.toBe("1");
  });
});
