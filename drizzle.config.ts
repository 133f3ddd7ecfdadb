import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` writes a new SQL migration after schema.ts changes; the
// server applies pending migrations at start-up (server/db/client.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});
