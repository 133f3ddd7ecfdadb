// The real routes that emit outbound events, driven as a visitor and a trial customer would:
// every event type at least once (contracts/events.ts).
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { QUESTIONS } from "../../contracts/maturity-assessment.ts";
import { ACCOUNT_API, BOOKING_API, BOOKING_TOKEN_PARAM, MATURITY_REPORT_PATH, NEWSLETTER_API, QUOTES_PATH } from "../../contracts/api-paths.ts";
import { NEWSLETTER_CONSENT_VERSION } from "../../contracts/newsletter-options.ts";
import { instantOf } from "../../contracts/zoned-time.ts";
import { bookingFollowups, outbox } from "../db/schema.ts";
import { lastMail, ORIGIN, sessionCookie, signUpAndConfirm } from "./account-fixtures.ts";
import { solvedAltchaToken, validFields } from "./demo-request-fixtures.ts";
import { bookingLinkToken, confirmLatestHold } from "./booking-fixtures.ts";

/** The booking clock the journeys need (config.now): Monday 23/11/2026, 10:00 in Brasília. */
export const BOOKING_NOW = instantOf("2026-11-23", 10 * 60, "America/Sao_Paulo");
const brasilia = (date: string, hour: number) => instantOf(date, hour * 60, "America/Sao_Paulo").toISOString();

/** Limits out of the way, easy captchas (merge into a test server's environment). */
export const JOURNEY_ENV = {
  ALTCHA_MAX_NUMBER: "50",
  BOOKING_RATE_LIMIT: "1000",
  DEMO_RATE_LIMIT: "1000",
  ACCOUNT_RATE_LIMIT: "1000",
  ACCOUNT_EMAIL_RATE_LIMIT: "1000",
  ACCOUNT_MIN_RESPONSE_MS: "0",
};

export const TRIAL_PASSWORD = "obra-segura-2026";

