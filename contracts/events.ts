// Outbound events (Standard Webhooks): the body of every delivery is
// { type, timestamp, data }, one zod schema per type. The server validates each event
// against its schema when it is emitted, and `npm run events:schemas` exports them as JSON
// Schema into docs/events/ for the receiving systems (a test keeps both in step).
import {
  array,
  boolean,
  email,
  enum as oneOf,
  int,
  iso,
  literal,
  nullable,
  object,
  optional,
  record,
  string,
  uuid,
  type infer as Infer,
  type ZodObject,
} from "zod";
import { CLICK_ID_PARAMETERS } from "./attribution.ts";
import { CHANNELS, type Channel } from "./attribution-rules.ts";
import { DOCUMENT_CHANNEL_OPTIONS, INTEREST_OPTIONS, SEGMENT_IDS, TEAM_SIZE_OPTIONS } from "./account-options.ts";
import { PREFERRED_DAY_OPTIONS, PREFERRED_TIME_OPTIONS, PROTOCOL_USERS_OPTIONS, SOLUTION_OPTIONS, VOLUME_OPTIONS } from "./demo-request-options.ts";
import { BILLING_PERIODS, TIER_ORDER, type PlanTierId } from "./plan-tiers.ts";

const valuesOf = <V extends string>(list: readonly { value: V }[]) => list.map((o) => o.value) as [V, ...V[]];
const instant = (description: string) => iso.datetime({ offset: true }).describe(description);
const cents = (description: string) => int().min(0).describe(`${description}, in centavos (BRL)`);

const contact = {
  name: string().describe("Full name, as typed"),
  email: email().describe("E-mail address, as typed"),
  phone: string().describe("Phone as the visitor saw and sent it, e.g. '+55 (11) 98765-4321'"),
  phone_e164: string().describe("The same phone in E.164, e.g. '+5511987654321'"),
  company: string().describe("Company name"),
};

const channel = oneOf(Object.keys(CHANNELS) as [Channel, ...Channel[]]).describe(`Channel: ${Object.entries(CHANNELS).map(([id, label]) => `${id} (${label})`).join(", ")}`);

/** One touch, classified by the site's rule table (contracts/attribution-rules.ts). */
const touch = object({
  source: string().describe("utm_source, else the ad platform of a click id, the search engine, social network or site that referred, or '(direct)'; lower-case"),
  medium: string().describe("utm_medium, else 'cpc', 'paid', 'organic', 'social', 'referral' or '(none)'; lower-case"),
  channel,
  campaign: optional(string()).describe("utm_campaign"),
  term: optional(string()).describe("utm_term"),
  content: optional(string()).describe("utm_content"),
  landing_path: optional(string()).describe("The first page of the visit, without its query"),
  referrer: optional(string()).describe("The referring page (origin and path, no query); absent when direct or our own site"),
  click_ids: optional(object(Object.fromEntries(CLICK_ID_PARAMETERS.map((name) => [name, optional(string())])))).describe("The ad platforms' click ids found on the landing URL"),
  at: optional(instant("When the first touch happened (first touch only)")),
});

/** Where a conversion came from; every value is cleaned and at most 200 characters. */
const attribution = object({
  channel: nullable(channel).describe("The channel of the last touch; null when unknown"),
  last_touch: nullable(touch).describe("The visit that converted; null when its origin is unknown (a page load from our own site, or a record from before attribution)"),
  first_touch: nullable(touch).describe("The visitor's first non-direct touch in the last 90 days, kept only with their marketing consent; else null"),
}).describe("Where the conversion came from (campaign attribution)");

const mailingConsent = object({
  granted: boolean().describe("The visitor ticked the form's opt-in box to receive Tramita's content by e-mail (unticked by default)"),
  text_version: nullable(string()).describe("The version of the opt-in text shown beside the box (contracts/mailing-consent.ts); null when the form had no box (or the record is from before it)"),
}).describe("The form's marketing e-mail opt-in, recorded with the conversion as proof of consent");

