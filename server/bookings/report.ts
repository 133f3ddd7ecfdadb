// The owners' view of demo bookings (`npm run report -- bookings`): bookings per week, how many
// of the demos held were attended (show and no-show rates, from the hosts' answers to the
// outcome e-mail) per host and per channel, and the median lead time between booking and demo.
// Aggregated counts only: no name, e-mail or id leaves the database.
import { and, count, eq, gte, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import { CHANNELS, type Channel } from "../../contracts/attribution-rules.ts";
import type { Db } from "../db/client.ts";
import { attributions, bookings } from "../db/schema.ts";
import { escapeHtml, rangeText, reportPage, type ReportRange } from "../attribution/report.ts";
import { hostGroup } from "./booking-host.ts";

/** The outcomes of the demos of one group (a host, a channel). */
export interface OutcomeRow {
  group: string;
  /** Confirmed demos whose time has come (cancelled ones are not). */
  held: number;
  attended: number;
  noShow: number;
  /** Demos past with no answer from the host yet. */
  unanswered: number;
}

export interface BookingsReport {
  range: { since: string | null; until: string | null };
  /** Confirmed bookings by the week they were made (its Monday, YYYY-MM-DD, UTC), and how many of those were later cancelled. */
  weeks: { week: string; booked: number; cancelled: number }[];
  byHost: OutcomeRow[];
  byChannel: OutcomeRow[];
  /** Median hours from a booking's confirmation to its demo; null without bookings. */
  medianLeadHours: number | null;
}

const NO_HOST = "(sem anfitrião)";
const UNKNOWN_CHANNEL = "(desconhecido)";

const rowOf = (name: string) => (row: { held: number; attended: number; noShow: number; unanswered: number }): OutcomeRow => ({
  group: name,
  held: Number(row.held),
  attended: Number(row.attended),
  noShow: Number(row.noShow),
  unanswered: Number(row.unanswered),
});

/** The report of the bookings confirmed within `range` (since inclusive, until exclusive), as of `now`. */
export async function bookingsReport(db: Db, { since, until }: ReportRange, now = new Date()): Promise<BookingsReport> {
  const within: SQL[] = [isNotNull(bookings.confirmedAt), ...(since ? [gte(bookings.confirmedAt, since)] : []), ...(until ? [lt(bookings.confirmedAt, until)] : [])];
  const where = and(...within);
  const week = sql<string>`to_char(date_trunc('week', ${bookings.confirmedAt} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
  const weeks = await db
    .select({ week, booked: count(), cancelled: sql<number>`count(*) filter (where ${bookings.status} = 'cancelled')` })
    .from(bookings)
    .where(where)
    .groupBy(week)
    .orderBy(week);

  const past = and(where, eq(bookings.status, "confirmed"), lt(bookings.slotStart, now));
  const outcomes = {
    held: count(),
    attended: sql<number>`count(*) filter (where ${bookings.outcome} = 'attended')`,
    noShow: sql<number>`count(*) filter (where ${bookings.outcome} = 'no_show')`,
    unanswered: sql<number>`count(*) filter (where ${bookings.outcome} is null)`,
  };
  const byHost = await db.select({ group: hostGroup, ...outcomes }).from(bookings).where(past).groupBy(hostGroup).orderBy(hostGroup);
  const byChannel = await db
    .select({ group: attributions.channel, ...outcomes })
    .from(bookings)
    .leftJoin(attributions, and(eq(attributions.conversion, "booking"), eq(attributions.recordId, bookings.id)))
    .where(past)
    .groupBy(attributions.channel)
    .orderBy(attributions.channel);
  const [lead] = await db
    .select({ hours: sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from ${bookings.slotStart} - ${bookings.confirmedAt}) / 3600)` })
    .from(bookings)
    .where(where);

  return {
    range: { since: since?.toISOString() ?? null, until: until?.toISOString() ?? null },
    weeks: weeks.map((row) => ({ week: row.week, booked: Number(row.booked), cancelled: Number(row.cancelled) })),
    byHost: byHost.map((row) => rowOf(row.group ?? NO_HOST)(row)),
    byChannel: byChannel.map((row) => rowOf(row.group ? CHANNELS[row.group as Channel] : UNKNOWN_CHANNEL)(row)),
    medianLeadHours: lead?.hours === null || lead?.hours === undefined ? null : Number(lead.hours),
  };
}

/** 'attended / answered' as a pt-BR percentage ('66,7%'); '–' when nobody answered. */
export function rate(part: number, row: OutcomeRow): string {
  const answered = row.attended + row.noShow;
  return answered === 0 ? "–" : `${((part / answered) * 100).toLocaleString("pt-BR", { maximumFractionDigits: 1 })}%`;
}

const OUTCOME_HEADINGS = ["Demonstrações", "Compareceram", "Não compareceram", "Sem resposta", "Comparecimento", "Não comparecimento"] as const;
const outcomeCells = (row: OutcomeRow) => [row.group, String(row.held), String(row.attended), String(row.noShow), String(row.unanswered), rate(row.attended, row), rate(row.noShow, row)];
const leadText = (hours: number | null) => (hours === null ? "–" : hours >= 48 ? `${(hours / 24).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} dias` : `${hours.toLocaleString("pt-BR", { maximumFractionDigits: 1 })} horas`);

/** Rows of cells as aligned columns, numbers to the right. */
function columns(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const render = (row: readonly string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  return [render(rows[0]!), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(render)];
}

const sections = (report: BookingsReport) =>
  [
    { title: "Agendamentos por semana", rows: [["Semana", "Agendadas", "Canceladas"], ...report.weeks.map((w) => [w.week, String(w.booked), String(w.cancelled)])] },
    { title: "Comparecimento por anfitrião", rows: [["Anfitrião", ...OUTCOME_HEADINGS], ...report.byHost.map(outcomeCells)] },
    { title: "Comparecimento por canal", rows: [["Canal", ...OUTCOME_HEADINGS], ...report.byChannel.map(outcomeCells)] },
  ] as const;

/** The report as terminal tables. */
export function bookingsTable(report: BookingsReport): string {
  return [
    `Demonstrações agendadas, ${rangeText(report.range)}. Antecedência mediana: ${leadText(report.medianLeadHours)}.`,
    ...sections(report).flatMap(({ title, rows }) => ["", title, ...(rows.length > 1 ? columns(rows) : ["Nenhuma no período."])]),
  ].join("\n");
}


/** Rows of cells as an HTML table, the first row its headings. */
const htmlTable = (rows: readonly (readonly string[])[]) =>
  `<table><thead><tr>${rows[0]!.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join("")}</tr></thead><tbody>${rows
    .slice(1)
    .map((row) => `<tr>${row.map((cell, i) => `<td${i === 0 ? "" : ' class="n"'}>${escapeHtml(cell)}</td>`).join("")}</tr>`)
    .join("\n")}</tbody></table>`;

/** The report as one self-contained HTML page (reportPage). */
export function bookingsHtml(report: BookingsReport): string {
  return reportPage(
    "Demonstrações agendadas",
    `<p>${escapeHtml(`Período: ${rangeText(report.range)}. Antecedência mediana entre o agendamento e a demonstração: ${leadText(report.medianLeadHours)}. Apenas contagens: nenhum nome ou e-mail.`)}</p>
${sections(report)
  .map(({ title, rows }) => `<h2>${escapeHtml(title)}</h2>\n${rows.length > 1 ? htmlTable(rows) : "<p>Nenhuma no período.</p>"}`)
  .join("\n")}`,
  );
}
