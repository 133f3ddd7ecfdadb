// The database, in Drizzle's PostgreSQL dialect (PGlite embedded or PostgreSQL by URL).
import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, customType, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { OnboardingAnswers } from "../../contracts/account.ts";
import type { AttributedTouch, Channel, Conversion } from "../../contracts/attribution-rules.ts";
import type { BookingStatus } from "../../contracts/booking-options.ts";
import type { BookingOutcome } from "../../contracts/booking-outcome.ts";
import type { EventBody } from "../../contracts/events.ts";
import type { PricedAnswer } from "../../contracts/pricing-answer.ts";
import type { MailAttachment } from "../mail/mailer.ts";
import type { OutboxMessage } from "../mail/outbox.ts";

// Columns many tables share, written once.
/** Every point in time is a timestamptz. */
const at = (name: string) => timestamp(name, { withTimezone: true });
const uuidId = () => uuid("id").primaryKey().defaultRandom();
const serialId = () => bigserial("id", { mode: "number" }).primaryKey();
const createdAt = () => at("created_at").notNull().defaultNow();
/** Bytes (a PDF): node-postgres reads a Buffer, PGlite a Uint8Array; both come back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
/** Keyed hash of the client IP: enough to spot abuse, not to locate anyone. */
const ipHash = () => text("ip_hash").notNull();
/** Who a lead, a booking or an account is: as typed, with the phone as the visitor saw and sent it ('+55 (11) 98765-4321') and in E.164. */
const contactColumns = () => ({
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  phoneE164: text("phone_e164").notNull(),
  company: text("company").notNull(),
});
/** A queued delivery (an e-mail, an event): its state, the retry schedule and the lease of the worker sending it. */
const deliveryColumns = () => ({
  status: text("status").notNull().default("pending"),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: at("next_attempt_at").notNull().defaultNow(),
  lockedUntil: at("locked_until"),
  lastError: text("last_error"),
});

/** spec §3 'Demo request', plus what the sales team needs to follow up, and no more. */
export const leads = pgTable(
  "leads",
  {
    id: uuidId(),
    createdAt: createdAt(),
    ...contactColumns(),
    solution: text("solution").notNull(),
    details: text("details").notNull(),
    users: integer("users"),
    protocolUsers: text("protocol_users").notNull(),
    volume: text("volume").notNull(),
    preferredDay: text("preferred_day").notNull(),
    preferredTime: text("preferred_time").notNull(),
    ipHash: ipHash(),
    userAgent: text("user_agent"),
  },
  (t) => [index("leads_created_at_idx").on(t.createdAt)],
);

/** A submission's idempotency key and the answer it got, so a retry gets the same one. */
export const idempotencyKeys = pgTable("idempotency_keys", {
  key: uuid("key").primaryKey(),
  scope: text("scope").notNull(),
  requestHash: text("request_hash").notNull(),
  /** Whom the submission is about: the keyed hash of the form's normalised e-mail (an erasure deletes by it). */
  subjectHash: text("subject_hash").notNull(),
  responseStatus: integer("response_status"),
  responseBody: jsonb("response_body"),
  /** Bytes sent with the answer (a quote's PDF), sent again as they were: a replay draws nothing. */
  responseContent: bytea("response_content"),
  createdAt: createdAt(),
});

/** Fixed-window request counters, shared by every server instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    bucket: text("bucket").notNull(),
    windowStart: at("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);

/** Transactional outbox: e-mails enqueued with the data they announce. */
export const outbox = pgTable(
  "outbox",
  {
    id: serialId(),
    createdAt: createdAt(),
    kind: text("kind").notNull(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text_body").notNull(),
    html: text("html_body"),
    replyTo: text("reply_to"),
    /** Files sent with the message (e.g. a calendar invitation), text content. */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    /**
     * Whom the message is about, trimmed and lower-cased, as its sender declared them: the
     * data-rights view and erasure select mail by exact address here, never by its text.
     */
    about: text("about").array().notNull().default(sql`'{}'::text[]`),
    /**
     * The message holds a working token link (confirmation, password reset, magic link,
     * booking management, data rights): its contents are erased soon after delivery
     * (RETENTION_HOURS.tokenMailContents), not after the usual retention.
     */
    carriesToken: boolean("carries_token").notNull().default(false),
    /** The one-click unsubscribe URL of a mailing (List-Unsubscribe, RFC 8058); erased with the contents. */
    listUnsubscribe: text("list_unsubscribe"),
    ...deliveryColumns(),
    sentAt: at("sent_at"),
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt), index("outbox_about_idx").using("gin", t.about)],
);

