// Helpers for tests that book a demo: the token of a booking e-mail's link, and the
// confirmation a visitor makes from the hold's e-mail.
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { BOOKING_API, BOOKING_TOKEN_PARAM } from "../../contracts/api-paths.ts";
import type { BookingBody } from "../../contracts/booking.ts";
import { instantOf } from "../../contracts/zoned-time.ts";
import { outbox } from "../db/schema.ts";
import { solvedAltchaToken } from "./demo-request-fixtures.ts";
import { overridable } from "./overridable.ts";
import { freePort } from "./smtp-listener.ts";

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

/**
 * `bodies` sent to the booking route at once over real sockets (app.inject would run them one
 * after another), each with a captcha solved for it: the answers, in order.
 */
export async function raceBookings(app: FastifyInstance, bodies: object[]): Promise<{ status: number; body: BookingRaceAnswer }[]> {
  const tokens = await Promise.all(bodies.map(() => solvedAltchaToken(app, "booking")));
  const port = await freePort();
  await app.listen({ port, host: "127.0.0.1" });
  return Promise.all(
    bodies.map((body, i) =>
      fetch(`http://127.0.0.1:${port}${BOOKING_API.book}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...body, captchaToken: tokens[i] }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as BookingRaceAnswer })),
    ),
  );
}

/** What a racing booking gets: its booking, or a refusal with the nearest free slots. */
type BookingRaceAnswer = Record<string, unknown> & { code?: string; alternatives?: string[] };

/** A valid booking but for its captcha: Tuesday 24/11/2026 at 14:00 in Brasília, a day after the tests' Monday clock. */
export const bookingFields = overridable<Omit<BookingBody, "captchaToken">>({
  name: "Mariana Lopes",
  email: "mariana@contabilhorizonte.com.br",
  phone: "+55 (11) 98765-4321",
  company: "Contábil Horizonte",
  topic: "protocolos",
  notes: "Três filiais; entregas de guias.",
  slotStart: instantOf("2026-11-24", 14 * 60, "America/Sao_Paulo").toISOString(),
});
