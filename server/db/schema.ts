// The database, in Drizzle's PostgreSQL dialect (PGlite embedded or PostgreSQL by URL).
import { sql } from "drizzle-orm";
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { PricedQuote } from "../../contracts/pricing.ts";

/** spec §3 'Demo request', plus what the sales team needs to follow up, and no more. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** As the visitor saw and sent it: '+55 (11) 98765-4321'. */
    phone: text("phone").notNull(),
    phoneE164: text("phone_e164").notNull(),
    company: text("company").notNull(),
    solution: text("solution").notNull(),
    details: text("details").notNull(),
    users: integer("users"),
    protocolUsers: text("protocol_users").notNull(),
    volume: text("volume").notNull(),
    preferredDay: text("preferred_day").notNull(),
    preferredTime: text("preferred_time").notNull(),
    /** Keyed hash of the client IP: enough to spot abuse, not to locate anyone. */
    ipHash: text("ip_hash").notNull(),
    userAgent: text("user_agent"),
  },
  (t) => [index("leads_created_at_idx").on(t.createdAt)],
);

/** A submission's idempotency key and the answer it got, so a retry gets the same one. */
export const idempotencyKeys = pgTable("idempotency_keys", {
  key: uuid("key").primaryKey(),
  scope: text("scope").notNull(),
  requestHash: text("request_hash").notNull(),
  responseStatus: integer("response_status"),
  responseBody: jsonb("response_body"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window request counters, shared by every server instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    bucket: text("bucket").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);

/** Transactional outbox: e-mails enqueued with the data they announce. */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    kind: text("kind").notNull(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text_body").notNull(),
    html: text("html_body"),
    replyTo: text("reply_to"),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

/** Captcha solutions already accepted once (replay protection), kept until they expire. */
export const usedCaptchas = pgTable("used_captchas", {
  fingerprint: text("fingerprint").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull().default(sql`now() + interval '1 day'`),
});

/** Secrets generated on first start and shared by all instances (e.g. the ALTCHA HMAC key). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
});

/** A contract quote of the price calculator (POST /api/quotes): the server's own figures. */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
    company: text("company").notNull(),
    /** 14 characters, no punctuation. */
    cnpj: text("cnpj").notNull(),
    responsible: text("responsible").notNull(),
    email: text("email").notNull(),
    /** "mensal" or "anual". */
    period: text("period").notNull(),
    planTier: text("plan_tier").notNull(),
    users: integer("users").notNull(),
    monthlyProtocols: integer("monthly_protocols").notNull(),
    storageGb: integer("storage_gb").notNull(),
    modules: jsonb("modules").$type<string[]>().notNull(),
    monthlyTotalCents: integer("monthly_total_cents").notNull(),
    annualTotalCents: integer("annual_total_cents").notNull(),
    /** What the chosen period charges: the monthly total, or the annual plan's total. */
    totalCents: integer("total_cents").notNull(),
    /** The whole quote as calculatePrice() returned it (breakdown line by line). */
    quote: jsonb("quote").$type<PricedQuote>().notNull(),
    ipHash: text("ip_hash").notNull(),
  },
  (t) => [index("quotes_created_at_idx").on(t.createdAt)],
);

/** Proof of cookie consent (LGPD accountability): one row per choice a visitor makes. */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The visitor's anonymous consent id (also kept in their browser). */
    consentId: uuid("consent_id").notNull(),
    necessary: boolean("necessary").notNull(),
    analytics: boolean("analytics").notNull(),
    marketing: boolean("marketing").notNull(),
    policyVersion: text("policy_version").notNull(),
    /** When the visitor chose, by their clock. */
    chosenAt: timestamp("chosen_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** Keyed hash of the client IP, never the IP itself. */
    ipHash: text("ip_hash").notNull(),
  },
  (t) => [index("consent_records_consent_id_idx").on(t.consentId)],
);