/** Captcha solutions already accepted once (replay protection), kept until they expire. */
export const usedCaptchas = pgTable("used_captchas", {
  fingerprint: text("fingerprint").primaryKey(),
  expiresAt: at("expires_at").notNull().default(sql`now() + interval '1 day'`),
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
    createdAt: createdAt(),
    validUntil: at("valid_until").notNull(),
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
    /**
     * The price as the price source answered it (contracts/pricing-answer.ts): totals, savings
     * and, from the price table, the breakdown line by line (null from the platform). Rows
     * written before the price table moved to data hold calculatePrice()'s PricedQuote.
     */
    quote: jsonb("quote").$type<PricedAnswer>().notNull(),
    ipHash: ipHash(),
  },
  (t) => [index("quotes_created_at_idx").on(t.createdAt)],
);

/** Proof of cookie consent (LGPD accountability): one row per choice a visitor makes. */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: serialId(),
    /** The visitor's anonymous consent id (also kept in their browser). */
    consentId: uuid("consent_id").notNull(),
    necessary: boolean("necessary").notNull(),
    analytics: boolean("analytics").notNull(),
    marketing: boolean("marketing").notNull(),
    policyVersion: text("policy_version").notNull(),
    /** When the visitor chose, by the server's clock (the browser's is not evidence). */
    chosenAt: at("chosen_at").notNull(),
    receivedAt: at("received_at").notNull().defaultNow(),
    ipHash: ipHash(),
  },
  (t) => [index("consent_records_consent_id_idx").on(t.consentId)],
);

// --- maturity assessment report (spec §2: /avaliacao-maturidade-digital)

/**
 * A lead from the maturity assessment's 'Receber o relatório por e-mail': who asked, their
 * explicit consent, and the result the report was built from. Not a demo request (no phone,
 * no preferred time), so not the leads table.
 */
export const maturityReportLeads = pgTable(
  "maturity_report_leads",
  {
    id: uuidId(),
    createdAt: createdAt(),
    name: text("name").notNull(),
    company: text("company").notNull(),
    email: text("email").notNull(),
    /** When the visitor ticked the consent box (the request time). */
    consentedAt: at("consented_at").notNull(),
    /** One digit per question, as in the shareable result URL. */
    answers: text("answers").notNull(),
    score: integer("score").notNull(),
    level: text("level").notNull(),
    /** Score 0-100 of each dimension, by dimension id. */
    dimensionScores: jsonb("dimension_scores").$type<Record<string, number>>().notNull(),
    ipHash: ipHash(),
    userAgent: text("user_agent"),
  },
  (t) => [index("maturity_report_leads_created_at_idx").on(t.createdAt)],
);

// --- demo booking (spec §2 'Scheduling')

/** A demo booked at /agendamento. Its seat (below) is what holds the slot. */
export const bookings = pgTable(
  "bookings",
  {
    id: uuidId(),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    /**
     * "held" from the booking until the visitor confirms it by e-mail ("confirmed") or the
     * hold ends unconfirmed ("expired", its seat freed); "cancelled" by the visitor.
     */
    status: text("status").$type<BookingStatus>().notNull().default("confirmed"),
    /** Until when a held booking keeps its seat unconfirmed; null once confirmed. */
    holdExpiresAt: at("hold_expires_at"),
    confirmedAt: at("confirmed_at"),
    slotStart: at("slot_start").notNull(),
    ...contactColumns(),
    /** One of the demo request's solutions. */
    topic: text("topic").notNull(),
    notes: text("notes"),
    /** The visitor's IANA time zone, to show the time on their clock too. */
    timeZone: text("time_zone"),
    /** iCalendar SEQUENCE of the invitation: 0 when booked, +1 on each change. */
    sequence: integer("sequence").notNull().default(0),
    /**
     * SHA-256 of the token in the latest e-mail (the confirmation link's while held, then the
     * manage links'); null once it was used to cancel.
     */
    tokenHash: text("token_hash"),
    ipHash: ipHash(),
    cancelledAt: at("cancelled_at"),
    /**
     * The host (BOOKING_HOSTS_FILE) the booking was given to, as they were at booking time: the
     * hosts file may change, the invitation already sent does not. All null without hosts.
     */
    hostId: text("host_id"),
    hostName: text("host_name"),
    hostEmail: text("host_email"),
    /** Where the demo happens: the host's meetingUrl or a generated room (BOOKING_VIDEO). */
    meetingUrl: text("meeting_url"),
    /** What the host said of the demo after its end (server/bookings/outcome-routes.ts); null until then. */
    outcome: text("outcome").$type<BookingOutcome>(),
    outcomeAt: at("outcome_at"),
    /** SHA-256 of the token of the host's outcome e-mail's links; replaced on each reschedule. */
    outcomeTokenHash: text("outcome_token_hash"),
  },
  (t) => [
    index("bookings_slot_start_idx").on(t.slotStart),
    uniqueIndex("bookings_outcome_token_hash_idx").on(t.outcomeTokenHash),
    uniqueIndex("bookings_token_hash_idx").on(t.tokenHash),
    index("bookings_hold_expires_at_idx").on(t.holdExpiresAt),
    index("bookings_ip_hash_idx").on(t.ipHash),
    // The fair rule's "least recently booked host" (server/bookings/hosts/host-seats.ts).
    index("bookings_host_id_created_at_idx").on(t.hostId, t.createdAt),
  ],
);

