// Environment parsed once at start-up; a bad value stops the process with a clear message.
import { resolve } from "node:path";
import { z } from "zod";
import { site } from "../app/content/site.ts";

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Where the built front end lives (React Router's build/client). */
  CLIENT_DIR: z.string().min(1).default("build/client"),
  /** "false" for `npm run dev`, where Vite serves the front end and proxies the API. */
  SERVE_CLIENT: z.enum(["true", "false"]).default("true"),
  PUBLIC_SITE_URL: z.url().default(site.url),
  /** The external application: sign-in (and, when set, pricing). */
  APP_URL: z.url().default(site.appUrl),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export interface ServerConfig {
  port: number;
  host: string;
  /** Null when the front end is served elsewhere (development). */
  clientDir: string | null;
  publicSiteUrl: string;
  appUrl: string;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    clientDir: e.SERVE_CLIENT === "true" ? resolve(e.CLIENT_DIR) : null,
    publicSiteUrl: e.PUBLIC_SITE_URL,
    appUrl: e.APP_URL,
    logLevel: e.LOG_LEVEL,
  };
}
