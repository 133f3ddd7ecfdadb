// Environment parsed once at start-up; a bad value stops the process with a clear message.
import { isIP } from "node:net";
import { resolve } from "node:path";
import { z } from "zod";
import { site } from "../contracts/site.ts";
import { cmsMode, type CmsMode } from "../contracts/cms.ts";
import type { BookingLimits } from "./bookings/limits.ts";
import { loadHostsFile } from "./bookings/hosts/hosts-file.ts";
import type { HostSettings } from "./bookings/hosts/settings.ts";
import { parseReminderOffsets } from "./bookings/reminder-offsets.ts";
import type { LogStream } from "./logging.ts";
import type { PdfRendererOptions } from "./pdf/pdf-renderer.ts";
import type { RateLimit } from "./rate-limit.ts";
import { checkWebhookPairs, webhookEnv, webhookSettings, type WebhookSettings } from "./webhooks/settings.ts";
import { ConfigError } from "./config-error.ts";
import { outboundUrlProblem } from "./http/outbound.ts";
import { SCRYPT_PARAMS, type ScryptParams } from "./auth/passwords.ts";

const bool = z.enum(["true", "false"]).transform((v) => v === "true");
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : null));

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    /** Where the built front end lives (React Router's build/client). */
    CLIENT_DIR: z.string().min(1).default("build/client"),
    /** "false" for `npm run dev`, where Vite serves the front end and proxies the API. */
    SERVE_CLIENT: bool.default(true),
    /** "production" makes PUBLIC_SITE_URL mandatory. */
    NODE_ENV: z.string().optional(),
    /** Origin of links in e-mails; never taken from a request's headers. */
    PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The external application: sign-in (and, when set, pricing). */
    APP_URL: z.url().default(site.appUrl),
    /** Where prices come from: "self" (contracts/price-table.json) or "app" (APP_URL's pricing API, for every page, the contract PDF and /assinatura). */
    PRICING_API: z.enum(["self", "app"]).default("self"),
    /** With PRICING_API=app: how long the server waits for the platform's price before answering 503. */
    PRICING_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /** Google tag (GA4) id, e.g. G-XXXXXXX; without it no analytics tag is ever loaded. */
    GA_MEASUREMENT_ID: z.string().regex(/^G-[A-Z0-9]{4,16}$/, { message: "expected a GA4 id like G-ABC123" }).optional(),
    /** "off": no beacon is sent by the pages nor accepted by the server (server/measurement/). */
    MEASUREMENT: z.enum(["on", "off"]).default("on"),
    /** How often each instance adds its beacon counters to the database; a SIGKILL loses at most this much. */
    MEASUREMENT_FLUSH_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /** Who may sign in to /painel: addresses and @domains, comma-separated; unset, /painel answers 404. */
    STAFF_EMAILS: optionalString,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Bearer token of GET /metrics (Prometheus); without it there is no metrics endpoint. */
    METRICS_TOKEN: z
      .string()
      .optional()
      .transform((v) => (v && v.trim() !== "" ? v.trim() : null))
      .refine((v) => v === null || v.length >= 16, { message: "use at least 16 characters (e.g. openssl rand -hex 24): it guards the metrics" }),
    /**
     * After SIGTERM, how long /readyz answers 503 while the server still serves, so a balancer
     * that polls it stops sending before the server stops accepting (0: close at once).
     */
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
    /** OpenTelemetry: where to send traces over OTLP/HTTP (e.g. http://127.0.0.1:4318); unset, no tracing at all. */
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    OTEL_SERVICE_NAME: z.string().min(1).default("tramita-site"),

    /** PGlite data and, without SMTP, the .eml files of outgoing mail. */
    DATA_DIR: z.string().min(1).default("data"),
    /** postgres://... to use PostgreSQL instead of the embedded PGlite. */
    DATABASE_URL: optionalString,
    /** PostgreSQL schema to use instead of public (e.g. one per environment on a shared server). */
    DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/).optional(),
    /** PostgreSQL connections this instance keeps open at most (default in server/db/client.ts). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),

    SMTP_URL: optionalString,
    MAIL_FROM: z.string().min(3).default(`${site.name} <nao-responda@tramita.com.br>`),
    SALES_INBOX: z.email().default("comercial@tramita.com.br"),
    /** How often the outbox worker looks for due mail. */
    OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
    /** "false" to run no delivery worker in this instance (another one delivers). */
    OUTBOX_WORKER: bool.default(true),
    /** First delay before retrying a mail that failed; doubles per attempt, up to 15 min. */
    OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).max(600_000).default(5000),
    /** Behind a proxy or load balancer: how many proxies, or their addresses (comma-separated). */
    TRUST_PROXY: z
      .string()
      .default("false")
      .refine((v) => v.trim() !== "true", {
        message:
          '"true" would believe any X-Forwarded-For a visitor sends and let them dodge every per-IP limit; set the number of proxies in front of this server (e.g. 1) or their addresses (e.g. 10.0.0.5,10.0.1.0/24)',
      })
      .refine((v) => v.trim() === "false" || /^[1-9]\d?$/.test(v.trim()) || v.split(",").every((a) => isProxyAddress(a.trim())), {
        message: 'expected "false", a hop count from 1 to 99, or comma-separated proxy addresses (IPs or CIDR ranges)',
      }),

    RECAPTCHA_SITE_KEY: optionalString,
    RECAPTCHA_SECRET_KEY: optionalString,
    RECAPTCHA_VERIFY_URL: z.url().default("https://www.google.com/recaptcha/api/siteverify"),
    /** ALTCHA proof-of-work difficulty (upper bound of the secret number). */
    ALTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(100_000),
    /** The booking form's ALTCHA difficulty while the hourly alarm of bookings holds (default: ALARM_CAPTCHA_FACTOR times ALTCHA_MAX_NUMBER). */
    ALTCHA_ALARM_MAX_NUMBER: z.coerce.number().int().min(10).max(100_000_000).optional(),

    /** Demo requests allowed per client IP in each window. */
    DEMO_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
    DEMO_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),

    /** How long before a demo each reminder goes out: hours or minutes, comma-separated ('' sends none). */
    BOOKING_REMINDERS: z
      .string()
      .default("24h,1h")
      .transform((value, ctx) => {
        const offsets = parseReminderOffsets(value);
        if (offsets === null) ctx.addIssue({ code: "custom", message: "must list distinct offsets like 24h,1h or 2m (whole hours 'h' or minutes 'm', above 0)" });
        return offsets ?? [];
      }),
    /** Demos that can happen in the same slot (sales people available), without BOOKING_HOSTS_FILE. */
    BOOKING_CAPACITY: z.coerce.number().int().min(1).max(50).default(1),
    /** The demo hosts and their calendars (JSON, server/bookings/hosts/hosts-file.ts); unset: anonymous seats. */
    BOOKING_HOSTS_FILE: optionalString,
    /** Minutes a host keeps free before and after each event of their calendars. */
    BOOKING_BUFFER_MINUTES: z.coerce.number().int().min(0).max(240).default(0),
    /** How often each host's calendars are read. */
    BOOKING_BUSY_REFRESH_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
    /** A host whose calendars could not be read for longer than this offers no slots. */
    BOOKING_BUSY_MAX_STALE_SECONDS: z.coerce.number().int().min(10).max(7 * 86_400).default(1800),
    /** How long one calendar call (a feed, a CalDAV request) may take. */
    BOOKING_BUSY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    /** "jitsi": a booking whose host has no meetingUrl gets a Jitsi Meet room of its own. */
    BOOKING_VIDEO: z.enum(["none", "jitsi"]).default("none"),
    /** The Jitsi Meet server of BOOKING_VIDEO=jitsi's rooms. */
    BOOKING_JITSI_URL: z.url({ protocol: /^https$/ }).default("https://meet.jit.si"),
    /** Bookings allowed per client IP in each window (the e-mailed links' calls get three times as many). */
    BOOKING_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
    BOOKING_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
    /** Active (held or confirmed, future) bookings one e-mail address, or one phone number, may hold. */
    BOOKING_ACTIVE_PER_CONTACT: z.coerce.number().int().min(1).max(100).default(2),
    /** Active (held or confirmed, future) bookings made from one client address (an office behind one NAT shares it). */
    BOOKING_ACTIVE_PER_ADDRESS: z.coerce.number().int().min(1).max(1000).default(5),
    /**
     * New bookings per clock hour one client address (IPv4, or IPv6 /64) makes as usual; then its
     * booking challenge costs ALTCHA_ALARM_MAX_NUMBER until the hour ends, and its network's
     * (IPv4 /24, IPv6 /48) at three times as many (server/bookings/limits.ts). No booking is refused for it.
     */
    BOOKING_ADDRESS_HOURLY_CAP: z.coerce.number().int().min(1).max(100_000).default(2),
    /**
     * Distinct networks (IPv4 /24, IPv6 /48) booking per clock hour as usual; once so many have,
     * a warning is logged and everyone's booking challenge costs ALTCHA_ALARM_MAX_NUMBER until the hour ends.
     */
    BOOKING_HOURLY_CAP: z.coerce.number().int().min(1).max(100_000).default(30),
    /**
     * Requests per minute from one client address (IPv4, or IPv6 /64) to the calls without a
     * captcha: the booking calendar's free slots, new captcha challenges, the price calculator,
     * and a signed-in account's subscription. Many times what a visitor sends.
     */
    SLOTS_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(60),
    /**
     * Milliseconds a month's free slots are answered from this instance's copy (server/bookings/
     * slots-cache.ts): another instance's booking shows within it. 0 computes every answer.
     */
    SLOTS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    CAPTCHA_CHALLENGE_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
    PRICING_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(120),
    SUBSCRIPTION_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(60),
    /** Worker threads drawing contract PDFs at the same time (POST /api/quotes). */
    PDF_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
    /** Contract PDFs that may wait for a free worker; beyond them the request gets a 503. */
    PDF_QUEUE_MAX: z.coerce.number().int().min(0).max(1000).default(8),
    /** Sign-up, resend, password reset, magic-link and data-rights link requests per client IP, and per e-mail, in each window. */
    ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
    ACCOUNT_EMAIL_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
    ACCOUNT_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
    /** Floor of the answer time of requests that must not reveal whether an e-mail is known (accounts, data rights). */
    ACCOUNT_MIN_RESPONSE_MS: z.coerce.number().int().min(0).max(10_000).default(400),

    /** Outbound events: PLATFORM_/CRM_WEBHOOK_*, RDSTATION_*, WEBHOOK_RETRY_SCHEDULE (server/webhooks/settings.ts). */
    ...webhookEnv,
  })
  .superRefine(checkWebhookPairs)
  .superRefine((e, ctx) => {
    if (e.NODE_ENV !== "production") return;
    // The destinations this configuration makes the server call (server/http/outbound.ts).
    const called = {
      APP_URL: e.PRICING_API === "app" ? e.APP_URL : null,
      RECAPTCHA_VERIFY_URL: e.RECAPTCHA_SECRET_KEY ? e.RECAPTCHA_VERIFY_URL : null,
      PLATFORM_WEBHOOK_URL: e.PLATFORM_WEBHOOK_URL,
      CRM_WEBHOOK_URL: e.CRM_WEBHOOK_URL,
      RDSTATION_API_URL: e.RDSTATION_API_KEY ? e.RDSTATION_API_URL : null,
      OTEL_EXPORTER_OTLP_ENDPOINT: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    };
    for (const [name, url] of Object.entries(called)) {
      const problem = url ? outboundUrlProblem(url) : null;
      if (problem) ctx.addIssue({ code: "custom", path: [name], message: problem });
    }
  })
  .refine((e) => e.ALTCHA_ALARM_MAX_NUMBER === undefined || e.ALTCHA_ALARM_MAX_NUMBER >= e.ALTCHA_MAX_NUMBER, {
    message: "must be at least ALTCHA_MAX_NUMBER: it is the harder challenge of the booking form while bookings come unusually fast",
    path: ["ALTCHA_ALARM_MAX_NUMBER"],
  })
  .refine((e) => !e.RECAPTCHA_SITE_KEY === !e.RECAPTCHA_SECRET_KEY, {
    message: "set both RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY, or neither",
    path: ["RECAPTCHA_SECRET_KEY"],
  })
  .refine((e) => e.NODE_ENV !== "production" || e.PUBLIC_SITE_URL, {
    message: "required when NODE_ENV=production: links in e-mails (password reset, confirmation, bookings) are built on it, e.g. PUBLIC_SITE_URL=https://tramita.com.br",
    path: ["PUBLIC_SITE_URL"],
  })
  .refine((e) => e.BOOKING_BUSY_MAX_STALE_SECONDS > e.BOOKING_BUSY_REFRESH_SECONDS, {
    message: "must be more than BOOKING_BUSY_REFRESH_SECONDS: otherwise every host's calendars are too old to trust before their next read",
    path: ["BOOKING_BUSY_MAX_STALE_SECONDS"],
  });