/**
 * Seats of a slot: one row per booking holding it, numbered 1..capacity. The primary key
 * (slot_start, seat) lets the database itself refuse a booking beyond capacity, whatever
 * the concurrency.
 */
export const bookingSeats = pgTable(
  "booking_seats",
  {
    slotStart: at("slot_start").notNull(),
    seat: integer("seat").notNull(),
    /** The booking holding the seat (no foreign key: migrations also run in non-public schemas). */
    bookingId: uuid("booking_id").notNull().unique(),
  },
  (t) => [primaryKey({ columns: [t.slotStart, t.seat] })],
);

/**
 * A host's seat in a slot, when bookings have hosts (server/bookings/hosts/). Every demo is
 * one slot of the same 30-minute grid, so two bookings of one host overlap exactly when they
 * share a start: the primary key (host_id, slot_start) is the database's refusal of a host's
 * second booking at the same time, whatever the concurrency.
 */
export const bookingHostSeats = pgTable(
  "booking_host_seats",
  {
    hostId: text("host_id").notNull(),
    slotStart: at("slot_start").notNull(),
    bookingId: uuid("booking_id").notNull().unique(),
  },
  (t) => [primaryKey({ columns: [t.hostId, t.slotStart] })],
);

/** A host's busy time read from their calendars (ICS feeds, CalDAV), shared by every instance. */
export const hostBusy = pgTable(
  "host_busy",
  {
    hostId: text("host_id").notNull(),
    start: at("start").notNull(),
    end: at("end").notNull(),
  },
  (t) => [index("host_busy_host_id_start_idx").on(t.hostId, t.start)],
);

/** When each host's calendars were last read, and why the last read failed. */
export const hostCalendars = pgTable("host_calendars", {
  hostId: text("host_id").primaryKey(),
  /** The last read of all the host's calendars that succeeded; null: never. */
  readAt: at("read_at"),
  /** The instance refreshing them holds this lease; others skip the host until it ends. */
  leaseUntil: at("lease_until"),
  /** Why the last read failed (null after a success): logged when it changes. */
  failure: text("failure"),
  /** Raised by each good read, with host_busy replaced in the same transaction: what an instance's copy of the busy time is checked against. */
  busyVersion: integer("busy_version").notNull().default(0),
});

/**
 * Changes to write into hosts' CalDAV calendars (a confirmed booking's event put, a
 * cancelled or erased one's deleted), written in the booking's transaction and carried out
 * afterwards, retried, by server/bookings/hosts/calendar-writes.ts.
 */
