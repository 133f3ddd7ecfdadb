// Throws bad requests at every route that takes a body: generated garbage, and near-valid
// bodies (a valid one with a control character, a lone surrogate or a line break in one
// field, prototype keys, duplicate keys). Every answer is the route's success (when the body
// is in fact valid) or a 4xx with the JSON error shape, never a 5xx; a text field refuses
// bad characters with 422 and its pt-BR message; nothing is stored from a rejected body.
// The fields are not listed here: each route's schema from contracts/ is walked, so a field
// added to a schema is fuzzed at once (its route's valid body must then carry it).
import { randomUUID } from "node:crypto";
import { count, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import type { ZodType } from "zod";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bookingBodySchema, bookingOutcomeBodySchema, bookingRescheduleBodySchema, bookingTokenBodySchema } from "../contracts/booking.ts";
import { cancelBodySchema, confirmEmailBodySchema, emailRequestBodySchema, inviteBodySchema, onboardingSaveSchema, planChoiceSchema, resetPasswordBodySchema, signupBodySchema, tokenBodySchema } from "../contracts/account.ts";
import { captchaFormAt } from "../contracts/forms.ts";
import { API_ERRORS, type ApiErrorCode } from "../contracts/api-errors.ts";
import { CLICK_ID_PARAMETERS, UTM_PARAMETERS } from "../contracts/attribution.ts";
import * as API_PATHS from "../contracts/api-paths.ts";
import { consentBodySchema } from "../contracts/consent-record.ts";
import { dataRightsEraseBodySchema, dataRightsOpenBodySchema, dataRightsRequestBodySchema } from "../contracts/data-rights.ts";
import { demoRequestBodySchema } from "../contracts/demo-request.ts";
import { QUESTIONS } from "../contracts/maturity-assessment.ts";
import { maturityReportBodySchema } from "../contracts/maturity-report.ts";
import { NEWSLETTER_CONSENT_VERSION } from "../contracts/newsletter-options.ts";
import { newsletterConfirmBodySchema, newsletterOneClickBodySchema, newsletterSubscribeBodySchema, newsletterUnsubscribeBodySchema } from "../contracts/newsletter.ts";
import { pricingRequestSchema } from "../contracts/pricing.ts";
import { quoteRequestSchema } from "../contracts/quote.ts";
import { CONSENT_POLICY_VERSION } from "../contracts/consent.ts";
import { INVALID_CHARACTERS_MESSAGE } from "../contracts/text.ts";
import { codePoints, fieldName, MULTI_LINE_FIELDS, NEVER_ACCEPTED, stringFields, type FieldPath, type StringField } from "../contracts/test/string-fields.ts";
import { instantOf } from "../contracts/zoned-time.ts";
import { buildServer } from "./app.ts";
import { bookings, consentRecords, dataRightsLinks, leads, maturityReportLeads, quotes } from "./db/schema.ts";
import { REGISTRY } from "./privacy/registry.ts";
import { sessionCookie, signUpAndConfirm } from "./test/account-fixtures.ts";
import { bookingLinkToken, confirmLatestHold } from "./test/booking-fixtures.ts";
import { EASY_ALTCHA, solvedAltchaToken, validFields } from "./test/demo-request-fixtures.ts";
import { describeEachEngine, testConfig } from "./test/engines.ts";

const { ACCOUNT_API, BOOKING_API, CONSENT_API_PATH, DATA_RIGHTS_API, MATURITY_REPORT_PATH, NEWSLETTER_API, PRICING_CALCULATE_PATH, QUOTES_PATH } = API_PATHS;

/** Generated garbage, spread over the routes. */
const RANDOM_CASES = 900;
/** The booking clock: Monday 23/11/2026, 10:00 in Brasília; Tuesday's 14:00 and 15:00 are free. */
const NOW = instantOf("2026-11-23", 10 * 60, "America/Sao_Paulo");
const SLOT = instantOf("2026-11-24", 14 * 60, "America/Sao_Paulo").toISOString();
const OTHER_SLOT = instantOf("2026-11-24", 15 * 60, "America/Sao_Paulo").toISOString();

