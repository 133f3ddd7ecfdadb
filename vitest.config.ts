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
    // Server tests start real databases (PGlite, PostgreSQL) and listeners.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
