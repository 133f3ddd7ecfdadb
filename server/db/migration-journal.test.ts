// Drizzle's migrator applies, on a database that already has migrations, only those whose
// journal time is later than the last one applied: a migration merged from a branch with an
// earlier time would be skipped on every upgraded database (though a fresh one gets it).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const MIGRATIONS = join(import.meta.dirname, "migrations");
const journal = JSON.parse(readFileSync(join(MIGRATIONS, "meta/_journal.json"), "utf8")) as { entries: { idx: number; when: number; tag: string }[] };

describe("the migrations' journal", () => {
  it("lists every migration file once, in order, each later than the one before (an upgraded database applies it)", () => {
    const files = readdirSync(MIGRATIONS).filter((name) => name.endsWith(".sql")).toSorted();
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files);
    expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, index) => index));
    const times = journal.entries.map((entry) => entry.when);
    expect(new Set(times).size).toBe(times.length);
    expect(times).toEqual(times.toSorted((a, b) => a - b));
  });
});
