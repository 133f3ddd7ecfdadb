// Deletes personal data older than the retention periods the privacy policy states
// (contracts/retention.ts). Runs with the server's hourly housekeeping.
import { inArray, lt, sql } from "drizzle-orm";
import { monthsBefore, RETENTION_MONTHS } from "../contracts/retention.ts";
import type { Db } from "./db/client.ts";
import {
  accountInvitations,
  accounts,
  accountTokens,
  bookings,
  bookingSeats,
  consentRecords,
  leads,
  maturityReportLeads,
  onboardingProgress,
  quotes,
  sessions,
  subscriptionChanges,
} from "./db/schema.ts";

export async function purgeExpiredPersonalData(db: Db, now = new Date()) {
  const cutoff = (months: number) => monthsBefore(now, months);
  await db.transaction(async (tx) => {
    await tx.delete(leads).where(lt(leads.createdAt, cutoff(RETENTION_MONTHS.demoRequestsAndBookings)));
    const oldBookings = tx.select({ id: bookings.id }).from(bookings).where(lt(bookings.slotStart, cutoff(RETENTION_MONTHS.demoRequestsAndBookings)));
    await tx.delete(bookingSeats).where(inArray(bookingSeats.bookingId, oldBookings));
    await tx.delete(bookings).where(lt(bookings.slotStart, cutoff(RETENTION_MONTHS.demoRequestsAndBookings)));
    await tx.delete(maturityReportLeads).where(lt(maturityReportLeads.createdAt, cutoff(RETENTION_MONTHS.maturityReports)));
    await tx.delete(quotes).where(lt(quotes.createdAt, cutoff(RETENTION_MONTHS.quotes)));
    await tx.delete(consentRecords).where(lt(consentRecords.receivedAt, cutoff(RETENTION_MONTHS.consentRecords)));

    // A never-confirmed account has no trial end: it counts from its creation.
    const expiredAccounts = tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(lt(sql`coalesce(${accounts.trialEndsAt}, ${accounts.createdAt})`, cutoff(RETENTION_MONTHS.trialAccounts)));
    const ids = (await expiredAccounts).map((row) => row.id);
    if (ids.length === 0) return;
    for (const table of [accountTokens, sessions, subscriptionChanges, onboardingProgress, accountInvitations]) {
      await tx.delete(table).where(inArray(table.accountId, ids));
    }
    await tx.delete(accounts).where(inArray(accounts.id, ids));
  });
}
