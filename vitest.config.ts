import { defineConfig } from "vitest/config";
import { contentData } from "./scripts/content/vite-plugin.ts";

// Kept apart from vite.config.ts: the React Router plugin breaks under Vitest. Tests that
// need a DOM say so with a `// @vitest-environment jsdom` first line.
export default defineConfig({
  plugins: [contentData()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "contracts/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    restoreMocks: true,
    // One migrated PGlite database per run, copied by every test database (see the file).
    globalSetup: ["server/test/pglite-image.ts"],
    // One worker per core: Vitest's default leaves one core to itself, and on two cores it
    // then runs every file one after the other, while many of them mostly wait (databases,
    // listeners, child processes).
    maxWorkers: "100%",
    // Server tests start real databases (PGlite, PostgreSQL) and listeners.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