function isProxyAddress(value: string): boolean {
  const [address = "", bits, ...rest] = value.split("/");
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** Whom the server believes about a request's client address (rate limits, HTTPS). */
export type TrustProxy = false | number | string[];

/** The booking form's ALTCHA challenge while the hourly alarm holds, by default this many times harder. */
const ALARM_CAPTCHA_FACTOR = 10;

/** The limits on calls without a captcha (SLOTS_RATE_LIMIT and the others) count per minute. */
const perMinute = (max: number): RateLimit => ({ max, windowSeconds: 60 });

/** Each client address's limits on the calls without a captcha. */
export interface RequestRateLimits {
  /** GET /api/bookings/slots. */
  slots: RateLimit;
  /** GET /api/captcha/challenge. */
  captchaChallenge: RateLimit;
  /** POST /api/v1/pricing/calculate. */
  pricing: RateLimit;
  /** The signed-in subscription calls (/api/subscription and its changes). */
  subscription: RateLimit;
}

export type CaptchaSettings =
  | {
      provider: "altcha";
      maxNumber: number;
      /** The booking form's difficulty while the hourly alarm of bookings holds. */
      alarmMaxNumber: number;
    }
  | { provider: "recaptcha"; siteKey: string; secretKey: string; verifyUrl: string };

export interface ServerConfig {
  port: number;
  host: string;
  /** Null when the front end is served elsewhere (development). */
  clientDir: string | null;
  /** Origin of every link the server writes (e-mails); from configuration only. */
  publicSiteUrl: string;
  /** True when PUBLIC_SITE_URL was unset and links fall back to http://localhost:PORT. */
  publicSiteUrlIsDefault: boolean;
  appUrl: string;
  /** Origin the browser and the server send pricing calls to; "" for this server's own table. */
  pricingOrigin: string;
  /** How long a server-side call to the platform's pricing API may take. */
  pricingTimeoutMs: number;
  gaMeasurementId: string | null;
  /** Aggregate measurement (server/measurement/); null with MEASUREMENT=off. */
  measurement: { flushMs: number } | null;
  /** Addresses and @domains allowed into /painel (lower-cased); empty: /painel answers 404. */
  staffEmails: readonly string[];
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** Bearer token of the metrics endpoint; null: no endpoint. */
  metricsToken: string | null;
  /** After SIGTERM, how long the server keeps serving while /readyz answers 503. */
  shutdownDelayMs: number;
  /** OTLP/HTTP endpoint of the trace collector and the service name its spans carry; null: no tracing. */
  tracing: { endpoint: string; serviceName: string } | null;
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL schema (tests isolate themselves with one); default public. */
  databaseSchema?: string;
  /** PostgreSQL connections kept open at most; absent: server/db/client.ts's default. */
  databasePoolSize?: number;
  /** PGlite directory; default DATA_DIR/db ("memory://" in most tests). */
  pgliteDir?: string;
  /** Tests only: a migrated PGlite image a new PGlite database starts from (never from the environment). */
  pgliteImage?: string;
  /** The cost of new password hashes: SCRYPT_PARAMS; lower only in tests (never from the environment). */
  passwordHashing: Readonly<ScryptParams>;
  smtpUrl: string | null;
  mailFrom: string;
  salesInbox: string;
  outboxPollMs: number;
  outboxWorker: boolean;
  outboxRetryBaseMs: number;
  trustProxy: TrustProxy;
  captcha: CaptchaSettings;
  demoRateLimit: { max: number; windowSeconds: number };
  bookingCapacity: number;
  /** The demo hosts and how their calendars are read (BOOKING_HOSTS_FILE); null: anonymous seats. */
  bookingHosts: HostSettings | null;
  /** BOOKING_REMINDERS: minutes before a demo each reminder goes out, largest first. */
  bookingReminderMinutes: number[];
  bookingRateLimit: { max: number; windowSeconds: number };
  bookingLimits: BookingLimits;
  /** Each client address's limits on the calls without a captcha (SLOTS_RATE_LIMIT and the others). */
  requestRateLimits: RequestRateLimits;
  /** SLOTS_CACHE_MS. */
  slotsCacheMs: number;
  /** The quote PDFs' worker pool (tests may also set its timeout and worker module). */
  pdf: PdfRendererOptions;
  /** The clock of bookings and consent records; tests set a fixed one (never from the environment). */
  now?: () => Date;
  /**
   * Runs every protected form on the portable engine, even one declared for the one-statement
   * engine; tests prove both engines answer alike (never from the environment).
   */
  portableFormsOnly?: boolean;
  /** Where log lines go instead of stdout; tests read them (never from the environment). */
  logStream?: LogStream;
  accountRateLimit: { perIp: { max: number; windowSeconds: number }; perEmail: { max: number; windowSeconds: number } };
  accountMinResponseMs: number;
  /** Where outbound events go, and how failed deliveries are retried. */
  webhooks: WebhookSettings;
  /** The content editor at /keystatic and its API, when turned on. */
  cms: CmsSettings;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    clientDir: e.SERVE_CLIENT ? resolve(e.CLIENT_DIR) : null,
    publicSiteUrl: new URL(e.PUBLIC_SITE_URL ?? `http://localhost:${e.PORT}`).origin,
    publicSiteUrlIsDefault: !e.PUBLIC_SITE_URL,
    appUrl: e.APP_URL,
    pricingOrigin: e.PRICING_API === "app" ? new URL(e.APP_URL).origin : "",
    pricingTimeoutMs: e.PRICING_API_TIMEOUT_MS,
    gaMeasurementId: e.GA_MEASUREMENT_ID ?? null,
    measurement: e.MEASUREMENT === "on" ? { flushMs: e.MEASUREMENT_FLUSH_MS } : null,
    staffEmails: (e.STAFF_EMAILS ?? "").split(",").map((entry) => entry.trim().toLowerCase()).filter(Boolean),
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT ? { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME } : null,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    salesInbox: e.SALES_INBOX,
    outboxPollMs: e.OUTBOX_POLL_MS,
    outboxWorker: e.OUTBOX_WORKER,
    outboxRetryBaseMs: e.OUTBOX_RETRY_BASE_MS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    captcha:
      e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET_KEY
        ? { provider: "recaptcha", siteKey: e.RECAPTCHA_SITE_KEY, secretKey: e.RECAPTCHA_SECRET_KEY, verifyUrl: e.RECAPTCHA_VERIFY_URL }
        : { provider: "altcha", maxNumber: e.ALTCHA_MAX_NUMBER, alarmMaxNumber: e.ALTCHA_ALARM_MAX_NUMBER ?? e.ALTCHA_MAX_NUMBER * ALARM_CAPTCHA_FACTOR },
    demoRateLimit: { max: e.DEMO_RATE_LIMIT, windowSeconds: e.DEMO_RATE_WINDOW_SECONDS },
    bookingCapacity: e.BOOKING_CAPACITY,
    bookingHosts: e.BOOKING_HOSTS_FILE
      ? {
          hosts: loadHostsFile(resolve(e.BOOKING_HOSTS_FILE), { production: e.NODE_ENV === "production" }),
          bufferMinutes: e.BOOKING_BUFFER_MINUTES,
          refreshSeconds: e.BOOKING_BUSY_REFRESH_SECONDS,
          maxStaleSeconds: e.BOOKING_BUSY_MAX_STALE_SECONDS,
          timeoutMs: e.BOOKING_BUSY_TIMEOUT_MS,
          video: e.BOOKING_VIDEO,
          jitsiUrl: e.BOOKING_JITSI_URL,
        }
      : null,
    bookingReminderMinutes: e.BOOKING_REMINDERS,
    bookingRateLimit: { max: e.BOOKING_RATE_LIMIT, windowSeconds: e.BOOKING_RATE_WINDOW_SECONDS },
    bookingLimits: {
      activePerContact: e.BOOKING_ACTIVE_PER_CONTACT,
      activePerAddress: e.BOOKING_ACTIVE_PER_ADDRESS,
      hourlyPerAddress: e.BOOKING_ADDRESS_HOURLY_CAP,
      hourlyCap: e.BOOKING_HOURLY_CAP,
    },
    passwordHashing: SCRYPT_PARAMS,
    slotsCacheMs: e.SLOTS_CACHE_MS,
    requestRateLimits: {
      slots: perMinute(e.SLOTS_RATE_LIMIT),
      captchaChallenge: perMinute(e.CAPTCHA_CHALLENGE_RATE_LIMIT),
      pricing: perMinute(e.PRICING_RATE_LIMIT),
      subscription: perMinute(e.SUBSCRIPTION_RATE_LIMIT),
    },
    pdf: { workers: e.PDF_WORKERS, maxQueue: e.PDF_QUEUE_MAX },
    accountRateLimit: {
      perIp: { max: e.ACCOUNT_RATE_LIMIT, windowSeconds: e.ACCOUNT_RATE_WINDOW_SECONDS },
      perEmail: { max: e.ACCOUNT_EMAIL_RATE_LIMIT, windowSeconds: e.ACCOUNT_RATE_WINDOW_SECONDS },
    },
    accountMinResponseMs: e.ACCOUNT_MIN_RESPONSE_MS,
    webhooks: webhookSettings(e),
    cms: cmsSettings(env),
  };
}

