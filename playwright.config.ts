import { rmSync } from "node:fs";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS_FOR_PLAYWRIGHT, CHROMIUM_PATH } from "./scripts/chromium.ts";
import { testSecret } from "./server/test/webhook-receiver.ts";

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The e2e server runs with a non-default APP_URL to prove runtime config reaches pages. */
export const E2E_APP_URL = "https://app.exemplo.test";
/** The e2e server's data: a fresh PGlite database, and the .eml files of the mail it sends. */
export const E2E_DATA_DIR = join(import.meta.dirname, "reports", "e2e-data");
export const E2E_MAIL_DIR = join(E2E_DATA_DIR, "mail");
/**
 * The sales CRM the e2e server hands leads to: a test that checks what reaches it starts a
 * real receiver on this port; while none listens, deliveries fail and retry as in production.
 */
export const E2E_CRM_PORT = PORT + 1;
export const E2E_CRM_SECRET = testSecret("e");
/**
 * RD Station's conversion API, played by server/test/rdstation-fake.ts on this port while a
 * test that checks conversions runs; it gets the conversions those tests make (RDSTATION_EVENTS).
 */
export const E2E_RDSTATION_PORT = PORT + 2;
export const E2E_RDSTATION_KEY = "chaveDeTesteE2eRd0123456789";
/**
 * Specs that start a server of their own take ports of their own, so they can run in parallel:
 * booking-outcome.spec.ts's server and its CRM receiver, and measurement.spec.ts's server.
 */
export const E2E_OUTCOME_PORT = PORT + 3;
export const E2E_OUTCOME_CRM_PORT = PORT + 4;
export const E2E_MEASUREMENT_PORT = PORT + 5;
/**
 * forms-failover.spec.ts's nginx (TLS), the relay standing for the instance that stops, that
 * instance, and the other one.
 */
export const E2E_FAILOVER_PORTS = [PORT + 6, PORT + 7, PORT + 8, PORT + 9] as const;
/** staff-passkey.spec.ts's server (/painel with STAFF_EMAILS, on localhost for WebAuthn). */
export const E2E_PASSKEY_PORT = PORT + 10;

// Start every run from an empty database (only in the main process, not in each worker).
if (!process.env.TEST_WORKER_INDEX) rmSync(E2E_DATA_DIR, { recursive: true, force: true });

// Browser tests run against the production build served by our own server, in Debian's
// chromium (Playwright never downloads a browser here).
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // One retry. With two busy browsers on two cores a first press has now and then done
  // nothing: on the cookie preferences button, a tooltip trigger replaced by its lazily loaded
  // version between press and release (fixed: app/components/ui/tooltip-radix.tsx), and once
  // the captcha's first press (not found: never again in isolation). A test that passes only
  // on its retry is reported as flaky, by name, by `npm test` (scripts/run-tests.ts); one that
  // fails twice fails the run.
  retries: 1,
  timeout: 30_000,
  // Two cores shared by the server, two browsers and the tests: allow slow hydration.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "reports/playwright.json" }]],
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
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      // Another build than build/client (scripts/e2e-framework-bootstrap.ts serves a degraded one).
      CLIENT_DIR: process.env.E2E_CLIENT_DIR ?? "build/client",
      LOG_LEVEL: "warn",
      APP_URL: E2E_APP_URL,
      DATA_DIR: E2E_DATA_DIR,
      // Cheap proof of work and quick mail delivery keep the browser tests fast.
      ALTCHA_MAX_NUMBER: "2000",
      OUTBOX_POLL_MS: "200",
      DEMO_RATE_LIMIT: "1000",
      BOOKING_RATE_LIMIT: "1000",
      // Every booking test types the same phone number, from the same address.
      BOOKING_ACTIVE_PER_CONTACT: "100",
      BOOKING_ACTIVE_PER_ADDRESS: "1000",
      BOOKING_ADDRESS_HOURLY_CAP: "1000",
      // Every spec's browser calls from one address, many times a visitor's share.
      SLOTS_RATE_LIMIT: "100000",
      CAPTCHA_CHALLENGE_RATE_LIMIT: "100000",
      PRICING_RATE_LIMIT: "100000",
      SUBSCRIPTION_RATE_LIMIT: "100000",
      // The Google tag loads only after analytics consent (tests/e2e/cookie-consent.spec.ts).
      GA_MEASUREMENT_ID: "G-TESTE123",
      CRM_WEBHOOK_URL: `http://127.0.0.1:${E2E_CRM_PORT}/webhooks`,
      CRM_WEBHOOK_SECRET: E2E_CRM_SECRET,
      RDSTATION_API_KEY: E2E_RDSTATION_KEY,
      RDSTATION_API_URL: `http://127.0.0.1:${E2E_RDSTATION_PORT}`,
      RDSTATION_EVENTS: "lead.created,newsletter.subscribed,newsletter.unsubscribed",
    },
  },
});
