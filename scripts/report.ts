// `npm run report -- attribution|funnel|vitals [--since DATE] [--until DATE] [--html FILE]`.
// attribution: where the conversions came from, for marketing: counts per channel, source,
// medium and campaign, per kind of conversion, as a table here and as a self-contained HTML
// page with a chart of leads per channel per week (server/attribution/report.ts). funnel and
// vitals: the aggregate measurement's funnel and field speed (server/measurement/report.ts).
// Each reads only aggregated counts, from the database the server uses (DATABASE_URL, or PGlite in DATA_DIR: stop the server first).
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { attributionReport, reportHtml, reportTable } from "../server/attribution/report.ts";
import { funnelHtml, funnelReport, funnelText, vitalsText } from "../server/measurement/report.ts";
import { runOperatorCommand, UsageError, withServerDatabase } from "./operator-command.ts";

const USAGE = `Usage: npm run report -- attribution|funnel|vitals [--since DATE] [--until DATE] [--html FILE]

  attribution     conversions per channel, source, medium and campaign, per kind of conversion
  funnel          entries -> forms started -> conversions -> confirmed -> demos attended, per
                  channel and per landing route, per week, with rates (aggregate measurement)
  vitals          field speed: p75 of LCP, INP and CLS per route and device against "good"
  --since DATE    from this day (ISO date, inclusive), e.g. 2026-11-01
  --until DATE    up to this day (exclusive)
  --html FILE     where the HTML page goes (attribution: default relatorio-atribuicao.html
                  here; funnel: only when given)`;

function dateOption(name: string, value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime())) throw new UsageError(`--${name} expects an ISO date, e.g. 2026-11-01`);
  return date;
}

async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { since: { type: "string" }, until: { type: "string" }, html: { type: "string" } } });
  const kind = positionals.length === 1 ? positionals[0] : undefined;
  if (kind !== "attribution" && kind !== "funnel" && kind !== "vitals") throw new UsageError(`unknown report: ${positionals.join(" ") || "(none)"}`);
  const range = { since: dateOption("since", values.since), until: dateOption("until", values.until) };
  if (kind !== "attribution") {
    // The measurement's days (YYYY-MM-DD, Brasília).
    const days = { since: range.since?.toISOString().slice(0, 10), until: range.until?.toISOString().slice(0, 10) };
    return withServerDatabase(async (db) => {
      if (kind === "vitals") {
        console.log(await vitalsText(db, days));
        return 0;
      }
      const funnel = await funnelReport(db, days);
      console.log(funnelText(funnel));
      if (values.html) {
        writeFileSync(resolve(values.html), funnelHtml(funnel));
        console.log(`\nHTML: ${resolve(values.html)}`);
      }
      return 0;
    });
  }
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