/** Line breaks a text of several lines takes (CRLF as LF); a field on one line refuses them. */
const LINE_BREAKS = ["\n", "\r\n"];
const BAD_CHARACTERS = [...NEVER_ACCEPTED, ...LINE_BREAKS, "\t"];

type Body = Record<string, unknown>;

const bookingBody = (): Body => ({
  name: "Mariana Lopes", email: "mariana@contabilhorizonte.com.br", phone: "+55 (11) 98765-4321", company: "Contábil Horizonte", topic: "protocolos", notes: "Três filiais.", slotStart: SLOT, timeZone: "Europe/Lisbon",
});
/** The hidden honeypot of the public forms, left empty as people leave it. */
const honeypot = { website: "" };
/** Every value a conversion's attribution takes (contracts/attribution-schema.ts), in both touches. */
const touch = (campaign: string) => ({
  ...Object.fromEntries([...UTM_PARAMETERS, ...CLICK_ID_PARAMETERS].map((name) => [name, `${name}-valor`])),
  utm_campaign: campaign,
  landing_path: "/calculadora",
  referrer: "https://www.exemplo.com.br/blog",
  at: "2026-10-01T12:00:00.000Z",
});
const FULL_ATTRIBUTION = { last: touch("inverno-2026"), first: touch("webinar-outubro") };

interface Route {
  method: "POST" | "PUT";
  url: string;
  /** The route's body schema: its string fields are the ones fuzzed. */
  schema: ZodType;
  /** A valid body, holding every string field of the schema. */
  body: () => Body;
  captcha?: boolean;
  session?: boolean;
  /** Fields a guard checks before the schema, and the code it refuses a bad one with. */
  refusedAs?: Record<string, ApiErrorCode>;
  /** The table a success adds one row to. */
  table?: PgTable;
  /** Share of the generated garbage (routes that hash a password for a valid body get less). */
  weight?: number;
}

/** POST routes without a body: nothing to fuzz but garbage. */
const WITHOUT_BODY = new Set<string>([ACCOUNT_API.logout, ACCOUNT_API.onboardingComplete, ACCOUNT_API.subscriptionReactivate]);