export async function postLead(app: FastifyInstance, email = "mariana@contabilhorizonte.com.br") {
  const res = await app.inject({ method: "POST", url: "/api/demo-request", payload: { ...validFields({ email }), captchaToken: await solvedAltchaToken(app, "demo-request") } });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

export async function bookRescheduleCancel(app: FastifyInstance) {
  const booked = await app.inject({
    method: "POST",
    url: BOOKING_API.book,
    payload: {
      name: "Mariana Lopes",
      email: "mariana@contabilhorizonte.com.br",
      phone: "+55 (11) 98765-4321",
      company: "Contábil Horizonte",
      topic: "protocolos",
      notes: "Três filiais.",
      slotStart: brasilia("2026-11-24", 14),
      timeZone: "America/Sao_Paulo",
      captchaToken: await solvedAltchaToken(app, "booking"),
    },
  });
  expect(booked.statusCode).toBe(201);
  expect((await confirmLatestHold(app)).statusCode).toBe(200);
  const moved = await app.inject({ method: "POST", url: BOOKING_API.reschedule, payload: { token: await bookingLinkToken(app, "booking.booked.visitor"), slotStart: brasilia("2026-11-25", 10) } });
  expect(moved.statusCode).toBe(200);
  const cancelled = await app.inject({ method: "POST", url: BOOKING_API.cancel, payload: { token: await bookingLinkToken(app, "booking.rescheduled.visitor") } });
  expect(cancelled.statusCode).toBe(200);
}

/**
 * Two demos booked and confirmed, then, after their end, their host's answers from the outcome
 * e-mail's links: booking.attended and booking.no_show. `setClock` moves the server's bookings
 * clock (config.now); it is back at BOOKING_NOW afterwards.
 */
export async function attendAndMissDemos(app: FastifyInstance, setClock: (at: Date) => void) {
  const people = [
    { email: "presente@exemplo.com.br", phone: "+55 (11) 98765-1111", slotStart: brasilia("2026-11-24", 15) },
    { email: "ausente@exemplo.com.br", phone: "+55 (11) 98765-2222", slotStart: brasilia("2026-11-24", 16) },
  ];
  for (const person of people) {
    const payload = { name: "Mariana Lopes", company: "Contábil Horizonte", topic: "protocolos", ...person, captchaToken: await solvedAltchaToken(app, "booking") };
    expect((await app.inject({ method: "POST", url: BOOKING_API.book, payload })).statusCode).toBe(201);
    expect((await confirmLatestHold(app)).statusCode).toBe(200);
  }
  // The host's outcome request is planned at confirmation, with the links it will carry.
  const planned = await app.database.db.select({ message: bookingFollowups.message }).from(bookingFollowups).where(eq(bookingFollowups.purpose, "outcome")).orderBy(bookingFollowups.dueAt);
  expect(planned).toHaveLength(people.length);
  setClock(new Date(brasilia("2026-11-24", 17)));
  for (const [i, outcome] of (["attended", "no_show"] as const).entries()) {
    const token = decodeURIComponent(new RegExp(`${BOOKING_TOKEN_PARAM}=([^&\\s]+)`).exec(planned[i]!.message.text)![1]!);
    const answered = await app.inject({ method: "POST", url: BOOKING_API.outcome, payload: { token, outcome } });
    expect(answered.statusCode, answered.body).toBe(200);
  }
  setClock(BOOKING_NOW);
}

export async function requestMaturityReport(app: FastifyInstance, email = "renata@albuquerquecontabil.com.br", extra: object = {}) {
  const res = await app.inject({
    method: "POST",
    url: MATURITY_REPORT_PATH,
    payload: {
      name: "Renata Albuquerque",
      company: "Albuquerque & Filhos Contabilidade",
      email,
      consent: true,
      answers: QUESTIONS.map((_, i) => String(i % 4)).join(""),
      ...extra,
      captchaToken: await solvedAltchaToken(app, "maturity-report"),
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

/** Subscribes to the blog's newsletter, confirms from the e-mailed link, then leaves it. */
export async function subscribeAndLeaveNewsletter(app: FastifyInstance, email = "helena@escritorioprado.com.br") {
  const post = (url: string, payload: object) => app.inject({ method: "POST", url, payload });
  expect((await post(NEWSLETTER_API.subscribe, { email, consent: true, consentVersion: NEWSLETTER_CONSENT_VERSION, captchaToken: await solvedAltchaToken(app, "newsletter") })).statusCode).toBe(202);
  const [mail] = await app.database.db.select().from(outbox).where(eq(outbox.kind, "newsletter.confirm")).orderBy(desc(outbox.id)).limit(1);
  const token = decodeURIComponent(/confirmar\?token=([^\s&]+)/.exec(mail!.text)![1]!);
  const confirmed = await post(NEWSLETTER_API.confirm, { token });
  expect(confirmed.statusCode).toBe(200);
  expect((await post(NEWSLETTER_API.unsubscribe, { token: confirmed.json().unsubscribeToken })).statusCode).toBe(200);
}

export async function createQuote(app: FastifyInstance) {
  const res = await app.inject({
    method: "POST",
    url: QUOTES_PATH,
    payload: {
      pricing: { users: 5, monthly_protocols: 150, storage_gb: 4, modules: [] },
      period: "anual",
      company: "Construtora Horizonte Ltda.",
      cnpj: "11.222.333/0001-81",
      responsible: "Mariana Albuquerque",
      email: "mariana@horizonte.com.br",
      captchaToken: await solvedAltchaToken(app, "quote"),
    },
  });
  expect(res.statusCode).toBe(201);
  return String(res.headers["x-quote-id"]);
}

/** Sign-up and e-mail confirmation from the same browser (trial.started); the session cookie. */
export async function startTrial(app: FastifyInstance, email = "rafaela@construtoraprumo.com.br") {
  const confirmed = await signUpAndConfirm(app, { email, password: TRIAL_PASSWORD });
  expect(confirmed.statusCode).toBe(200);
  return sessionCookie(confirmed);
}

/** Onboarding with an invitation, then plan change, cancel and reactivate. */
export async function customerJourney(app: FastifyInstance, cookie: string) {
  const call = async (method: "POST" | "PUT", url: string, payload: object) => {
    const res = await app.inject({ method, url, payload, headers: { origin: ORIGIN, cookie } });
    expect(res.statusCode, res.body).toBe(200);
  };
  await call("PUT", "/api/onboarding", { step: "segmento", answers: { segment: "construtoras" } });
  await call("PUT", "/api/onboarding", { step: "equipe", answers: { teamSize: "21-50" } });
  await call("POST", "/api/onboarding/invites", { emails: ["joao@construtoraprumo.com.br"] });
  await call("POST", "/api/onboarding/complete", {});
  await call("POST", "/api/onboarding/complete", {}); // a second completion emits nothing
  await call("POST", "/api/subscription/change", { tier: "ouro", period: "anual" });
  await call("POST", "/api/subscription/cancel", { reason: "Vamos reavaliar no próximo ano." });
  await call("POST", "/api/subscription/reactivate", {});
}

/** A new password through /recuperar-senha's e-mailed link (account.password_changed). */
export async function resetPassword(app: FastifyInstance, email: string, password: string) {
  const post = (url: string, payload: object) => app.inject({ method: "POST", url, payload, headers: { origin: ORIGIN } });
  expect((await post(ACCOUNT_API.passwordReset, { email, captchaToken: await solvedAltchaToken(app, "password-reset") })).statusCode).toBe(202);
  const { token } = await lastMail(app, "account.password-reset");
  const reset = await post(ACCOUNT_API.passwordResetConfirm, { token, password });
  expect(reset.statusCode, reset.body).toBe(200);
}
