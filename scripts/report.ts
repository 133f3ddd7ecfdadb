// `npm run report -- attribution [--since DATE] [--until DATE] [--html FILE]`: where the
// conversions came from, for marketing: counts per channel, source, medium and campaign, per
// kind of conversion, as a table here and as a self-contained HTML page with a chart of
// leads per channel per week. It reads only aggregated counts (server/attribution/report.ts),
// from the database the server uses (DATABASE_URL, or PGlite in DATA_DIR: stop the server first).
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { attributionReport, reportHtml, reportTable } from "../server/attribution/report.ts";
import { runOperatorCommand, UsageError, withServerDatabase } from "./operator-command.ts";

const USAGE = `Usage: npm run report -- attribution [--since DATE] [--until DATE] [--html FILE]

  attribution     conversions per channel, source, medium and campaign, per kind of conversion
  --since DATE    from this day (ISO date, inclusive), e.g. 2026-11-01
  --until DATE    up to this day (exclusive)
  --html FILE     where the HTML page goes (default: relatorio-atribuicao.html here)`;

function dateOption(name: string, value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime())) throw new UsageError(`--${name} expects an ISO date, e.g. 2026-11-01`);
  return date;
}

async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { since: { type: "string" }, until: { type: "string" }, html: { type: "string" } } });
  if (positionals.length !== 1 || positionals[0] !== "attribution") throw new UsageError(`unknown report: ${positionals.join(" ") || "(none)"}`);
  const range = { since: dateOption("since", values.since), until: dateOption("until", values.until) };
  const file = resolve(values.html ?? "relatorio-atribuicao.html");
  return withServerDatabase(async (db) => {
    const report = await attributionReport(db, range);
    console.log(reportTable(report));
    writeFileSync(file, reportHtml(report));
    console.log(`\nHTML: ${file}`);
    return 0;
  });
}

await runOperatorCommand(USAGE, run);
