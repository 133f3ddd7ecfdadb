// `npm run report -- attribution|bookings|funnel|vitals [--since DATE] [--until DATE] [--html FILE]`:
// where the conversions came from, for marketing (counts per channel, source, medium and
// campaign, per kind of conversion, with a chart of leads per channel per week:
// server/attribution/report.ts); the demo bookings, for the owners (bookings per week, show and
// no-show rates per host and per channel, median lead time: server/bookings/report.ts); or the
// aggregate measurement's funnel and field speed (server/measurement/report.ts); as a table here
// and, but for vitals, as a self-contained HTML page. It reads only aggregated counts, from the
// database the server uses (DATABASE_URL, or PGlite in DATA_DIR: stop the server first).
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { attributionReport, reportHtml, reportTable } from "../server/attribution/report.ts";
import { bookingsHtml, bookingsReport, bookingsTable } from "../server/bookings/report.ts";
import { funnelHtml, funnelReport, funnelText, vitalsText } from "../server/measurement/report.ts";
import { runOperatorCommand, UsageError, withServerDatabase } from "./operator-command.ts";
import type { Db } from "../server/db/client.ts";
import type { ReportRange } from "../server/attribution/report.ts";

const USAGE = `Usage: npm run report -- attribution|bookings|funnel|vitals [--since DATE] [--until DATE] [--html FILE]

  attribution     conversions per channel, source, medium and campaign, per kind of conversion
  bookings        demos booked per week; show and no-show rates per host and per channel;
                  median lead time (bookings confirmed in the period)
  funnel          entries -> forms started -> conversions -> confirmed -> demos attended, per
                  channel and per landing route, per week, with rates (aggregate measurement)
  vitals          field speed: p75 of LCP, INP and CLS per route and device against "good"
  --since DATE    from this day (ISO date, inclusive), e.g. 2026-11-01
  --until DATE    up to this day (exclusive)
  --html FILE     where the HTML page goes (default: relatorio-atribuicao.html or
                  relatorio-agendamentos.html here; funnel: only when given; vitals: none)`;

/** A report: how it reads the database, its table here, its page and the page's default file. */
interface Report<R> {
  /** Where the page goes without --html; null: only when asked for. */
  file: string | null;
  read: (db: Db, range: ReportRange) => Promise<R>;
  table: (report: R) => string;
  /** null: a table only. */
  html: ((report: R) => string) | null;
}
/** Keeps each report's own type inside it. */
const reportOf = <R>(r: Report<R>) => r as unknown as Report<unknown>;

/** The measurement counts Brasília days (YYYY-MM-DD). */
const measurementDays = (range: ReportRange) => ({ since: range.since?.toISOString().slice(0, 10), until: range.until?.toISOString().slice(0, 10) });

const REPORTS: Record<string, Report<unknown>> = {
  attribution: reportOf({ file: "relatorio-atribuicao.html", read: attributionReport, table: reportTable, html: reportHtml }),
  bookings: reportOf({ file: "relatorio-agendamentos.html", read: (db, range) => bookingsReport(db, range), table: bookingsTable, html: bookingsHtml }),
  funnel: reportOf({ file: null, read: (db, range) => funnelReport(db, measurementDays(range)), table: funnelText, html: funnelHtml }),
  vitals: reportOf({ file: null, read: (db, range) => vitalsText(db, measurementDays(range)), table: (text: string) => text, html: null }),
};

function dateOption(name: string, value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime())) throw new UsageError(`--${name} expects an ISO date, e.g. 2026-11-01`);
  return date;
}

async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { since: { type: "string" }, until: { type: "string" }, html: { type: "string" } } });
  const name = positionals[0];
  if (positionals.length !== 1 || !name || !Object.hasOwn(REPORTS, name)) throw new UsageError(`unknown report: ${positionals.join(" ") || "(none)"}`);
  const kind = REPORTS[name]!;
  const range = { since: dateOption("since", values.since), until: dateOption("until", values.until) };
  if (values.html && !kind.html) throw new UsageError(`${name} has no HTML page`);
  const file = values.html ?? kind.file;
  return withServerDatabase(async (db) => {
    const report = await kind.read(db, range);
    console.log(kind.table(report));
    if (file && kind.html) {
      writeFileSync(resolve(file), kind.html(report));
      console.log(`\nHTML: ${resolve(file)}`);
    }
    return 0;
  });
}

await runOperatorCommand(USAGE, run);
