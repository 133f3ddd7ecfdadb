import { globSync, readFileSync } from "node:fs";
import { configDefaults, defineConfig } from "vitest/config";
import { contentData } from "./scripts/content/vite-plugin.ts";

// Kept apart from vite.config.ts: the React Router plugin breaks under Vitest. Tests that
// need a DOM say so with a `// @vitest-environment jsdom` first line.

const TEST_FILES = ["app/**/*.test.{ts,tsx}", "contracts/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"];

/**
 * Test files that need a process of their own: every one that replaces a module (vi.mock only
 * reaches a module graph that has not loaded that module yet), and tracing's, which must start
 * before the PostgreSQL driver is first loaded and registers process-wide globals.
 */
const OWN_PROCESS = [...globSync(TEST_FILES).filter((file) => /\bvi\.mock\(/.test(readFileSync(file, "utf8"))), "server/ops/trace-privacy.test.ts"];

export default defineConfig({
  plugins: [contentData()],
  test: {
    environment: "node",
    restoreMocks: true,
    // One migrated PGlite database per run, copied by every test database, and the run's
    // PostgreSQL schemas, dropped when it ends (see the files).
    globalSetup: ["server/test/pglite-image.ts", "server/test/test-schemas.ts"],
    // Snapshots (the e-mails' pinned texts) are never written by a run: a missing, changed or
    // obsolete one fails, locally as in CI; `--update` writes them on purpose.
    update: "none",
    // One worker per core: Vitest's default leaves one core to itself, and on two cores it
    // then runs every file one after the other, while many of them mostly wait (databases,
    // listeners, child processes).
    maxWorkers: "100%",
    // Server tests start real databases (PGlite, PostgreSQL) and listeners.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        // A worker runs file after file in one module graph instead of a new process each:
        // the server's modules (about 1,400, drizzle-orm's alone a second of Node's resolver
        // on this machine) load once per worker, not once per file (a full run: 827 s to
        // 698 s). These files share no state through modules: every server test builds its
        // own app and database, and environments (node, jsdom) get workers of their own.
        test: {
          name: "shared",
          include: TEST_FILES,
          exclude: [...configDefaults.exclude, ...OWN_PROCESS],
          isolate: false,
        },
      },
      // (Each project lists its own files: `extends` adds arrays up rather than replacing them.)
      { extends: true, test: { name: "own process", include: OWN_PROCESS, isolate: true } },
    ],
  },
});
