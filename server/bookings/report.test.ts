// `npm run report -- bookings` on both engines: bookings per week of their confirmation, show and
// no-show rates per host and per channel among the demos past (cancelled ones and those ahead
// left out, unanswered ones counted apart), the median lead time; counts only, as a table and
// as one HTML page.
import type { FastifyInstance } from "fastify";
import { expect, it, vi } from "vitest";
import type { Channel } from "../../contracts/attribution-rules.ts";
import type { BookingOutcome } from "../../contracts/booking-outcome.ts";
import { attributions, bookings } from "../db/schema.ts";
import { describeEachEngine, serverForSuite } from "../test/engines.ts";
import { bookingsHtml, bookingsReport, bookingsTable } from "./report.ts";

vi.setConfig({ testTimeout: 60_000 });

const NOW = new Date("2026-11-30T12:00:00Z");
const hours = (n: number) => n * 3_600_000;

interface Demo {
  confirmedAt: string;
  /** Hours from confirmation to the demo. */
  leadHours: number;
  status?: "confirmed" | "cancelled";
  outcome?: BookingOutcome;
  channel?: Channel;
}

async function seed(app: FastifyInstance, demos: Demo[]) {
  for (const [i, demo] of demos.entries()) {
    const confirmedAt = new Date(demo.confirmedAt);
    const [row] = await app.database.db
      .insert(bookings)
      .values({
        name: `Pessoa ${i}`,
        email: `pessoa${i}@exemplo.com.br`,
        phone: "+55 11 98765-4321",
        phoneE164: "+5511987654321",
        company: "Contábil Horizonte",
        topic: "protocolos",
        status: demo.status ?? "confirmed",
        confirmedAt,
        slotStart: new Date(confirmedAt.getTime() + hours(demo.leadHours)),
        outcome: demo.outcome ?? null,
        outcomeAt: demo.outcome ? NOW : null,
        ipHash: "ip",
      })
      .returning({ id: bookings.id });
    if (demo.channel) await app.database.db.insert(attributions).values({ conversion: "booking", recordId: row!.id, email: `pessoa${i}@exemplo.com.br`, channel: demo.channel });
  }
}

describeEachEngine("npm run report -- bookings", (engine) => {
  let app: FastifyInstance;
  serverForSuite(engine, {}, (built) => (app = built));

  it("counts bookings per week, show and no-show rates per host and per channel, and the median lead time, with no one's name or e-mail", async () => {
    await seed(app, [
      { confirmedAt: "2026-11-02T12:00:00Z", leadHours: 24, outcome: "attended", channel: "paid-search" },
      { confirmedAt: "2026-11-03T12:00:00Z", leadHours: 48, outcome: "attended", channel: "paid-search" },
      { confirmedAt: "2026-11-04T12:00:00Z", leadHours: 72, outcome: "no_show", channel: "paid-search" },
      { confirmedAt: "2026-11-10T12:00:00Z", leadHours: 2, outcome: "no_show" },
      { confirmedAt: "2026-11-11T12:00:00Z", leadHours: 30 },
      { confirmedAt: "2026-11-12T12:00:00Z", leadHours: 6, status: "cancelled" },
      // Still ahead on NOW: booked, not yet held.
      { confirmedAt: "2026-11-29T12:00:00Z", leadHours: 96, channel: "email" },
    ]);
    const report = await bookingsReport(app.database.db, {}, NOW);
    expect(report.weeks).toEqual([
      { week: "2026-11-02", booked: 3, cancelled: 0 },
      { week: "2026-11-09", booked: 3, cancelled: 1 },
      { week: "2026-11-23", booked: 1, cancelled: 0 },
    ]);
    expect(report.byHost).toEqual([{ group: "(sem anfitrião)", held: 5, attended: 2, noShow: 2, unanswered: 1 }]);
    expect(report.byChannel).toEqual([
      { group: "Busca paga", held: 3, attended: 2, noShow: 1, unanswered: 0 },
      { group: "(desconhecido)", held: 2, attended: 0, noShow: 1, unanswered: 1 },
    ]);
    // Lead times 2, 6, 24, 30, 48, 72, 96 hours: the median is 30.
    expect(report.medianLeadHours).toBe(30);

    const table = bookingsTable(report);
    expect(table).toContain("Antecedência mediana: 30 horas.");
    expect(table).toMatch(/Busca paga\s+3\s+2\s+1\s+0\s+66,7%\s+33,3%/);
    expect(table).toMatch(/\(desconhecido\)\s+2\s+0\s+1\s+1\s+0%\s+100%/);
    const html = bookingsHtml(report);
    expect(html).toContain("<h2>Comparecimento por canal</h2>");
    expect(html).toContain('<td class="n">66,7%</td>');
    for (const text of [table, html]) expect(text).not.toMatch(/@exemplo|Pessoa/);

    const none = await bookingsReport(app.database.db, { since: new Date("2030-01-01") }, NOW);
    expect(none).toMatchObject({ weeks: [], byHost: [], byChannel: [], medianLeadHours: null });
    expect(bookingsTable(none)).toContain("Nenhuma no período.");
  });
});