export const hostCalendarWrites = pgTable(
  "host_calendar_writes",
  {
    id: serialId(),
    createdAt: createdAt(),
    bookingId: uuid("booking_id").notNull(),
    hostId: text("host_id").notNull(),
    action: text("action").$type<"put" | "delete">().notNull(),
    /** The event (iCalendar) to put; null for a delete. */
    body: text("body"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at").notNull().defaultNow(),
    doneAt: at("done_at"),
    lastError: text("last_error"),
  },
  (t) => [index("host_calendar_writes_due_idx").on(t.nextAttemptAt).where(sql`${t.doneAt} is null`), index("host_calendar_writes_booking_id_idx").on(t.bookingId)],
);

/**
 * The mails a confirmed booking has planned for later (server/bookings/followups.ts): each
 * reminder and the host's outcome request, rendered when planned (they carry the links of that
 * moment) and moved into the outbox when due. The key allows one of each per booking; the row
 * leaves in the transaction that queues its mail, so it goes out once. Deleted with its booking
 * (cancellation, erasure, retention): `message` is a mail about the visitor.
 */
export const bookingFollowups = pgTable(
  "booking_followups",
  {
    bookingId: uuid("booking_id").notNull(),
    /** 'reminder:<minutes before the start>' or 'outcome'. */
    purpose: text("purpose").notNull(),
    dueAt: at("due_at").notNull(),
    message: jsonb("message").$type<OutboxMessage>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.purpose] }), index("booking_followups_due_at_idx").on(t.dueAt)],
);

// --- trial accounts (spec §2, §4)

/** A trial account: who signed up, their password hash, and their subscription now. */
export const accounts = pgTable(
  "accounts",
  {
    id: uuidId(),
    createdAt: createdAt(),
    ...contactColumns(),
    /** The e-mail trimmed and lower-cased: unique, unlike the e-mail as typed. */
    emailNormalized: text("email_normalized").notNull(),
    /** scrypt$N$r$p$salt$hash (server/auth/passwords.ts). */
    passwordHash: text("password_hash").notNull(),
    termsAcceptedAt: at("terms_accepted_at").notNull(),
    confirmedAt: at("confirmed_at"),
    /** "pending" until the e-mail is confirmed, then "trialing"; "canceled" after a cancellation. */
    status: text("status").notNull().default("pending"),
    planTier: text("plan_tier").notNull(),
    billingPeriod: text("billing_period").notNull(),
    trialEndsAt: at("trial_ends_at"),
    ipHash: ipHash(),
  },
  (t) => [uniqueIndex("accounts_email_normalized_idx").on(t.emailNormalized)],
);

/** Single-use e-mail tokens; only the SHA-256 of the random value is stored. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: uuid("account_id").notNull(),
    /** "confirm-email", "password-reset", "magic-link" or "signup-browser" (contracts/account-options.ts). */
    purpose: text("purpose").notNull(),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (t) => [index("account_tokens_account_idx").on(t.accountId, t.purpose)],
);

/** Signed-in sessions; the cookie carries the random id, the table its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    accountId: uuid("account_id").notNull(),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [index("sessions_account_idx").on(t.accountId)],
);

/** Every change of an account's subscription, with the price the server computed for it. */
export const subscriptionChanges = pgTable(
  "subscription_changes",
  {
    id: serialId(),
    accountId: uuid("account_id").notNull(),
    createdAt: createdAt(),
    /** "trial-started", "plan-changed", "canceled" or "reactivated". */
    kind: text("kind").notNull(),
    planTier: text("plan_tier").notNull(),
    billingPeriod: text("billing_period").notNull(),
    monthlyPriceCents: integer("monthly_price_cents").notNull(),
    reason: text("reason"),
  },
  (t) => [index("subscription_changes_account_idx").on(t.accountId, t.createdAt)],
);

/** The onboarding wizard's answers, saved step by step. */
export const onboardingProgress = pgTable("onboarding_progress", {
  accountId: uuid("account_id").primaryKey(),
  answers: jsonb("answers").$type<OnboardingAnswers>().notNull(),
  currentStep: text("current_step").notNull(),
  completedAt: at("completed_at"),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/** Colleagues invited from the onboarding wizard (one invitation e-mail each). */
export const accountInvitations = pgTable(
  "account_invitations",
  {
    accountId: uuid("account_id").notNull(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.email] })],
);

// --- outbound events (webhooks and RD Station conversions)

