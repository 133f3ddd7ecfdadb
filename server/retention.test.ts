// The retention periods the privacy policy states are enforced: housekeeping deletes what
// is older and keeps what is not, on both database engines; mail holding a working token
// link loses its contents within hours of delivery.
import { randomUUID } from "node:crypto";
import { existsSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { asc, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { PgTable } from "drizzle-orm/pg-core";
import { accounts, accountTokens, bookings, bookingSeats, consentRecords, idempotencyKeys, leads, maturityReportLeads, outbox, quotes, sessions, usedCaptchas } from "./db/schema.ts";
import { RETENTION_HOURS } from "../contracts/retention.ts";
import { invitationEmail, magicLinkEmail } from "./accounts/emails.ts";
import { enqueueMail } from "./mail/outbox.ts";
import { enforceRetention } from "./retention.ts";
import { describeEachEngine, testServer } from "./test/engines.ts";

const NOW = new Date("2026-11-22T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const OLD = { leads: daysAgo(2 * 366), maturity: daysAgo(370), quotes: daysAgo(5 * 366), consent: daysAgo(5 * 366), trialEnd: daysAgo(190) };
const RECENT = { leads: daysAgo(700), maturity: daysAgo(350), quotes: daysAgo(1800), consent: daysAgo(1800), trialEnd: daysAgo(170) };

const lead = (createdAt: Date) => ({
  createdAt,
  name: "Ana Lima",
  email: "ana@exemplo.com.br",
  phone: "+55 (11) 98765-4321",
  phoneE164: "+5511987654321",
  company: "Exemplo",
  solution: "protocolos",
  details: "Detalhes",
  protocolUsers: "1-10",
  volume: "1-50",
  preferredDay: "qqdia",
  preferredTime: "8h-10h",
  ipHash: "h",
});

const booking = (slotStart: Date) => ({
  id: randomUUID(),
  slotStart,
  name: "Ana Lima",
  email: "ana@exemplo.com.br",
  phone: "+55 (11) 98765-4321",
  phoneE164: "+5511987654321",
  company: "Exemplo",
  topic: "protocolos",
  ipHash: "h",
});

const maturity = (createdAt: Date) => ({
  createdAt,
  name: "Ana Lima",
  company: "Exemplo",
  email: "ana@exemplo.com.br",
  consentedAt: createdAt,
  answers: "0".repeat(18),
  score: 0,
  level: "inicial",
  dimensionScores: {},
  ipHash: "h",
});

const quote = (createdAt: Date) => ({
  id: randomUUID(),
  createdAt,
  validUntil: createdAt,
  company: "Exemplo",
  cnpj: "20731465000120",
  responsible: "Ana Lima",
  email: "ana@exemplo.com.br",
  period: "mensal",
  planTier: "ouro",
  users: 5,
  monthlyProtocols: 150,
  storageGb: 4,
  modules: [],
  monthlyTotalCents: 0,
  annualTotalCents: 0,
  totalCents: 0,
  quote: {} as never,
  ipHash: "h",
});

const consent = (receivedAt: Date) => ({
  consentId: randomUUID(),
  necessary: true,
  analytics: false,
  marketing: false,
  policyVersion: "1",
  chosenAt: receivedAt,
  receivedAt,
  ipHash: "h",
});

const account = (trialEndsAt: Date) => {
  const id = randomUUID();
  return {
    id,
    name: "Ana Lima",
    email: `${id}@exemplo.com.br`,
    emailNormalized: `${id}@exemplo.com.br`,
    company: "Exemplo",
    phone: "+55 (11) 98765-4321",
    phoneE164: "+5511987654321",
    passwordHash: "scrypt$x",
    termsAcceptedAt: trialEndsAt,
    status: "trialing",
    planTier: "ouro",
    billingPeriod: "anual",
    trialEndsAt,
    ipHash: "h",
  };
};

/** An e-mail with a live token, a reply-to and an attachment. */
const resetMail = (to: string) => ({
  kind: "account.password-reset",
  to,
  about: [to],
  replyTo: "comercial@tramita.com.br",
  subject: "Crie uma nova senha",
  text: "Criar nova senha: https://tramita.com.br/redefinir-senha?token=segredo",
  html: "<p>token=segredo</p>",
  attachments: [{ filename: "convite.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR" }],
});

const magicLink = (token: string) => `https://tramita.com.br/assinatura?token=${token}`;
/** `ms` from now, when what is delivered now was delivered `ms` ago. */
const afterDelivery = (ms: number) => new Date(Date.now() + ms);

describeEachEngine("retention", (engine) => {
  let app: FastifyInstance;
  let mailDir: string;
  beforeAll(async () => {
    const started = await testServer(engine);
    app = started.app;
    mailDir = join(started.config.dataDir, "mail");
  });
  afterAll(() => app.close());

  it("deletes personal data past its period, keeps the rest, and takes an expired account's tokens and sessions with it", async () => {
    const db = app.database.db;
    await db.insert(leads).values([lead(OLD.leads), lead(RECENT.leads)]);
    const [oldBooking, recentBooking] = [booking(OLD.leads), booking(RECENT.leads)];
    await db.insert(bookings).values([oldBooking, recentBooking]);
    await db.insert(bookingSeats).values([
      { slotStart: oldBooking.slotStart, seat: 1, bookingId: oldBooking.id },
      { slotStart: recentBooking.slotStart, seat: 1, bookingId: recentBooking.id },
    ]);
    await db.insert(maturityReportLeads).values([maturity(OLD.maturity), maturity(RECENT.maturity)]);
    await db.insert(quotes).values([quote(OLD.quotes), quote(RECENT.quotes)]);
    await db.insert(consentRecords).values([consent(OLD.consent), consent(RECENT.consent)]);
    const [expired, current] = [account(OLD.trialEnd), account(RECENT.trialEnd)];
    await db.insert(accounts).values([expired, current]);
    for (const owner of [expired, current]) {
      await db.insert(accountTokens).values({ tokenHash: randomUUID(), accountId: owner.id, purpose: "reset", expiresAt: NOW });
      await db.insert(sessions).values({ idHash: randomUUID(), accountId: owner.id, expiresAt: NOW });
    }

    await enforceRetention(db, { mailDir, now: NOW });

    const rows = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
    for (const table of [leads, bookings, bookingSeats, maturityReportLeads, quotes, consentRecords, accounts, accountTokens, sessions]) {
      expect(await rows(table)).toBe(1);
    }
    const [kept] = await db.select({ id: accounts.id }).from(accounts);
    expect(kept!.id).toBe(current.id);
    const [keptSession] = await db.select({ accountId: sessions.accountId }).from(sessions);
    expect(keptSession!.accountId).toBe(current.id);
  });

  it("erases the contents of sent e-mails after 7 days and of failed ones after 30, keeping their metadata, and deletes old .eml copies", async () => {
    const db = app.database.db;
    await enqueueMail(db, [resetMail("antiga@exemplo.com.br"), resetMail("recente@exemplo.com.br"), resetMail("falhou@exemplo.com.br")]);
    const [old, recent, failed] = await db.select().from(outbox).where(inArray(outbox.to, ["antiga@exemplo.com.br", "recente@exemplo.com.br", "falhou@exemplo.com.br"])).orderBy(asc(outbox.id));
    await db.update(outbox).set({ status: "failed", attempts: 1, lastError: "Error: Can't send mail: 550 5.1.1 <falhou@exemplo.com.br>: Recipient address rejected" }).where(eq(outbox.id, failed!.id));
    expect(await app.outbox.drainOnce()).toBe(2);

    // The first message went out, and the failed one was queued, two days before the second.
    const day = 86_400_000;
    const [{ sentAt }] = (await db.select({ sentAt: outbox.sentAt }).from(outbox).where(eq(outbox.id, old!.id))) as [{ sentAt: Date }];
    const oldSentAt = new Date(sentAt.getTime() - 2 * day);
    await db.update(outbox).set({ sentAt: oldSentAt }).where(eq(outbox.id, old!.id));
    await db.update(outbox).set({ createdAt: new Date(failed!.createdAt.getTime() - 2 * day) }).where(eq(outbox.id, failed!.id));
    const eml = (id: number) => join(mailDir, `outbox-${id}.eml`);
    utimesSync(eml(old!.id), oldSentAt, oldSentAt);

    const row = async (id: number) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
    const inSixDays = new Date(Date.now() + 6 * day);
    await enforceRetention(db, { mailDir, now: inSixDays });

    expect(await row(old!.id)).toMatchObject({
      id: old!.id,
      kind: "account.password-reset",
      status: "sent",
      attempts: 1,
      sentAt: oldSentAt,
      createdAt: old!.createdAt,
      to: "[apagado]@exemplo.com.br",
      subject: "[apagado]",
      text: "",
      html: null,
      replyTo: null,
      attachments: null,
    });
    expect(existsSync(eml(old!.id))).toBe(false);
    expect(await row(recent!.id)).toMatchObject({ to: "recente@exemplo.com.br", text: resetMail("").text, html: resetMail("").html, attachments: resetMail("").attachments });
    expect(existsSync(eml(recent!.id))).toBe(true);
    // Eight days old, a failed message keeps its contents: an operator has longer to find out why.
    expect(await row(failed!.id)).toMatchObject({ status: "failed", text: resetMail("").text });

    await enforceRetention(db, { mailDir, now: new Date(Date.now() + 29 * day) });
    expect(await row(failed!.id)).toMatchObject({
      status: "failed",
      attempts: 1,
      to: "[apagado]@exemplo.com.br",
      subject: "[apagado]",
      text: "",
      html: null,
      attachments: null,
      lastError: "Error: Can't send mail: 550 5.1.1 <[apagado]@exemplo.com.br>: Recipient address rejected",
    });
    expect(await row(recent!.id)).toMatchObject({ subject: "[apagado]", text: "" });
    expect(existsSync(eml(recent!.id))).toBe(false);
  });

  it("security review: a delivered magic-link mail loses its token an hour after delivery; one not delivered keeps it until it is", async () => {
    const db = app.database.db;
    const ana = { name: "Ana Lima", email: "ana@exemplo.com.br" };
    const row = async (id: number) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
    const holds = async (id: number, token: string) => JSON.stringify(await row(id)).includes(token);
    const eml = (id: number) => join(mailDir, `outbox-${id}.eml`);
    const hour = 3_600_000;
    const window = RETENTION_HOURS.tokenMailContents * hour;

    await enqueueMail(db, [magicLinkEmail(ana, magicLink("entregue-1")), invitationEmail("joao@exemplo.com.br", ana, "https://app.tramita.com.br")]);
    const [delivered, invitation] = await db.select().from(outbox).where(inArray(outbox.kind, ["account.magic-link", "account.invitation"])).orderBy(asc(outbox.id));
    expect(await app.outbox.drainOnce()).toBe(2);
    await enqueueMail(db, [magicLinkEmail(ana, magicLink("na-fila-2"))]);
    const [queued] = await db.select().from(outbox).where(eq(outbox.status, "pending"));

    await enforceRetention(db, { mailDir, now: afterDelivery(window - 60_000) });
    expect(await holds(delivered!.id, "entregue-1")).toBe(true);
    expect(existsSync(eml(delivered!.id))).toBe(true);

    await enforceRetention(db, { mailDir, now: afterDelivery(window + 60_000) });
    expect(await row(delivered!.id)).toMatchObject({ status: "sent", subject: "[apagado]", text: "", html: null, to: "[apagado]@exemplo.com.br" });
    expect(await holds(delivered!.id, "entregue-1")).toBe(false);
    expect(existsSync(eml(delivered!.id))).toBe(false);
    // Mail without a token keeps the usual retention.
    expect(await row(invitation!.id)).toMatchObject({ to: "joao@exemplo.com.br", text: expect.stringContaining("https://app.tramita.com.br") });

    // Still queued two days later (the SMTP server away), the link is kept: it has not reached anyone yet.
    await enforceRetention(db, { mailDir, now: afterDelivery(48 * hour) });
    expect(await row(queued!.id)).toMatchObject({ status: "pending" });
    expect(await holds(queued!.id, "na-fila-2")).toBe(true);
    expect(await app.outbox.drainOnce()).toBe(1);
    await enforceRetention(db, { mailDir, now: afterDelivery(window + 60_000) });
    expect(await row(queued!.id)).toMatchObject({ status: "sent", subject: "[apagado]", text: "" });
    expect(await holds(queued!.id, "na-fila-2")).toBe(false);
  });

  it("deletes idempotency keys after 24 hours and used captchas once they expire", async () => {
    const db = app.database.db;
    const now = new Date(Date.now() + 3 * 86_400_000);
    const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
    const [stale, fresh] = [randomUUID(), randomUUID()];
    await db.insert(idempotencyKeys).values([
      { key: stale, scope: "demo-request", requestHash: "h", subjectHash: "s", createdAt: hoursFromNow(-25) },
      { key: fresh, scope: "demo-request", requestHash: "h", subjectHash: "s", createdAt: hoursFromNow(-23) },
    ]);
    await db.insert(usedCaptchas).values([
      { fingerprint: "altcha:expirado", expiresAt: hoursFromNow(-0.1) },
      { fingerprint: "altcha:valido", expiresAt: hoursFromNow(0.1) },
    ]);

    await enforceRetention(db, { mailDir, now });

    expect((await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(inArray(idempotencyKeys.key, [stale, fresh]))).map((r) => r.key)).toEqual([fresh]);
    expect((await db.select({ f: usedCaptchas.fingerprint }).from(usedCaptchas).where(inArray(usedCaptchas.fingerprint, ["altcha:expirado", "altcha:valido"]))).map((r) => r.f)).toEqual(["altcha:valido"]);
  });
});