function routes(manageToken: string): Route[] {
  const email = { email: "rafaela@construtoraprumo.com.br" };
  const accountToken = { token: "A".repeat(43) };
  const manageLink = { refusedAs: { token: "INVALID_LINK" } } as const;
  const withHoneypot = { refusedAs: { website: "REJECTED" } } as const;
  return [
    { method: "POST", url: API_PATHS.DEMO_REQUEST_PATH, schema: demoRequestBodySchema, body: () => ({ ...validFields(), ...honeypot }), captcha: true, ...withHoneypot, table: leads },
    { method: "POST", url: BOOKING_API.book, schema: bookingBodySchema, body: () => ({ ...bookingBody(), ...honeypot }), captcha: true, ...withHoneypot, table: bookings },
    // Already confirmed: the confirmation answers 404 to its token.
    { method: "POST", url: BOOKING_API.confirm, schema: bookingTokenBodySchema, body: () => ({ token: manageToken }), ...manageLink },
    { method: "POST", url: BOOKING_API.manage, schema: bookingTokenBodySchema, body: () => ({ token: manageToken }), ...manageLink },
    { method: "POST", url: BOOKING_API.reschedule, schema: bookingRescheduleBodySchema, body: () => ({ token: manageToken, slotStart: OTHER_SLOT }), ...manageLink },
    { method: "POST", url: BOOKING_API.cancel, schema: bookingTokenBodySchema, body: () => ({ token: manageToken }), ...manageLink },
    // A manage token is no outcome token: the outcome call answers 404 to it.
    { method: "POST", url: BOOKING_API.outcome, schema: bookingOutcomeBodySchema, body: () => ({ token: manageToken, outcome: "no_show" }), ...manageLink },
    {
      method: "POST",
      url: ACCOUNT_API.signup,
      schema: signupBodySchema,
      body: () => ({ name: "Rafaela Prado", ...email, company: "Construtora Prumo", phone: "+55 (31) 99876-5432", password: "obra-segura-2026", acceptTerms: true, plan: { tier: "ouro", period: "anual" }, ...honeypot }),
      captcha: true,
      ...withHoneypot,
      weight: 0.5,
    },
    { method: "POST", url: ACCOUNT_API.resendConfirmation, schema: emailRequestBodySchema, body: () => ({ ...email, ...honeypot }), captcha: true, ...withHoneypot },
    { method: "POST", url: ACCOUNT_API.confirmEmail, schema: confirmEmailBodySchema, body: () => ({ ...accountToken, password: "jacaranda-em-flor-2026" }), weight: 0.1 },
    { method: "POST", url: ACCOUNT_API.passwordReset, schema: emailRequestBodySchema, body: () => ({ ...email, ...honeypot }), captcha: true, ...withHoneypot },
    { method: "POST", url: ACCOUNT_API.passwordResetConfirm, schema: resetPasswordBodySchema, body: () => ({ ...accountToken, password: "jacaranda-em-flor-2026" }), weight: 0.1 },
    { method: "POST", url: ACCOUNT_API.magicLink, schema: emailRequestBodySchema, body: () => ({ ...email, ...honeypot }), captcha: true, ...withHoneypot },
    { method: "POST", url: ACCOUNT_API.magicLinkConsume, schema: tokenBodySchema, body: () => ({ ...accountToken }) },
    {
      method: "POST",
      url: CONSENT_API_PATH,
      schema: consentBodySchema,
      body: () => ({ id: randomUUID(), necessary: true, analytics: true, marketing: false, version: CONSENT_POLICY_VERSION, timestamp: new Date().toISOString() }),
      table: consentRecords,
    },
    { method: "POST", url: PRICING_CALCULATE_PATH, schema: pricingRequestSchema, body: () => ({ pricing: { users: 5, monthly_protocols: 150, storage_gb: 4, modules: ["relatorios-avancados"] } }) },
    {
      method: "POST",
      url: QUOTES_PATH,
      schema: quoteRequestSchema,
      body: () => ({ pricing: { users: 5, monthly_protocols: 150, storage_gb: 4, modules: ["relatorios-avancados"] }, period: "mensal", company: "Construtora Horizonte Ltda.", cnpj: "11.222.333/0001-81", responsible: "Mariana Albuquerque", email: "mariana@horizonte.com.br", ...honeypot }),
      captcha: true,
      ...withHoneypot,
      table: quotes,
    },
    {
      method: "POST",
      url: MATURITY_REPORT_PATH,
      schema: maturityReportBodySchema,
      body: () => ({ name: "Renata Albuquerque", company: "Albuquerque Contabilidade", email: "renata@albuquerquecontabil.com.br", consent: true, answers: QUESTIONS.map(() => 2).join(""), ...honeypot }),
      captcha: true,
      ...withHoneypot,
      table: maturityReportLeads,
    },
    { method: "POST", url: DATA_RIGHTS_API.request, schema: dataRightsRequestBodySchema, body: () => ({ ...email, ...honeypot }), captcha: true, ...withHoneypot, table: dataRightsLinks },
    { method: "POST", url: DATA_RIGHTS_API.open, schema: dataRightsOpenBodySchema, body: () => ({ token: "A".repeat(43), consentId: randomUUID() }), refusedAs: { token: "TOKEN_INVALID" } },
    { method: "POST", url: DATA_RIGHTS_API.erase, schema: dataRightsEraseBodySchema, body: () => ({ access: "A".repeat(43), confirm: true }), refusedAs: { access: "ACCESS_EXPIRED" } },
    // Subscribing an address again updates its one row: no row count to check.
    { method: "POST", url: NEWSLETTER_API.subscribe, schema: newsletterSubscribeBodySchema, body: () => ({ ...email, consent: true, consentVersion: NEWSLETTER_CONSENT_VERSION, ...honeypot }), captcha: true, ...withHoneypot },
    { method: "POST", url: NEWSLETTER_API.confirm, schema: newsletterConfirmBodySchema, body: () => ({ ...accountToken }), refusedAs: { token: "TOKEN_INVALID" } },
    { method: "POST", url: NEWSLETTER_API.unsubscribe, schema: newsletterUnsubscribeBodySchema, body: () => ({ ...accountToken }), refusedAs: { token: "TOKEN_INVALID" } },
    // A mail client's form; sent here as JSON without the URL's token, so even the valid body is refused (4xx).
    { method: "POST", url: NEWSLETTER_API.oneClick, schema: newsletterOneClickBodySchema, body: () => ({ "List-Unsubscribe": "One-Click" }) },
    {
      method: "PUT",
      url: ACCOUNT_API.onboarding,
      schema: onboardingSaveSchema,
      body: () => ({ step: "segmento", answers: { segment: "construtoras", teamSize: "6-20", interests: ["protocolos"], documentChannels: ["papel"] } }),
      session: true,
    },
    { method: "POST", url: ACCOUNT_API.onboardingInvites, schema: inviteBodySchema, body: () => ({ emails: ["joao@construtoraprumo.com.br"] }), session: true },
    { method: "POST", url: ACCOUNT_API.subscriptionChange, schema: planChoiceSchema, body: () => ({ tier: "diamante", period: "mensal" }), session: true },
    { method: "POST", url: ACCOUNT_API.subscriptionCancel, schema: cancelBodySchema, body: () => ({ reason: "Vamos retomar no próximo semestre." }), session: true },
  ];
}

