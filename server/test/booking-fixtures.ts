// Helpers for tests that book a demo: the token of a booking e-mail's link, and the
// confirmation a visitor makes from the hold's e-mail.
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { BOOKING_API, BOOKING_TOKEN_PARAM } from "../../contracts/api-paths.ts";
import { outbox } from "../db/schema.ts";

/** The link token of the newest booking e-mail of `kind` ('booking.held.visitor', 'booking.booked.visitor'...). */
export async function bookingLinkToken(app: FastifyInstance, kind = "booking.held.visitor"): Promise<string> {
  const [mail] = await app.database.db.select().from(outbox).where(eq(outbox.kind, kind)).orderBy(desc(outbox.id)).limit(1);
  const token = mail && new RegExp(`[?&]${BOOKING_TOKEN_PARAM}=([^&\\s"]+)`).exec(mail.text)?.[1];
  if (!token) throw new Error(`no ${kind} mail with a link`);
  return decodeURIComponent(token);
}

/** Confirms the newest hold from its e-mailed link, as its visitor does; the answer. */
export async function confirmLatestHold(app: FastifyInstance) {
  return app.inject({ method: "POST", url: BOOKING_API.confirm, payload: { token: await bookingLinkToken(app) } });
}