/**
 * Transactional queue of outbound events: one row per event and destination, written in the
 * transaction of the data it describes and delivered by server/webhooks/worker.ts. The event
 * id (the webhook-id header) is the same for every destination and every retry.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: serialId(),
    eventId: text("event_id").notNull(),
    /** "platform", "crm" or "rdstation" (contracts/events.ts). */
    destination: text("destination").notNull(),
    eventType: text("event_type").notNull(),
    /** The delivery's body: { type, timestamp, data } (contracts/events.ts). */
    payload: jsonb("payload").$type<EventBody>().notNull(),
    /** The person the event is about (its data's e-mail), trimmed and lower-cased; null when it names nobody. */
    subjectEmail: text("subject_email"),
    createdAt: createdAt(),
    /** status: "pending", "delivered" or "dead" (every scheduled attempt failed). */
    ...deliveryColumns(),
    deliveredAt: at("delivered_at"),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_event_destination_idx").on(t.eventId, t.destination),
    index("webhook_deliveries_due_idx").on(t.destination, t.status, t.nextAttemptAt),
    index("webhook_deliveries_created_at_idx").on(t.createdAt),
    index("webhook_deliveries_subject_email_idx").on(t.subjectEmail),
  ],
);

// --- data-subject rights (LGPD art. 18, /privacidade/meus-dados)

/**
 * The e-mailed links of /privacidade/meus-dados. The link's token is exchanged once for an
 * access (see server/rights/links.ts); only SHA-256 hashes of both are stored.
 */
export const dataRightsLinks = pgTable(
  "data_rights_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** Trimmed and lower-cased; null once this address's data was erased. */
    email: text("email"),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    /** When the token was exchanged for the access (it opens nothing more after that). */
    openedAt: at("opened_at"),
    accessHash: text("access_hash"),
    accessExpiresAt: at("access_expires_at"),
    erasedAt: at("erased_at"),
    /** The destinations the erasure through this link told (contracts/events.ts), so a repeated erasure answers the same. */
    erasureTold: text("erasure_told").array(),
  },
  (t) => [uniqueIndex("data_rights_links_access_hash_idx").on(t.accessHash), index("data_rights_links_email_idx").on(t.email)],
);

/**
 * Keyed hashes (HMAC) of addresses whose data was erased at their owner's request, so an
 * import of old data can tell not to bring them back (server/rights/suppression.ts).
 */
export const erasureSuppressions = pgTable("erasure_suppressions", {
  emailHash: text("email_hash").primaryKey(),
  /** The latest erasure. */
  erasedAt: at("erased_at").notNull().defaultNow(),
});

/**
 * Which destination ever received events about which person, by the keyed hash (HMAC) of
 * their normalised address: an erasure tells each of them, even once our own records are
 * gone (retention), without the address being kept for it (server/rights/recipients.ts).
 */
export const destinationRecipients = pgTable(
  "destination_recipients",
  {
    /** "platform", "crm" or "rdstation". */
    destination: text("destination").notNull(),
    emailHash: text("email_hash").notNull(),
    firstDeliveredAt: at("first_delivered_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.destination, t.emailHash] })],
);

/**
 * Where a conversion came from (contracts/attribution-rules.ts): one row per record of a
 * lead form, written with it by the protected-form primitive. The classified last touch is
 * in columns for the marketing report's counts; both touches whole in JSON. The row also
 * keeps the proof of the form's mailing opt-in (contracts/mailing-consent.ts): granted or
 * declined, the text shown and its version, at `created_at`, tied to the same record and
 * e-mail, so it shares the record's transaction, retention and erasure.
 */
export const attributions = pgTable(
  "attributions",
  {
    id: uuidId(),
    conversion: text("conversion").$type<Conversion>().notNull(),
    /** The record's id (lead, booking, report, quote or account). */
    recordId: uuid("record_id").notNull(),
    /** Trimmed and lower-cased: the person's data rights reach the row by it. */
    email: text("email").notNull(),
    createdAt: createdAt(),
    channel: text("channel").$type<Channel>(),
    source: text("source"),
    medium: text("medium"),
    campaign: text("campaign"),
    lastTouch: jsonb("last_touch").$type<AttributedTouch>(),
    firstTouch: jsonb("first_touch").$type<AttributedTouch>(),
    mailingConsent: boolean("mailing_consent").notNull().default(false),
    /** Null on a row from before the opt-in. */
    mailingConsentText: text("mailing_consent_text"),
    mailingConsentVersion: text("mailing_consent_version"),
  },
  (t) => [uniqueIndex("attributions_record_idx").on(t.conversion, t.recordId), index("attributions_email_idx").on(t.email), index("attributions_created_at_idx").on(t.createdAt)],

);

/**
 * The blog's newsletter (contracts/newsletter.ts): one row per address, 'pending' until the
 * e-mailed link confirms it, then 'subscribed' with the proof of consent; deleted when the
 * subscriber unsubscribes, and an unconfirmed one after RETENTION_HOURS.unconfirmedNewsletter.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey(),
    /** Trimmed and lower-cased. */
    email: text("email").notNull(),
    status: text("status").$type<"pending" | "subscribed">().notNull(),
    /** The latest request (a pending address asking again gets a new link). */
    requestedAt: at("requested_at").notNull(),
    /** SHA-256 of the confirmation link's token (server/auth/tokens.ts); kept after use, so a second click is told it was used. */
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: at("confirm_expires_at"),
    confirmedAt: at("confirmed_at"),
    /** The consent text shown beside the form, word for word, and its version. */
    consentText: text("consent_text").notNull(),
    consentVersion: text("consent_version").notNull(),
    ipHash: text("ip_hash").notNull(),
    userAgent: text("user_agent"),
  },
  (t) => [uniqueIndex("newsletter_subscriptions_email_idx").on(t.email), uniqueIndex("newsletter_subscriptions_confirm_token_hash_idx").on(t.confirmTokenHash)],
);