/** Every path of contracts/api-paths.ts under /api/. */
const apiPaths = (value: unknown): string[] =>
  typeof value === "string" ? (value.startsWith("/api/") ? [value] : []) : value && typeof value === "object" ? Object.values(value).flatMap(apiPaths) : [];

/** An ALTCHA token with this challenge signature. */
const forgedCaptcha = (signature: string) => Buffer.from(JSON.stringify({ challenge: { parameters: {}, signature }, solution: {} })).toString("base64");

/** Small deterministic PRNG (mulberry32), so a failure can be replayed from its seed. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Generated payloads for `route`: raw garbage, or its valid body with a few fields replaced or dropped. */
function generator(seed: number) {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const strings = ["", " ", "a", "ç".repeat(300), "<script>alert(1)</script>", "'; DROP TABLE leads; --", "\u0000", "a\u0000b", "\ud83d", "\r\nBcc: x@y.z", "😀".repeat(50), "x".repeat(5000), "1-10", "+55 (11) 98765-4321", "null", "__proto__"];
  const value = (depth = 0): unknown => {
    switch (Math.floor(random() * (depth > 2 ? 6 : 9))) {
      case 0: return pick(strings);
      case 1: return Math.floor(random() * 2 ** 40) * (random() < 0.5 ? -1 : 1);
      case 2: return random() * 1e308;
      case 3: return random() < 0.5;
      case 4: return null;
      case 5: return pick(strings) + String(random());
      case 6: return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
      case 7: return Object.fromEntries(Array.from({ length: Math.floor(random() * 4) }, () => [pick(strings), value(depth + 1)]));
      default: return { __proto__: { polluted: true }, constructor: { prototype: { x: 1 } } };
    }
  };
  const captchaTokens = ["", "x", "aGVsbG8=", forgedCaptcha("x"), forgedCaptcha("é".repeat(64))];
  return (route: Route) => {
    const kind = random();
    if (kind < 0.1) return { payload: String(value()), contentType: pick(["application/json", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json; charset=latin1"]) };
    if (kind < 0.2) return { payload: JSON.stringify(value()), contentType: "application/json" };
    const body: Body = { ...route.body(), ...(route.captcha ? { captchaToken: pick(captchaTokens) } : {}) };
    const fields = Object.keys(body);
    for (let i = 0, n = 1 + Math.floor(random() * 4); i < n; i++) {
      const field = pick(fields);
      if (random() < 0.2) delete body[field];
      else body[field] = value();
    }
    if (random() < 0.1) body.website = pick(strings);
    // A conversion form's mailing opt-in (contracts/form-guards.ts), of any type.
    if (random() < 0.1) body.mailingConsent = random() < 0.3 ? random() < 0.5 : value();
    return { payload: JSON.stringify(body), contentType: "application/json" };
  };
}

const get = (body: Body, path: FieldPath): unknown => path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], body);
function set(body: Body, path: FieldPath, value: unknown) {
  const parent = get(body, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path.at(-1)!] = value;
}
/** `bad` inside a value: after its first character, so trimming cannot take it away. */
const inside = (value: string, bad: string) => `${value.slice(0, 1)}${bad}${value.slice(1)}`;

/** Whether `bad` inside `field` must be refused: always, but tab, and line feeds in a text of several lines. */
function refused(field: StringField, bad: string) {
  if (bad === "\t") return false;
  return !(LINE_BREAKS.includes(bad) && field.kind === "text" && MULTI_LINE_FIELDS.has(fieldName(field.path)));
}

/** The strings of a row that hold what no stored text may hold (tab and LF aside). */
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const STORED_BAD = /[\0-\x08\x0b-\x1f\x7f-\x9f\ufffd]|\p{Cs}/u;
const badStrings = (value: unknown): string[] => {
  if (typeof value === "string") return STORED_BAD.test(value) ? [value] : [];
  if (value && typeof value === "object") return Object.values(value).flatMap(badStrings);
  return [];
};

describeEachEngine("API fuzzing", (engine) => {
  let app: FastifyInstance;
  let cookie: string;
  let all: Route[];
  const accepted = new Map<Route, number>();

  beforeAll(async () => {
    const config = testConfig(engine, {
      ...EASY_ALTCHA,
      DEMO_RATE_LIMIT: "100000",
      BOOKING_RATE_LIMIT: "100000",
      BOOKING_CAPACITY: "50",
      ACCOUNT_RATE_LIMIT: "100000",
      ACCOUNT_EMAIL_RATE_LIMIT: "100000",
      ACCOUNT_MIN_RESPONSE_MS: "0",
    });
    config.now = () => NOW;
    app = await buildServer(config);
    // A confirmed booking whose e-mailed link the manage routes get, and a signed-in trial account.
    const booked = await app.inject({ method: "POST", url: BOOKING_API.book, payload: { ...bookingBody(), captchaToken: await solvedAltchaToken(app, "booking") } });
    if (booked.statusCode !== 201) throw new Error(`booking failed: ${booked.body}`);
    const confirmed = await confirmLatestHold(app);
    if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.body}`);
    const manageToken = await bookingLinkToken(app, "booking.booked.visitor");
    cookie = sessionCookie(await signUpAndConfirm(app, { email: "dona.da.conta@construtoraprumo.com.br" }));
    all = routes(manageToken);
  }, 90_000);
  afterAll(() => app.close());

  /** Sends `payload` to `route` as a browser on the site would (no Origin header: same-origin tools). */
  async function send(route: Route, payload: string, contentType = "application/json") {
    const headers: Record<string, string> = { "content-type": contentType };
    if (route.session) headers.cookie = cookie;
    const res = await app.inject({ method: route.method, url: route.url, payload, headers });
    if (res.statusCode < 300) accepted.set(route, (accepted.get(route) ?? 0) + 1);
    return res;
  }

  /** What is wrong with an answer: a 5xx, or a 4xx without the JSON error shape. */
  function wrongAnswer(res: Awaited<ReturnType<typeof send>>): string | null {
    if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
    if (res.statusCode < 400) return null;
    let body: { error?: unknown; code?: unknown } = {};
    try {
      body = res.json();
    } catch {
      // Not JSON: reported below.
    }
    return typeof body.error === "string" && typeof body.code === "string" ? null : `${res.statusCode} without {error, code}: ${res.body.slice(0, 200)}`;
  }

  /** What is wrong with the refusal of a body whose `field` holds a character it must refuse, or null. */
  function wrongRefusal(route: Route, field: StringField, res: Awaited<ReturnType<typeof send>>): string | null {
    const name = fieldName(field.path);
    const code = route.refusedAs?.[name];
    const body = res.json() as { code?: string; fields?: Record<string, string> };
    const got = `${res.statusCode} ${res.body.slice(0, 200)}`;
    if (code) return res.statusCode === API_ERRORS[code].status && body.code === code ? null : `expected ${code}, got ${got}`;
    if (res.statusCode !== 422) return `expected 422, got ${got}`;
    if (field.kind === "choice") return typeof body.fields?.[name] === "string" ? null : `expected a message on ${name}, got ${got}`;
    return body.fields?.[name] === INVALID_CHARACTERS_MESSAGE ? null : `expected the invalid-characters message on ${name}, got ${got}`;
  }

  /** A valid body of `route`, with a freshly solved captcha where it asks for one, and a full attribution where it takes one. */
  const validBody = async (route: Route): Promise<Body> => ({
    ...route.body(),
    ...(stringFields(route.schema).some((f) => f.kind === "cleaned") ? { attribution: structuredClone(FULL_ATTRIBUTION) } : {}),
    ...(route.captcha ? { captchaToken: await solvedAltchaToken(app, captchaFormAt(route.url)) } : {}),
  });

  it("fuzzes every route of the API that takes a body (a new route must join the table above)", () => {
    const fuzzed = new Set(all.map((route) => `${route.method} ${route.url}`));
    const missing = [...new Set(apiPaths(API_PATHS))].flatMap((url) =>
      (["POST", "PUT"] as const).filter((method) => app.hasRoute({ method, url }) && !fuzzed.has(`${method} ${url}`) && !WITHOUT_BODY.has(url)).map((method) => `${method} ${url}`),
    );
    expect(missing).toEqual([]);
  });

  it("security review: every string field of every route's schema refuses a control character, a lone CR, C1, U+2028 or a lone surrogate with 422 naming it", async () => {
    const failures: string[] = [];
    for (const route of all) {
      const fields = stringFields(route.schema);
      // A campaign attribution value is cleaned, never refused: one body per character, with it
      // in every such value, is never refused as invalid (the route's own limits may still
      // answer a repeated submission), and the first is accepted; what is stored is checked below.
      const cleaned = fields.filter((f) => f.kind === "cleaned");
      for (const [i, bad] of (cleaned.length > 0 ? BAD_CHARACTERS : []).entries()) {
        const body = await validBody(route);
        for (const field of cleaned) set(body, field.path, inside(String(get(body, field.path)), bad));
        const res = await send(route, JSON.stringify(body));
        const code = res.statusCode < 300 ? null : (res.json() as { code?: string }).code;
        const invalid = res.statusCode === 400 || code === "VALIDATION_ERROR" || (i === 0 && res.statusCode >= 300);
        const wrong = wrongAnswer(res) ?? (invalid ? `expected it accepted, got ${res.statusCode} ${res.body.slice(0, 200)}` : null);
        if (wrong) failures.push(`${route.method} ${route.url} attribution ${codePoints(bad)}: ${wrong}`);
      }
      for (const field of fields.filter((f) => f.kind !== "cleaned")) {
        const valid = get(await validBody(route), field.path);
        if (typeof valid !== "string") {
          failures.push(`${route.method} ${route.url} ${field.path.join(".")}: the valid body has no text here, so the field goes unfuzzed`);
          continue;
        }
        for (const bad of BAD_CHARACTERS) {
          const body = await validBody(route);
          set(body, field.path, inside(valid, bad));
          const res = await send(route, JSON.stringify(body));
          const where = `${route.method} ${route.url} ${field.path.join(".")} ${codePoints(bad)}`;
          const wrong = wrongAnswer(res) ?? (refused(field, bad) ? wrongRefusal(route, field, res) : null);
          if (wrong) failures.push(`${where}: ${wrong}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it("reads duplicate keys as JSON.parse does (the last one counts) and refuses prototype keys without harm", async () => {
    const failures: string[] = [];
    for (const route of all) {
      // The route's valid body as JSON text, without its braces (and without a captcha).
      const inner = JSON.stringify(route.body()).slice(1, -1);
      const cases: { payload: string; field?: StringField }[] = [
        { payload: `{"__proto__":{"polluted":true},${inner}}` },
        { payload: `{"constructor":{"prototype":{"polluted":true}},${inner}}` },
        { payload: `{${inner},"prototype":{"polluted":true},"__proto__":null}` },
      ];
      for (const field of stringFields(route.schema).filter((f) => f.path.length === 1 && Object.hasOwn(route.body(), f.path[0]!))) {
        const name = JSON.stringify(field.path[0]);
        const valid = JSON.stringify(get(route.body(), field.path));
        cases.push({ payload: `{${inner},${name}:"a\\u0000b"}`, field }, { payload: `{${name}:"a\\u0000b",${inner},${name}:${valid}}` });
      }
      for (const { payload, field } of cases) {
        // Re-serialising would drop the duplicates: the fresh captcha goes in by hand.
        const raw = route.captcha ? payload.replace(/\}$/, `,"captchaToken":${JSON.stringify(await solvedAltchaToken(app, captchaFormAt(route.url)))}}`) : payload;
        const res = await send(route, raw);
        const wrong = wrongAnswer(res);
        if (wrong) failures.push(`${route.url} <- ${payload.slice(0, 120)}: ${wrong}`);
        else if (field && wrongRefusal(route, field, res)) failures.push(`${route.url} <- ${payload.slice(0, 120)}: ${wrongRefusal(route, field, res)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);

  it(`answers ${RANDOM_CASES} generated bad requests with 4xx JSON errors (or the route's success), never 5xx`, async () => {
    const seed = 20261122;
    const next = generator(seed);
    const weighted = all.flatMap((route) => Array.from({ length: Math.round((route.weight ?? 1) * 10) }, () => route));
    const failures: string[] = [];
    for (let i = 0; i < RANDOM_CASES; i++) {
      const route = weighted[i % weighted.length]!;
      const { payload, contentType } = next(route);
      const wrong = wrongAnswer(await send(route, payload, contentType));
      if (wrong && failures.length < 5) failures.push(`#${i} (seed ${seed}) ${route.method} ${route.url}: ${wrong} <- ${payload.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("stores one row per accepted body, and no text with a control character or a lone surrogate", async () => {
    for (const route of all.filter((r) => r.table)) {
      const [{ n }] = (await app.database.db.select({ n: count() }).from(route.table!)) as [{ n: number }];
      // The bookings table also holds the booking made for the manage routes.
      const expected = (accepted.get(route) ?? 0) + (route.url === BOOKING_API.book ? 1 : 0);
      expect(Number(n), route.url).toBe(expected);
    }
    // Every table of personal data (server/privacy/registry.ts) but the mail the server composes,
    // whose calendar attachments end their lines with CRLF as iCalendar requires.
    const tables = REGISTRY.filter((entry) => entry.kind !== "mailContents").map((entry) => getTableName(entry.table));
    for (const table of tables) {
      const { rows } = (await app.database.db.execute(sql`select row_to_json(t) as row from ${sql.identifier(table)} t`)) as unknown as { rows: { row: unknown }[] };
      expect(rows.flatMap((r) => badStrings(r.row)), table).toEqual([]);
    }
  });
});