const leadCreated = object({
  lead_id: uuid().describe("The demo request's id"),
  created_at: instant("When the request was received"),
  ...contact,
  solution: oneOf(valuesOf(SOLUTION_OPTIONS)).describe("Solution of interest"),
  details: string().describe("What the visitor needs, in their words (several lines)"),
  users: nullable(int().min(1)).describe("Number of users, when given"),
  protocol_users: oneOf(valuesOf(PROTOCOL_USERS_OPTIONS)).describe("How many people will register protocols"),
  volume: oneOf(valuesOf(VOLUME_OPTIONS)).describe("Monthly volume of documents"),
  preferred_day: oneOf(valuesOf(PREFERRED_DAY_OPTIONS)).describe("Best day for the contact"),
  preferred_time: oneOf(valuesOf(PREFERRED_TIME_OPTIONS)).describe("Best time for the contact"),
  attribution,
  mailing_consent: mailingConsent,
});

const booking = object({
  booking_id: uuid().describe("The booking's id, the same in every event about it"),
  status: oneOf(["confirmed", "cancelled"]),
  slot_start: instant("Start of the demo"),
  slot_end: instant("End of the demo"),
  ...contact,
  topic: oneOf(valuesOf(SOLUTION_OPTIONS)).describe("What the demo is about"),
  notes: nullable(string()).describe("The visitor's notes, if any"),
  time_zone: nullable(string()).describe("The visitor's IANA time zone, if known"),
  sequence: int().min(0).describe("0 when booked and confirmed, +1 on each change (iCalendar SEQUENCE): order events about one booking by it"),
  attribution,
  mailing_consent: mailingConsent,
});

const maturityReportRequested = object({
  report_id: uuid(),
  created_at: instant("When the report was asked for"),
  name: contact.name,
  company: contact.company,
  email: contact.email,
  consent: literal(true).describe("The visitor ticked the consent box to receive the report by e-mail"),
  consented_at: instant("When they consented"),
  answers: string().describe("One digit per question, as in the shareable result URL"),
  score: int().min(0).max(100).describe("Overall score, 0-100"),
  level: oneOf(["inicial", "em-desenvolvimento", "estruturado", "gerenciado", "otimizado"]).describe("Maturity level id"),
  level_name: string().describe("Maturity level as shown to the visitor"),
  dimension_scores: record(string(), int().min(0).max(100)).describe("Score 0-100 of each dimension, by dimension id"),
  result_url: string().describe("The result page with these answers"),
  attribution,
  mailing_consent: mailingConsent,
});

const tier = oneOf(TIER_ORDER as [PlanTierId, ...PlanTierId[]]);

const quoteCreated = object({
  quote_id: uuid(),
  created_at: instant("When the quote was generated"),
  valid_until: instant("End of the quote's validity"),
  company: contact.company,
  cnpj: string().regex(/^\d{14}$/).describe("14 digits, no punctuation"),
  responsible: string().describe("Who asked for the quote"),
  email: contact.email,
  period: oneOf(BILLING_PERIODS).describe("The billing period chosen for the contract"),
  plan_tier: tier,
  plan_name: string(),
  users: int().min(1),
  monthly_protocols: int().min(0),
  storage_gb: int().min(0),
  modules: array(string()).describe("Extra modules, by id"),
  monthly_total_cents: cents("What the monthly plan charges a month"),
  annual_total_cents: cents("What the annual plan charges a year"),
  total_cents: cents("What the chosen period charges: the monthly total, or the annual plan's total"),
  attribution,
});

const plan = object({
  tier,
  name: string().describe("Plan name as shown on the site"),
  period: oneOf(BILLING_PERIODS),
  monthly_price_cents: cents("A month of this period (the annual plan's effective month)"),
  period_total_cents: cents("What one billing period charges"),
});

const account = {
  account_id: uuid().describe("The trial account's id, the same in every event about it"),
  email: contact.email,
};

/** The account's plan and subscription after a change. */
const subscription = object({
  ...account,
  status: oneOf(["trialing", "canceled"]),
  plan,
  trial_ends_at: nullable(instant("End of the free trial")),
});

/** A password's scrypt hash in PHC string format, as the platform verifies it: never the password itself. */
const passwordHash = string().regex(/^\$scrypt\$ln=\d+,r=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);

