// Everything the site holds about one address, read for /privacidade/meus-dados: the page
// shows this view, its JSON download is this view, and the erasure (erasure.ts) removes what
// it lists, through the same ties to the address (server/privacy/registry.ts, subject.ts).
import { and, asc, eq, gt } from "drizzle-orm";
import { slotEnd } from "../../contracts/booking-slots.ts";
import type { AccountRecord, DataRightsView, MailRecord } from "../../contracts/data-rights-options.ts";
import type { SubscriptionChangeKind, SubscriptionStatus } from "../../contracts/account-options.ts";
import type { BillingPeriod, PlanTierId } from "../../contracts/plan-tiers.ts";
import type { Db } from "../db/client.ts";
import {
  accountInvitations,
  accounts,
  attributions,
  bookings,
  consentRecords,
  dataRightsLinks,
  leads,
  maturityReportLeads,
  newsletterSubscriptions,
  onboardingProgress,
  outbox,
  quotes,
  sessions,
  subscriptionChanges,
} from "../db/schema.ts";
import { mailAbout, withContents } from "../mail/outbox.ts";
import { heldBy, PERSONAL_TABLES } from "../privacy/registry.ts";
import { recipientsOf } from "../webhooks/recipients.ts";
import { lastErasureOf } from "./suppression.ts";
import { recipientShown, sameEmail } from "./subject.ts";

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export interface ViewOptions {
  /** Trimmed, lower-cased. */
  email: string;
  /** This browser's cookie-consent id, when it sent one. */
  consentId: string | null;
  suppressionKey: string;
  /** The key of the index of which destination received whom. */
  recipientKey: string;
  now: Date;
}

/** The account that signed up with `email`, with what hangs on it. */
async function accountOf(db: Db, email: string, now: Date): Promise<AccountRecord | null> {
  const [account] = await db.select().from(accounts).where(heldBy(PERSONAL_TABLES.accounts, email));
  if (!account) return null;
  const [progress] = await db.select().from(onboardingProgress).where(eq(onboardingProgress.accountId, account.id));
  const invited = await db.select().from(accountInvitations).where(eq(accountInvitations.accountId, account.id)).orderBy(asc(accountInvitations.createdAt));
  const history = await db.select().from(subscriptionChanges).where(eq(subscriptionChanges.accountId, account.id)).orderBy(asc(subscriptionChanges.createdAt), asc(subscriptionChanges.id));
  const open = await db.select().from(sessions).where(and(eq(sessions.accountId, account.id), gt(sessions.expiresAt, now))).orderBy(asc(sessions.createdAt));
  return {
    createdAt: iso(account.createdAt),
    name: account.name,
    email: account.email,
    company: account.company,
    phone: account.phone,
    status: account.status as SubscriptionStatus,
    planTier: account.planTier as PlanTierId,
    billingPeriod: account.billingPeriod as BillingPeriod,
    termsAcceptedAt: iso(account.termsAcceptedAt),
    confirmedAt: isoOrNull(account.confirmedAt),
    trialEndsAt: isoOrNull(account.trialEndsAt),
    ipHash: account.ipHash,
    onboarding: progress
      ? { answers: progress.answers, currentStep: progress.currentStep, completedAt: isoOrNull(progress.completedAt), updatedAt: iso(progress.updatedAt) }
      : null,
    invitationsSent: invited.map((i) => ({ email: i.email, createdAt: iso(i.createdAt) })),
    subscriptionHistory: history.map((c) => ({
      at: iso(c.createdAt),
      kind: c.kind as SubscriptionChangeKind,
      planTier: c.planTier as PlanTierId,
      billingPeriod: c.billingPeriod as BillingPeriod,
      monthlyPriceCents: c.monthlyPriceCents,
      reason: c.reason,
    })),
    sessions: open.map((s) => ({ createdAt: iso(s.createdAt), expiresAt: iso(s.expiresAt) })),
  };
}

