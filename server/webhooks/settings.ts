// The outbound events' settings, read from the environment by server/config.ts: the two
// signed-webhook destinations, RD Station, and the retry schedule. A malformed value stops
// start-up with a message that says what to write instead.
import { z } from "zod";
import { DEFAULT_ROUTES, isEventType, type Destination, type EventType } from "../../contracts/events.ts";

/**
 * When a failed delivery is tried again, after each failed attempt in turn; after the last
 * one the event is marked dead (about 28 h after it was emitted). Each wait gets ±20 %
 * jitter, so a destination coming back is not hit by every queued event at once.
 */
export const DEFAULT_RETRY_SCHEDULE = "5s,5m,30m,2h,5h,10h,10h";
const RDSTATION_DEFAULT_API_URL = "https://api.rd.services";

export interface WebhookDestination {
  name: Exclude<Destination, "rdstation">;
  url: string;
  /** whsec_<base64>, as Standard Webhooks defines it. */
  secret: string;
  events: ReadonlySet<EventType>;
}

export interface RdStationDestination {
  name: "rdstation";
  apiUrl: string;
  apiKey: string;
  /**
   * An app of RD Station Marketing's API (OAuth): what removing a contact needs, as the
   * conversion API key cannot delete. Null: erasures wait for an operator (webhooks status).
   */
  oauth: RdStationOAuth | null;
  events: ReadonlySet<EventType>;
}

export interface RdStationOAuth {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
}

export type DeliveryDestination = WebhookDestination | RdStationDestination;

export interface WebhookSettings {
  destinations: DeliveryDestination[];
  /** Waits before each retry, in milliseconds. */
  retryScheduleMs: number[];
}

/** Standard Webhooks' secret form: whsec_ and the base64 of 24 to 64 random bytes. */
const SECRET = /^whsec_((?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?)$/;
const SECRET_MESSAGE = "expected whsec_ followed by the base64 of 24 to 64 random bytes, e.g. whsec_$(openssl rand -base64 32)";

const blankAsUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : typeof v === "string" ? v.trim() : v);

const secret = z.preprocess(
  blankAsUndefined,
  z
    .string()
    .refine((v) => {
      const bytes = SECRET.exec(v)?.[1];
      if (bytes === undefined) return false;
      const length = Buffer.from(bytes, "base64").length;
      return length >= 24 && length <= 64;
    }, { message: SECRET_MESSAGE })
    .optional(),
);

const httpUrl = z.preprocess(blankAsUndefined, z.url({ protocol: /^https?$/, message: "expected an http:// or https:// URL" }).optional());

/** "lead.created, booking.created" -> the types, each known and routed to `destination`. */
const eventList = (destination: Destination) =>
  z.preprocess(
    blankAsUndefined,
    z
      .string()
      .transform((text, ctx) => {
        const types = text.split(",").map((t) => t.trim()).filter(Boolean);
        const allowed = DEFAULT_ROUTES[destination];
        for (const type of types) {
          if (!isEventType(type)) ctx.addIssue({ code: "custom", message: `unknown event type "${type}"; ${destination} events are: ${allowed.join(", ")}` });
          else if (!allowed.includes(type)) ctx.addIssue({ code: "custom", message: `"${type}" is not sent to ${destination}; it can only narrow its events: ${allowed.join(", ")}` });
        }
        return types as EventType[];
      })
      .optional(),
  );

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

/** "5s,5m,30m,2h" -> milliseconds; null if any entry is malformed. */
export function parseSchedule(text: string): number[] | null {
  const entries = text.split(",").map((e) => e.trim());
  const delays = entries.map((entry) => {
    const match = /^(\d+)(ms|s|m|h)$/.exec(entry);
    return match ? Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS] : null;
  });
  return delays.length > 0 && delays.length <= 20 && delays.every((d): d is number => d !== null && d > 0 && d <= 7 * 24 * 3_600_000) ? delays : null;
}

