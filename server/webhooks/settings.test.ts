// Outbound events' configuration: what each variable sets, and the start-up refusals of a
// malformed secret, URL, event list or retry schedule, with the message an operator reads.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_ROUTES } from "../../contracts/events.ts";
import { loadConfig } from "../config.ts";
import { testSecret } from "../test/webhook-receiver.ts";
import { DEFAULT_RETRY_SCHEDULE, parseSchedule } from "./settings.ts";
import { retryDelayMs } from "./worker.ts";

const SECRET = testSecret("s");
const problems = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    return String((error as Error).message);
  }
  return "";
};

describe("webhook settings", () => {
  it("configures nothing by default, and each destination with its default events", () => {
    expect(loadConfig({}).webhooks.destinations).toEqual([]);
    const { destinations } = loadConfig({
      PLATFORM_WEBHOOK_URL: "https://app.tramita.com.br/hooks/site",
      PLATFORM_WEBHOOK_SECRET: SECRET,
      CRM_WEBHOOK_URL: "https://crm.exemplo.com.br/entrada",
      CRM_WEBHOOK_SECRET: SECRET,
      RDSTATION_API_KEY: "abcdefghij0123456789",
    }).webhooks;
    expect(destinations.map((d) => [d.name, [...d.events]])).toEqual([
      ["platform", DEFAULT_ROUTES.platform],
      ["crm", DEFAULT_ROUTES.crm],
      ["rdstation", DEFAULT_ROUTES.rdstation],
    ]);
    expect(destinations[2]).toMatchObject({ apiUrl: "https://api.rd.services", apiKey: "abcdefghij0123456789" });
  });

  it("narrows a destination's events with *_WEBHOOK_EVENTS (RD Station's with RDSTATION_EVENTS)", () => {
    const [crm] = loadConfig({ CRM_WEBHOOK_URL: "https://crm.exemplo.com.br/", CRM_WEBHOOK_SECRET: SECRET, CRM_WEBHOOK_EVENTS: " lead.created, quote.created " }).webhooks.destinations;
    expect([...crm!.events]).toEqual(["lead.created", "quote.created"]);
    const [rd] = loadConfig({ RDSTATION_API_KEY: "chaveDeTesteRd0123456789", RDSTATION_EVENTS: "newsletter.subscribed,newsletter.unsubscribed" }).webhooks.destinations;
    expect([...rd!.events]).toEqual(["newsletter.subscribed", "newsletter.unsubscribed"]);
    expect(problems({ RDSTATION_API_KEY: "chaveDeTesteRd0123456789", RDSTATION_EVENTS: "booking.cancelled" })).toContain('"booking.cancelled" is not sent to rdstation');
  });

  it("refuses a malformed secret, a bad URL, a lone URL or secret, and events a destination does not receive", () => {
    const crm = { CRM_WEBHOOK_URL: "https://crm.exemplo.com.br/" };
    expect(problems({ ...crm, CRM_WEBHOOK_SECRET: "segredo" })).toContain("CRM_WEBHOOK_SECRET: expected whsec_ followed by the base64 of 24 to 64 random bytes");
    expect(problems({ ...crm, CRM_WEBHOOK_SECRET: `whsec_${Buffer.alloc(16).toString("base64")}` })).toContain("CRM_WEBHOOK_SECRET: expected whsec_");
    expect(problems({ ...crm, CRM_WEBHOOK_SECRET: "whsec_não-é-base64" })).toContain("CRM_WEBHOOK_SECRET: expected whsec_");
    expect(problems({ CRM_WEBHOOK_URL: "crm.exemplo.com.br", CRM_WEBHOOK_SECRET: SECRET })).toContain("CRM_WEBHOOK_URL: expected an http:// or https:// URL");
    expect(problems({ PLATFORM_WEBHOOK_URL: "ftp://app.exemplo.com.br/", PLATFORM_WEBHOOK_SECRET: SECRET })).toContain("PLATFORM_WEBHOOK_URL: expected an http:// or https:// URL");
    expect(problems(crm)).toContain("CRM_WEBHOOK_SECRET: required with CRM_WEBHOOK_URL");
    expect(problems({ PLATFORM_WEBHOOK_SECRET: SECRET })).toContain("PLATFORM_WEBHOOK_URL: required with PLATFORM_WEBHOOK_SECRET");
    expect(problems({ ...crm, CRM_WEBHOOK_SECRET: SECRET, CRM_WEBHOOK_EVENTS: "subscription.changed" })).toContain('"subscription.changed" is not sent to crm');
    expect(problems({ ...crm, CRM_WEBHOOK_SECRET: SECRET, CRM_WEBHOOK_EVENTS: "lead.criado" })).toContain('unknown event type "lead.criado"');
    expect(problems({ WEBHOOK_RETRY_SCHEDULE: "5s,5 minutos" })).toContain("WEBHOOK_RETRY_SCHEDULE: expected comma-separated waits");
    expect(problems({ RDSTATION_API_URL: "api.rd.services" })).toContain("RDSTATION_API_URL: expected an http:// or https:// URL");
  });

  it("stops the server's start-up with that message", () => {
    const result = spawnSync(process.execPath, ["server/main.ts"], {
      cwd: join(import.meta.dirname, "..", ".."),
      env: { ...process.env, PLATFORM_WEBHOOK_URL: "https://app.exemplo.com.br/", PLATFORM_WEBHOOK_SECRET: "whsec_curto", SERVE_CLIENT: "false", PORT: "0" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Tramita did not start. Invalid configuration:");
    expect(result.stderr).toContain("PLATFORM_WEBHOOK_SECRET: expected whsec_ followed by the base64 of 24 to 64 random bytes");
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

describe("the retry schedule", () => {
  it("defaults to 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h: an event is dead after about 28 h", () => {
    const schedule = parseSchedule(DEFAULT_RETRY_SCHEDULE)!;
    expect(schedule).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]);
    expect(schedule.reduce((a, b) => a + b, 0) / 3_600_000).toBeCloseTo(27.6, 1);
    expect(loadConfig({}).webhooks.retryScheduleMs).toEqual(schedule);
  });

  it("waits each step ±20 % (jitter), and has no wait after the last attempt", () => {
    const schedule = [1000, 60_000];
    expect(retryDelayMs(schedule, 1, () => 0)).toBe(800);
    expect(retryDelayMs(schedule, 1, () => 0.999999)).toBe(1200);
    expect(retryDelayMs(schedule, 2, () => 0.5)).toBe(60_000);
    expect(retryDelayMs(schedule, 3, () => 0.5)).toBeNull();
  });

  it("reads ms, s, m and h", () => {
    expect(parseSchedule("250ms, 2s,1m,1h")).toEqual([250, 2000, 60_000, 3_600_000]);
    expect(parseSchedule("")).toBeNull();
    expect(parseSchedule("0s")).toBeNull();
    expect(parseSchedule("8d")).toBeNull();
  });
});
