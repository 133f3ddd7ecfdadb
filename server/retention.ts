// Deletes what is older than the retention periods the privacy policy states
// (contracts/retention.ts): personal data, demo bookings never confirmed by e-mail (their
// seats are freed first), the contents of e-mails in the outbox and their .eml copies
// (within hours of delivery for mail holding a working token link), the copies of sent
// events, idempotency keys, used captchas, the links of /privacidade/meus-dados and the
// erasure suppression list. Runs with the server's hourly housekeeping.
import { readdir, stat, unlink } from "node:fs/promises";
import { join } from "node:path";
import { inArray, lt, sql } from "drizzle-orm";
import { hoursBefore, monthsBefore, RETENTION_HOURS, RETENTION_MONTHS } from "../contracts/retention.ts";
import { purgeExpiredCaptchas } from "./captcha/altcha.ts";
import { purgeExpiredHolds } from "./bookings/holds.ts";
import type { Db } from "./db/client.ts";
import { deleteAccounts } from "./accounts/queries.ts";
import { accounts, bookings, bookingSeats, consentRecords, idempotencyKeys, leads, maturityReportLeads, quotes, webhookDeliveries } from "./db/schema.ts";
import { eraseMailContents, removeEmlCopies } from "./mail/outbox.ts";
import { purgeOldLinks } from "./rights/links.ts";
import { purgeOldSuppressions } from "./rights/suppression.ts";

/** `mailDir` holds the .eml files the mailer writes when no SMTP server is configured. */
export async function enforceRetention(db: Db, { mailDir, now = new Date() }: { mailDir: string; now?: Date }) {
  await purgeExpiredPersonalData(db, now);
  await purgeExpiredHolds(db, now, hoursBefore(now, RETENTION_HOURS.unconfirmedBookings));
  const tokenMail = await eraseMailContents(db, "sent", hoursBefore(now, RETENTION_HOURS.tokenMailContents), { tokenOnly: true });
  await removeEmlCopies(mailDir, tokenMail);
  await eraseMailContents(db, "sent", hoursBefore(now, RETENTION_HOURS.sentMailContents));
  await eraseMailContents(db, "failed", hoursBefore(now, RETENTION_HOURS.failedMailContents));
  await deleteFilesBefore(mailDir, ".eml", hoursBefore(now, RETENTION_HOURS.sentMailContents));
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, hoursBefore(now, RETENTION_HOURS.idempotencyKeys)));
  await db.delete(webhookDeliveries).where(lt(sql`coalesce(${webhookDeliveries.deliveredAt}, ${webhookDeliveries.createdAt})`, hoursBefore(now, RETENTION_HOURS.sentEvents)));
  await purgeExpiredCaptchas(db, now);
  await purgeOldLinks(db, hoursBefore(now, RETENTION_HOURS.dataRightsLinks));
  await purgeOldSuppressions(db, monthsBefore(now, RETENTION_MONTHS.erasureSuppressions));
}

async function deleteFilesBefore(dir: string, extension: string, before: Date) {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  for (const name of names.filter((n) => n.endsWith(extension))) {
    const path = join(dir, name);
    if ((await stat(path)).mtime < before) await unlink(path);
  }
}

async function purgeExpiredPersonalData(db: Db, now: Date) {
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
    await deleteAccounts(tx, (await expiredAccounts).map((row) => row.id));
  });
}
