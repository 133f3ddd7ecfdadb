// Deletes what is older than the retention periods the privacy policy states
// (contracts/retention.ts): personal data, demo bookings never confirmed by e-mail (their
// seats are freed first), the contents of e-mails in the outbox and their .eml copies
// (within hours of delivery for mail holding a working token link), the copies of sent
// events, idempotency keys, used captchas, the links of /privacidade/meus-dados and the
// erasure suppression list. Runs with the server's hourly housekeeping.
import { readdir, stat, unlink } from "node:fs/promises";
import { join } from "node:path";
import { lt, sql } from "drizzle-orm";
import { hoursBefore, RETENTION_HOURS } from "../contracts/retention.ts";
import { purgeExpiredCaptchas } from "./captcha/altcha.ts";
import { purgeExpiredHolds } from "./bookings/holds.ts";
import type { Db } from "./db/client.ts";
import { idempotencyKeys } from "./db/schema.ts";
import { eraseMailContents, removeEmlCopies } from "./outbox/mail-erasure.ts";
import { REGISTRY, removeRows } from "./privacy/registry.ts";
import { purgeOldMeasurement } from "./measurement/retention.ts";

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
  await purgeExpiredCaptchas(db, now);
  await purgeOldMeasurement(db, now);
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

/** Every registered personal record past its retention (server/privacy/registry.ts), whole or not at all. */
async function purgeExpiredPersonalData(db: Db, now: Date) {
  await db.transaction(async (tx) => {
    for (const entry of REGISTRY) {
      if (entry.expires) await removeRows(tx, entry, lt(sql`${entry.expires.after}`, entry.expires.cutoff(now)));
    }
  });
}