export async function readView(db: Db, { email, consentId, suppressionKey, recipientKey, now }: ViewOptions): Promise<DataRightsView> {
  const account = await accountOf(db, email, now);
  const demoRequests = await db.select().from(leads).where(heldBy(PERSONAL_TABLES.leads, email)).orderBy(asc(leads.createdAt));
  const booked = await db.select().from(bookings).where(heldBy(PERSONAL_TABLES.bookings, email)).orderBy(asc(bookings.slotStart));
  const reports = await db.select().from(maturityReportLeads).where(heldBy(PERSONAL_TABLES.maturityReports, email)).orderBy(asc(maturityReportLeads.createdAt));
  const quoted = await db.select().from(quotes).where(heldBy(PERSONAL_TABLES.quotes, email)).orderBy(asc(quotes.createdAt));
  const attributed = await db.select().from(attributions).where(heldBy(PERSONAL_TABLES.attributions, email)).orderBy(asc(attributions.createdAt));
  const [subscription] = await db.select().from(newsletterSubscriptions).where(heldBy(PERSONAL_TABLES.newsletter, email));
  const invitations = await db
    .select({ createdAt: accountInvitations.createdAt, company: accounts.company })
    .from(accountInvitations)
    .innerJoin(accounts, eq(accounts.id, accountInvitations.accountId))
    .where(sameEmail(accountInvitations.email, email))
    .orderBy(asc(accountInvitations.createdAt));
  const mail = await db
    .select()
    .from(outbox)
    .where(and(mailAbout(email), withContents()))
    .orderBy(asc(outbox.id));
  const requests = await db.select().from(dataRightsLinks).where(heldBy(PERSONAL_TABLES.dataRightsLinks, email)).orderBy(asc(dataRightsLinks.createdAt));
  const consent = consentId ? await db.select().from(consentRecords).where(eq(consentRecords.consentId, consentId)).orderBy(asc(consentRecords.chosenAt), asc(consentRecords.id)) : [];
  const previousErasure = await lastErasureOf(db, email, suppressionKey);
  const sharedWith = await recipientsOf(db, email, recipientKey);

  return {
    email,
    readAt: iso(now),
    previousErasureAt: isoOrNull(previousErasure),
    demoRequests: demoRequests.map((l) => ({
      id: l.id,
      createdAt: iso(l.createdAt),
      name: l.name,
      email: l.email,
      phone: l.phone,
      company: l.company,
      solution: l.solution,
      details: l.details,
      users: l.users,
      protocolUsers: l.protocolUsers,
      volume: l.volume,
      preferredDay: l.preferredDay,
      preferredTime: l.preferredTime,
      userAgent: l.userAgent,
      ipHash: l.ipHash,
    })),
    bookings: booked.map((b) => ({
      id: b.id,
      createdAt: iso(b.createdAt),
      status: b.status,
      slotStart: iso(b.slotStart),
      slotEnd: slotEnd(iso(b.slotStart)),
      name: b.name,
      email: b.email,
      phone: b.phone,
      company: b.company,
      topic: b.topic,
      notes: b.notes,
      timeZone: b.timeZone,
      cancelledAt: isoOrNull(b.cancelledAt),
      ipHash: b.ipHash,
    })),
    maturityReports: reports.map((r) => ({
      id: r.id,
      createdAt: iso(r.createdAt),
      name: r.name,
      company: r.company,
      email: r.email,
      consentedAt: iso(r.consentedAt),
      score: r.score,
      level: r.level,
      dimensionScores: r.dimensionScores,
      userAgent: r.userAgent,
      ipHash: r.ipHash,
    })),
    quotes: quoted.map((q) => ({
      id: q.id,
      createdAt: iso(q.createdAt),
      validUntil: iso(q.validUntil),
      company: q.company,
      cnpj: q.cnpj,
      responsible: q.responsible,
      email: q.email,
      period: q.period === "anual" ? "anual" : "mensal",
      planTier: q.planTier,
      users: q.users,
      monthlyProtocols: q.monthlyProtocols,
      storageGb: q.storageGb,
      modules: q.modules,
      totalCents: q.totalCents,
      ipHash: q.ipHash,
    })),
    newsletter: subscription
      ? {
          status: subscription.status,
          email: subscription.email,
          requestedAt: iso(subscription.requestedAt),
          confirmedAt: isoOrNull(subscription.confirmedAt),
          consentText: subscription.consentText,
          consentVersion: subscription.consentVersion,
          userAgent: subscription.userAgent,
          ipHash: subscription.ipHash,
        }
      : null,
    account,
    attributions: attributed.map((a) => ({ createdAt: iso(a.createdAt), conversion: a.conversion, channel: a.channel, lastTouch: a.lastTouch, firstTouch: a.firstTouch,
      mailingConsent: a.mailingConsent,
      mailingConsentText: a.mailingConsentText,
      mailingConsentVersion: a.mailingConsentVersion,
    })),
    invitationsReceived: invitations.map((i) => ({ createdAt: iso(i.createdAt), company: i.company })),
    mail: mail.map(
      (m): MailRecord => ({ createdAt: iso(m.createdAt), to: recipientShown(m, email), subject: m.subject, status: m.status as MailRecord["status"], sentAt: isoOrNull(m.sentAt) }),
    ),
    accessRequests: requests.map((r) => ({ createdAt: iso(r.createdAt), openedAt: isoOrNull(r.openedAt) })),
    cookieConsent: {
      consentId,
      records: consent.map((c) => ({
        chosenAt: iso(c.chosenAt),
        necessary: c.necessary,
        analytics: c.analytics,
        marketing: c.marketing,
        policyVersion: c.policyVersion,
        ipHash: c.ipHash,
      })),
    },
    sharedWith,
  };
}