/** The environment variables of outbound events (merged into server/config.ts's schema). */
export const webhookEnv = {
  PLATFORM_WEBHOOK_URL: httpUrl,
  PLATFORM_WEBHOOK_SECRET: secret,
  PLATFORM_WEBHOOK_EVENTS: eventList("platform"),
  CRM_WEBHOOK_URL: httpUrl,
  CRM_WEBHOOK_SECRET: secret,
  CRM_WEBHOOK_EVENTS: eventList("crm"),
  RDSTATION_API_KEY: z.preprocess(blankAsUndefined, z.string().regex(/^[A-Za-z0-9_-]{8,200}$/, { message: "expected the RD Station Marketing API key (letters, digits, - and _)" }).optional()),
  RDSTATION_CLIENT_ID: z.preprocess(blankAsUndefined, z.string().max(200).optional()),
  RDSTATION_CLIENT_SECRET: z.preprocess(blankAsUndefined, z.string().max(200).optional()),
  RDSTATION_REFRESH_TOKEN: z.preprocess(blankAsUndefined, z.string().max(2000).optional()),
  RDSTATION_API_URL: z.preprocess(blankAsUndefined, z.url({ protocol: /^https?$/, message: "expected an http:// or https:// URL" }).default(RDSTATION_DEFAULT_API_URL)),
  RDSTATION_EVENTS: eventList("rdstation"),
  WEBHOOK_RETRY_SCHEDULE: z
    .string()
    .default(DEFAULT_RETRY_SCHEDULE)
    .refine((v) => parseSchedule(v) !== null, { message: 'expected comma-separated waits like "5s,5m,30m,2h" (units ms, s, m, h; up to 20, each at most 7 days)' }),
};

type WebhookEnv = z.output<z.ZodObject<typeof webhookEnv>>;

/** Refinements across variables: a URL needs its secret, and a secret its URL. */
export function checkWebhookPairs(env: WebhookEnv, ctx: z.RefinementCtx) {
  for (const prefix of ["PLATFORM", "CRM"] as const) {
    const url = env[`${prefix}_WEBHOOK_URL`];
    const key = env[`${prefix}_WEBHOOK_SECRET`];
    if (url && !key) ctx.addIssue({ code: "custom", path: [`${prefix}_WEBHOOK_SECRET`], message: `required with ${prefix}_WEBHOOK_URL: the secret the receiver verifies signatures with (${SECRET_MESSAGE})` });
    if (key && !url) ctx.addIssue({ code: "custom", path: [`${prefix}_WEBHOOK_URL`], message: `required with ${prefix}_WEBHOOK_SECRET: where to deliver the events` });
  }
  const oauth = ["RDSTATION_CLIENT_ID", "RDSTATION_CLIENT_SECRET", "RDSTATION_REFRESH_TOKEN"] as const;
  const given = oauth.filter((name) => env[name]);
  if (given.length > 0 && given.length < oauth.length) {
    for (const name of oauth.filter((n) => !env[n])) ctx.addIssue({ code: "custom", path: [name], message: `required with ${given.join(" and ")}: removing contacts from RD Station needs all three` });
  }
  if (given.length > 0 && !env.RDSTATION_API_KEY) ctx.addIssue({ code: "custom", path: ["RDSTATION_API_KEY"], message: "required with the RD Station app credentials: conversions are sent with it" });
}

const eventsOf = (name: Destination, narrowed: EventType[] | undefined) => new Set(narrowed ?? DEFAULT_ROUTES[name]);

export function webhookSettings(env: WebhookEnv): WebhookSettings {
  const destinations: DeliveryDestination[] = [];
  if (env.PLATFORM_WEBHOOK_URL && env.PLATFORM_WEBHOOK_SECRET) {
    destinations.push({ name: "platform", url: env.PLATFORM_WEBHOOK_URL, secret: env.PLATFORM_WEBHOOK_SECRET, events: eventsOf("platform", env.PLATFORM_WEBHOOK_EVENTS) });
  }
  if (env.CRM_WEBHOOK_URL && env.CRM_WEBHOOK_SECRET) {
    destinations.push({ name: "crm", url: env.CRM_WEBHOOK_URL, secret: env.CRM_WEBHOOK_SECRET, events: eventsOf("crm", env.CRM_WEBHOOK_EVENTS) });
  }
  if (env.RDSTATION_API_KEY) {
    const oauth = env.RDSTATION_CLIENT_ID && env.RDSTATION_CLIENT_SECRET && env.RDSTATION_REFRESH_TOKEN
      ? { clientId: env.RDSTATION_CLIENT_ID, clientSecret: env.RDSTATION_CLIENT_SECRET, refreshToken: env.RDSTATION_REFRESH_TOKEN }
      : null;
    destinations.push({ name: "rdstation", apiUrl: env.RDSTATION_API_URL, apiKey: env.RDSTATION_API_KEY, oauth, events: eventsOf("rdstation", env.RDSTATION_EVENTS) });
  }
  return { destinations, retryScheduleMs: parseSchedule(env.WEBHOOK_RETRY_SCHEDULE)! };
}