/**
 * Page views, entries and form starts per day, route, origin and device
 * (server/measurement/): counters every instance adds to, never a row per visit, and no
 * column that could tell a visitor apart.
 */
export const measurementViews = pgTable(
  "measurement_views",
  {
    day: date("day", { mode: "string" }).notNull(),
    route: text("route").notNull(),
    channel: text("channel").notNull(),
    source: text("source").notNull(),
    medium: text("medium").notNull(),
    /** Empty when the visit had no campaign. */
    campaign: text("campaign").notNull(),
    device: text("device").notNull(),
    views: bigint("views", { mode: "number" }).notNull().default(0),
    entries: bigint("entries", { mode: "number" }).notNull().default(0),
    formStarts: bigint("form_starts", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ name: "measurement_views_pk", columns: [t.day, t.route, t.channel, t.source, t.medium, t.campaign, t.device] })],
);

/** Field speed per day, route, metric and device: how many page loads fell in each fixed bucket (contracts/measurement.ts). */
export const measurementVitals = pgTable(
  "measurement_vitals",
  {
    day: date("day", { mode: "string" }).notNull(),
    route: text("route").notNull(),
    metric: text("metric").notNull(),
    device: text("device").notNull(),
    bucket: integer("bucket").notNull(),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ name: "measurement_vitals_pk", columns: [t.day, t.route, t.metric, t.device, t.bucket] })],
);

/** A staff member's e-mailed sign-in link to /painel: its SHA-256, single use, STAFF_LINK_TTL_MS. */
export const staffSignIns = pgTable("staff_sign_ins", {
  tokenHash: text("token_hash").primaryKey(),
  email: text("email").notNull(),
  expiresAt: at("expires_at").notNull(),
  usedAt: at("used_at"),
});

/** A staff session of /painel: its id's SHA-256, at most STAFF_SESSION_TTL_MS. */
export const staffSessions = pgTable("staff_sessions", {
  sessionHash: text("session_hash").primaryKey(),
  email: text("email").notNull(),
  expiresAt: at("expires_at").notNull(),
});

/**
 * A staff member's passkey for /painel (WebAuthn, server/staff/passkeys.ts): the credential's
 * id (base64url) and COSE public key, its signature counter and transports, and the address it
 * signs in. Kept until its owner removes it, or their address leaves STAFF_EMAILS.
 */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    credentialId: text("credential_id").primaryKey(),
    publicKey: bytea("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default(sql`'{}'::text[]`),
    email: text("email").notNull(),
    createdAt: createdAt(),
    lastUsedAt: at("last_used_at"),
  },
  (t) => [index("staff_passkeys_email_idx").on(t.email)],
);

/**
 * A passkey ceremony's challenge, by its SHA-256, so whichever instance gets the answer can
 * verify it: single use, STAFF_PASSKEY_CHALLENGE_TTL_MS. A registration's is bound to the
 * session that asked for it.
 */
export const staffPasskeyChallenges = pgTable("staff_passkey_challenges", {
  challengeHash: text("challenge_hash").primaryKey(),
  purpose: text("purpose").$type<"registration" | "sign-in">().notNull(),
  sessionHash: text("session_hash"),
  expiresAt: at("expires_at").notNull(),
});
