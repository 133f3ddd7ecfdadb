// `npm run report -- attribution|bookings [--since DATE] [--until DATE] [--html FILE]`: where the
// conversions came from, for marketing (counts per channel, source, medium and campaign, per
// kind of conversion, with a chart of leads per channel per week: server/attribution/report.ts),
// or the demo bookings, for the owners (bookings per week, show and no-show rates per host and
// per channel, median lead time: server/bookings/report.ts); as a table here and as a
// self-contained HTML page. It reads only aggregated counts, from the database the server uses
// (DATABASE_URL, or PGlite in DATA_DIR: stop the server first).
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { attributionReport, reportHtml, reportTable } from "../server/attribution/report.ts";
import { bookingsHtml, bookingsReport, bookingsTable } from "../server/bookings/report.ts";
import { runOperatorCommand, UsageError, withServerDatabase } from "./operator-command.ts";
import type { Db } from "../server/db/client.ts";
import type { ReportRange } from "../server/attribution/report.ts";

const USAGE = `Usage: npm run report -- attribution|bookings [--since DATE] [--until DATE] [--html FILE]

  attribution     conversions per channel, source, medium and campaign, per kind of conversion
  bookings        demos booked per week; show and no-show rates per host and per channel;
                  median lead time (bookings confirmed in the period)
  --since DATE    from this day (ISO date, inclusive), e.g. 2026-11-01
  --until DATE    up to this day (exclusive)
  --html FILE     where the HTML page goes (default: relatorio-atribuicao.html or
                  relatorio-agendamentos.html here)`;

/** A report: how it reads the database, its table here and its page, and the page's default file. */
interface Report<R> {
  file: string;
  read: (db: Db, range: ReportRange) => Promise<R>;
  table: (report: R) => string;
  html: (report: R) => string;
}
/** Keeps each report's own type inside it. */
const reportOf = <R>(r: Report<R>) => r as unknown as Report<unknown>;

const REPORTS: Record<string, Report<unknown>> = {
  attribution: reportOf({ file: "relatorio-atribuicao.html", read: attributionReport, table: reportTable, html: reportHtml }),
  bookings: reportOf({ file: "relatorio-agendamentos.html", read: (db, range) => bookingsReport(db, range), table: bookingsTable, html: bookingsHtml }),
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
  const file = resolve(values.html ?? kind.file);
  return withServerDatabase(async (db) => {
    const report = await kind.read(db, range);
    console.log(kind.table(report));
    writeFileSync(file, kind.html(report));
    console.log(`\nHTML: ${file}`);
    return 0;
  });
}

await runOperatorCommand(USAGE, run);
