// The retention periods the privacy policy states are enforced: housekeeping deletes what
// is older and keeps what is not, on both database engines.
import { randomUUID } from "node:crypto";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { PgTable } from "drizzle-orm/pg-core";
import { accounts, accountTokens, bookings, bookingSeats, consentRecords, leads, maturityReportLeads, quotes, sessions } from "./db/schema.ts";
import { purgeExpiredPersonalData } from "./retention.ts";
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

describeEachEngine("retention", (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testServer(engine));
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

    await purgeExpiredPersonalData(db, NOW);

    const rows = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
    for (const table of [leads, bookings, bookingSeats, maturityReportLeads, quotes, consentRecords, accounts, accountTokens, sessions]) {
      expect(await rows(table)).toBe(1);
    }
    const [kept] = await db.select({ id: accounts.id }).from(accounts);
    expect(kept!.id).toBe(current.id);
    const [keptSession] = await db.select({ accountId: sessions.accountId }).from(sessions);
    expect(keptSession!.accountId).toBe(current.id);
  });
});