/**
 * The content editor's mode (contracts/cms.ts) with what the server needs to run it. Local
 * mode's `workingCopy` is the repository it writes: the directory the server starts in
 * (tests point it at a copy).
 */
export type CmsSettings =
  | { kind: "local"; workingCopy: string }
  | { kind: "github"; repo: string; clientId: string; clientSecret: string; secret: string }
  | null;

/** Keystatic derives the key that encrypts the editors' refresh tokens from KEYSTATIC_SECRET and refuses a shorter one. */
const KEYSTATIC_SECRET_MIN_LENGTH = 32;

/**
 * The content editor (contracts/cms.ts). Local mode writes the working copy and is for one
 * person on their own machine, never a production server. GitHub mode needs the GitHub
 * app's credentials and a secret for the editors' session cookies (README: "Content and
 * the editor").
 */
function cmsSettings(env: NodeJS.ProcessEnv): CmsSettings {
  let mode: CmsMode;
  try {
    mode = cmsMode(env);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  ${(error as Error).message}`);
  }
  if (mode?.kind === "local") {
    if (env.NODE_ENV === "production") {
      throw new ConfigError("Invalid configuration:\n  CMS_MODE=local is refused when NODE_ENV=production: local mode writes this server's files and is for one person editing on their own machine; publish edits through the GitHub mode (KEYSTATIC_GITHUB_REPO) or git");
    }
    return { kind: "local", workingCopy: resolve(".") };
  }
  if (mode?.kind === "github") {
    const clientId = env.KEYSTATIC_GITHUB_CLIENT_ID?.trim() ?? "";
    const clientSecret = env.KEYSTATIC_GITHUB_CLIENT_SECRET?.trim() ?? "";
    const secret = env.KEYSTATIC_SECRET?.trim() ?? "";
    const given = { KEYSTATIC_GITHUB_CLIENT_ID: clientId, KEYSTATIC_GITHUB_CLIENT_SECRET: clientSecret, KEYSTATIC_SECRET: secret };
    const missing = Object.entries(given).filter(([, value]) => !value).map(([name]) => name);
    if (missing.length) throw new ConfigError(`Invalid configuration:\n  KEYSTATIC_GITHUB_REPO is set but ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not`);
    if (secret.length < KEYSTATIC_SECRET_MIN_LENGTH) {
      throw new ConfigError(`Invalid configuration:\n  KEYSTATIC_SECRET: must be at least ${KEYSTATIC_SECRET_MIN_LENGTH} characters (it encrypts the editors' GitHub sign-in); generate one with: openssl rand -hex 32`);
    }
    return { kind: "github", repo: mode.repo, clientId, clientSecret, secret };
  }
  return null;
}

function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === "false") return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text.split(",").map((v) => v.trim()).filter(Boolean);
}

/** The start-up log line that says which address rate limits count, and why. */
export function clientAddressRule(trustProxy: TrustProxy): string {
  if (trustProxy === false) return "client address: the TCP peer (TRUST_PROXY=false); behind a proxy every visitor would share one address";
  if (typeof trustProxy === "number") {
    return `client address: X-Forwarded-For read through ${trustProxy} trusted proxy hop${trustProxy === 1 ? "" : "s"} (TRUST_PROXY=${trustProxy}); addresses a visitor adds further left are ignored`;
  }
  return `client address: the first X-Forwarded-For entry not among the trusted proxies ${trustProxy.join(", ")}`;
}
