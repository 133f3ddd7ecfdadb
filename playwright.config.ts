import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS_FOR_PLAYWRIGHT, CHROMIUM_PATH } from "./scripts/chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The e2e server runs with a non-default APP_URL to prove runtime config reaches pages. */
export const E2E_APP_URL = "https://app.exemplo.test";

// Browser tests run against the production build served by our own server, in Debian's
// chromium (Playwright never downloads a browser here).
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1440, height: 900 },
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS_FOR_PLAYWRIGHT] },
    trace: "off",
  },
  webServer: {
    command: "node server/main.ts",
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(PORT), HOST: "127.0.0.1", LOG_LEVEL: "warn", APP_URL: E2E_APP_URL },
  },
});