const trialStarted = object({
  ...account,
  name: contact.name,
  phone: contact.phone,
  phone_e164: contact.phone_e164,
  company: contact.company,
  plan,
  trial_started_at: instant("When the e-mail was confirmed and the trial began"),
  trial_ends_at: instant("End of the free trial"),
  attribution,
  mailing_consent: mailingConsent,
  password_hash: optional(passwordHash).describe(
    "Sent to the platform only, so the first sign-in can be verified without a reset: the password typed at sign-up when the same browser confirmed the e-mail, or else the one chosen on the confirmation page (never a password typed before the address was proven from elsewhere). Scrypt in PHC string format, NFKC-normalised before hashing, 32-byte key. Never the password itself.",
  ),
});

const passwordChanged = object({
  ...account,
  changed_at: instant("When the new password was saved"),
  password_hash: passwordHash.describe(
    "Sent to the platform only: the new password's scrypt hash in PHC string format (NFKC-normalised before hashing, 32-byte key), to replace the one you hold. Never the password itself.",
  ),
});

const onboardingCompleted = object({
  ...account,
  completed_at: instant("When the wizard was finished or skipped"),
  answers: object({
    segment: optional(oneOf(SEGMENT_IDS)),
    team_size: optional(oneOf(valuesOf(TEAM_SIZE_OPTIONS))),
    interests: optional(array(oneOf(valuesOf(INTEREST_OPTIONS)))),
    document_channels: optional(array(oneOf(valuesOf(DOCUMENT_CHANNEL_OPTIONS)))),
  }).describe("The answers given; a skipped question is absent"),
  invitations: array(email()).describe("Colleagues invited from the wizard (each got an invitation e-mail)"),
});

const dataSubjectErased = object({
  email_hmac_sha256: string()
    .regex(/^[0-9a-f]{64}$/)
    .describe(
      "HMAC-SHA256, in lower-case hex, of the e-mail address trimmed and lower-cased, keyed with the bytes of this destination's signing secret (the base64 part of whsec_...): compute it for the addresses you hold to find what to erase. Never the address itself, and no dictionary reverses it without the secret.",
    ),
  erased_at: instant("When the site erased its own records"),
});

const newsletterSubscription = {
  subscription_id: uuid().describe("The subscription's id, the same in both newsletter events"),
  email: contact.email,
};

const newsletterSubscribed = object({
  ...newsletterSubscription,
  requested_at: instant("When the form was sent"),
  confirmed_at: instant("When the address was confirmed from the e-mailed link: the subscription starts now"),
  consent_text: string().describe("The consent text shown beside the form, word for word"),
  consent_version: string().describe("The version of that text"),
});

const newsletterUnsubscribed = object({
  ...newsletterSubscription,
  unsubscribed_at: instant("When the subscriber unsubscribed (the link in the e-mail, or the mail client's unsubscribe button)"),
});

/** The data of each event type. The names are part of the contract with the receivers. */
export const EVENT_DATA_SCHEMAS = {
  "lead.created": leadCreated.describe("A demo request was received (/contato): every field of the form"),
  "booking.created": booking.describe("A demo was booked (/agendamento) and confirmed by the visitor from the e-mailed link; a booking never confirmed is never sent"),
  "booking.rescheduled": booking
    .extend({ previous_slot_start: instant("Where the demo was before") })
    .describe("A booked demo was moved to another time by the visitor"),
  "booking.cancelled": booking.extend({ cancelled_at: instant("When it was cancelled") }).describe("A booked demo was cancelled by the visitor"),
  "booking.attended": booking
    .extend({ outcome_recorded_at: instant("When the host recorded it") })
    .describe("The host recorded, from the e-mail sent after the demo's end, that the visitor came to the demo"),
  "booking.no_show": booking
    .extend({ outcome_recorded_at: instant("When the host recorded it") })
    .describe("The host recorded, from the e-mail sent after the demo's end, that the visitor did not come to the demo"),
  "maturity_report.requested": maturityReportRequested.describe("The maturity assessment's report was asked for by e-mail"),
  "quote.created": quoteCreated.describe("A contract quote was generated by the price calculator"),
  "trial.started": trialStarted.describe("A trial account confirmed its e-mail: the free trial starts now"),
  "account.password_changed": passwordChanged.describe(
    "A trial account set a new password through the e-mailed recovery link (/recuperar-senha): every session on the site ended; sign-ins on the platform must use the new one",
  ),
  "onboarding.completed": onboardingCompleted.describe("A trial account finished (or skipped) the onboarding wizard"),
  "subscription.changed": subscription
    .extend({ previous_plan: object({ tier, period: oneOf(BILLING_PERIODS) }), changed_at: instant("When the plan changed") })
    .describe("The account moved to another plan or billing period"),
  "subscription.cancelled": subscription
    .extend({ reason: nullable(string()).describe("Why, in the customer's words, if they said"), cancelled_at: instant("When it was cancelled") })
    .describe("The account cancelled its subscription"),
  "subscription.reactivated": subscription
    .extend({ reactivated_at: instant("When it was reactivated") })
    .describe("A cancelled subscription was reactivated"),
  "newsletter.subscribed": newsletterSubscribed.describe("A visitor confirmed, from the e-mailed link, the subscription to the blog's newsletter (double opt-in)"),
  "newsletter.unsubscribed": newsletterUnsubscribed.describe("A subscriber of the blog's newsletter unsubscribed: send them no more articles"),
  "data_subject.erased": dataSubjectErased.describe(
    "A visitor erased everything the site held about their e-mail address (LGPD art. 18, /privacidade/meus-dados): erase what you received about it too",
  ),
} as const satisfies Record<string, ZodObject>;

export type EventType = keyof typeof EVENT_DATA_SCHEMAS;
export type EventData<T extends EventType> = Infer<(typeof EVENT_DATA_SCHEMAS)[T]>;
export const EVENT_TYPES = Object.keys(EVENT_DATA_SCHEMAS) as EventType[];

/** The body of a delivery of an event of type `type`. */
export function eventBodySchema<T extends EventType>(type: T) {
  return object({
    type: literal(type),
    timestamp: instant("When the event happened (the same on every retry)"),
    data: EVENT_DATA_SCHEMAS[type] as (typeof EVENT_DATA_SCHEMAS)[T],
  });
}

export interface EventBody<T extends EventType = EventType> {
  type: T;
  timestamp: string;
  data: EventData<T>;
}

export const isEventType = (value: string): value is EventType => Object.hasOwn(EVENT_DATA_SCHEMAS, value);

/** Where events go. `rdstation` receives conversions, not signed webhooks. */
export const DESTINATIONS = ["platform", "crm", "rdstation"] as const;
export type Destination = (typeof DESTINATIONS)[number];

/** Which event types each destination receives unless its *_WEBHOOK_EVENTS narrows the set. */
export const DEFAULT_ROUTES: Record<Destination, readonly EventType[]> = {
  crm: ["lead.created", "booking.created", "booking.rescheduled", "booking.cancelled", "booking.attended", "booking.no_show", "maturity_report.requested", "quote.created", "trial.started", "newsletter.subscribed", "newsletter.unsubscribed", "data_subject.erased"],
  platform: ["trial.started", "account.password_changed", "onboarding.completed", "subscription.changed", "subscription.cancelled", "subscription.reactivated", "data_subject.erased"],
  rdstation: ["lead.created", "booking.created", "booking.attended", "booking.no_show", "maturity_report.requested", "quote.created", "trial.started", "newsletter.subscribed", "newsletter.unsubscribed"],
};

/**
 * Fields only the platform receives; every other destination gets the event without them,
 * and the platform's own copy loses them once delivered, so a replay never sends them again.
 */
export const PLATFORM_ONLY_FIELDS: Partial<Record<EventType, readonly string[]>> = {
  "trial.started": ["password_hash"],
  "account.password_changed": ["password_hash"],
};

/** `body` without the platform-only fields of its type; null when it carries none. */
export function withoutPlatformOnlyFields(body: EventBody): EventBody | null {
  const hidden = PLATFORM_ONLY_FIELDS[body.type] ?? [];
  const data = body.data as Record<string, unknown>;
  if (!hidden.some((field) => Object.hasOwn(data, field))) return null;
  return { ...body, data: Object.fromEntries(Object.entries(data).filter(([field]) => !hidden.includes(field))) } as EventBody;
}
