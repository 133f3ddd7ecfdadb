// The marketing view of campaign attribution (`npm run report -- attribution`): conversions
// per channel, source, medium and campaign, per kind of conversion, and leads per channel per
// week, read as aggregated counts only (no name, e-mail or id leaves the database), and
// rendered as a terminal table and a self-contained HTML file with a chart.
import { and, count, gte, lt, sql, type SQL } from "drizzle-orm";
import { CHANNELS, type Channel, type Conversion } from "../../contracts/attribution-rules.ts";
import { CONVERSIONS } from "../../contracts/forms.ts";
import type { Db } from "../db/client.ts";
import { attributions } from "../db/schema.ts";

export interface ReportRange {
  since?: Date;
  until?: Date;
}

export interface AttributionReport {
  range: { since: string | null; until: string | null };
  total: number;
  /** Counts by conversion, channel, source, medium and campaign, largest first. */
  rows: { conversion: Conversion; channel: Channel | null; source: string | null; medium: string | null; campaign: string | null; conversions: number }[];
  /** Counts by week (its Monday, YYYY-MM-DD, UTC) and channel. */
  weeks: { week: string; channel: Channel | null; conversions: number }[];
}

/** What the report counts: the attributions created within `range` (since inclusive, until exclusive). */
export async function attributionReport(db: Db, { since, until }: ReportRange): Promise<AttributionReport> {
  const within: SQL[] = [...(since ? [gte(attributions.createdAt, since)] : []), ...(until ? [lt(attributions.createdAt, until)] : [])];
  const where = within.length > 0 ? and(...within) : undefined;
  const n = count();
  const rows = await db
    .select({ conversion: attributions.conversion, channel: attributions.channel, source: attributions.source, medium: attributions.medium, campaign: attributions.campaign, conversions: n })
    .from(attributions)
    .where(where)
    .groupBy(attributions.conversion, attributions.channel, attributions.source, attributions.medium, attributions.campaign)
    .orderBy(sql`count(*) desc`, attributions.conversion, attributions.channel, attributions.source, attributions.medium, attributions.campaign);
  const week = sql<string>`to_char(date_trunc('week', ${attributions.createdAt} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
  const weeks = await db.select({ week, channel: attributions.channel, conversions: n }).from(attributions).where(where).groupBy(week, attributions.channel).orderBy(week, attributions.channel);
  return {
    range: { since: since?.toISOString() ?? null, until: until?.toISOString() ?? null },
    total: rows.reduce((sum, row) => sum + Number(row.conversions), 0),
    rows: rows.map((row) => ({ ...row, conversions: Number(row.conversions) })),
    weeks: weeks.map((row) => ({ ...row, conversions: Number(row.conversions) })),
  };
}

const UNKNOWN = "(desconhecido)";
const channelName = (channel: Channel | null) => (channel ? CHANNELS[channel] : UNKNOWN);
const HEADINGS = ["Conversão", "Canal", "Origem", "Meio", "Campanha", "Conversões"] as const;
const cells = (row: AttributionReport["rows"][number]) => [CONVERSIONS[row.conversion], channelName(row.channel), row.source ?? UNKNOWN, row.medium ?? UNKNOWN, row.campaign ?? "", String(row.conversions)];
/** A report's period in words. */
export const rangeText = ({ since, until }: AttributionReport["range"]) => `${since ? `de ${since.slice(0, 10)}` : "desde o início"} ${until ? `até ${until.slice(0, 10)} (exclusive)` : "até hoje"}`;

/** `text` padded or cut (with an ellipsis) to `width`. */
const fit = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width));

/** The report as a terminal table. */
export function reportTable(report: AttributionReport): string {
  const lines = [HEADINGS as readonly string[], ...report.rows.map(cells)];
  const widths = HEADINGS.map((_, i) => Math.min(40, Math.max(...lines.map((line) => line[i]!.length))));
  const render = (line: readonly string[]) => line.map((cell, i) => (i === line.length - 1 ? cell.padStart(widths[i]!) : fit(cell, widths[i]!))).join("  ");
  return [
    `Conversões por origem, ${rangeText(report.range)}: ${report.total}`,
    "",
    render(lines[0]!),
    widths.map((w) => "-".repeat(w)).join("  "),
    ...lines.slice(1).map(render),
  ].join("\n");
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** One colour per channel, in CHANNELS' order (readable on white, told apart by the legend too). */
const COLOURS = ["#1d4ed8", "#7c3aed", "#db2777", "#059669", "#0891b2", "#d97706", "#65a30d", "#475569", "#0f172a", "#b91c1c", "#94a3b8"];
const colourOf = (channel: Channel | null) => COLOURS[channel ? Object.keys(CHANNELS).indexOf(channel) : COLOURS.length - 1]!;

/** Leads per channel per week as a stacked bar chart, an inline SVG with a text alternative. */
function weeklyChart(report: AttributionReport): string {
  const weeks = [...new Set(report.weeks.map((w) => w.week))];
  const channels = [...new Set(report.weeks.map((w) => w.channel))];
  const totals = weeks.map((week) => report.weeks.filter((w) => w.week === week).reduce((sum, w) => sum + w.conversions, 0));
  const max = Math.max(1, ...totals);
  const [barWidth, gap, height, left, bottom] = [36, 16, 220, 40, 40];
  const width = left + weeks.length * (barWidth + gap) + gap;
  const bars = weeks.flatMap((week, i) => {
    let y = height;
    return channels.flatMap((channel) => {
      const n = report.weeks.find((w) => w.week === week && w.channel === channel)?.conversions ?? 0;
      if (n === 0) return [];
      const h = (n / max) * (height - 20);
      y -= h;
      return [`<rect x="${left + gap + i * (barWidth + gap)}" y="${y.toFixed(1)}" width="${barWidth}" height="${h.toFixed(1)}" fill="${colourOf(channel)}"><title>${escapeHtml(`${week}: ${channelName(channel)}, ${n}`)}</title></rect>`];
    });
  });
  const labels = weeks.map((week, i) => `<text x="${left + gap + i * (barWidth + gap) + barWidth / 2}" y="${height + 16}" text-anchor="middle" font-size="10">${week.slice(5).split("-").toReversed().join("/")}</text>`);
  const totalsText = weeks.map((_, i) => `<text x="${left + gap + i * (barWidth + gap) + barWidth / 2}" y="${(height - (totals[i]! / max) * (height - 20) - 4).toFixed(1)}" text-anchor="middle" font-size="10">${totals[i]}</text>`);
  const legend = channels.map((channel) => `<li><span style="background:${colourOf(channel)}"></span>${escapeHtml(channelName(channel))}</li>`).join("");
  const summary = weeks.map((week, i) => `semana de ${week}: ${totals[i]}`).join("; ");
  return `<figure><svg role="img" aria-label="${escapeHtml(`Conversões por canal por semana. ${summary}`)}" viewBox="0 0 ${width} ${height + bottom}" width="${width}" height="${height + bottom}"><line x1="${left}" y1="${height}" x2="${width}" y2="${height}" stroke="#94a3b8"/>${bars.join("")}${labels.join("")}${totalsText.join("")}</svg><figcaption>Conversões por canal, por semana (segunda-feira de cada semana)</figcaption><ul class="legend">${legend}</ul></figure>`;
}

/** The report as one self-contained HTML page (reportPage). */
export function reportHtml(report: AttributionReport): string {
  const head = HEADINGS.map((h) => `<th scope="col">${h}</th>`).join("");
  const body = report.rows.map((row) => `<tr>${cells(row).map((cell, i) => (i === HEADINGS.length - 1 ? `<td class="n">${cell}</td>` : `<td>${escapeHtml(cell)}</td>`)).join("")}</tr>`).join("\n");
  return reportPage(
    "Origem das conversões",
    `<p>${escapeHtml(`Período: ${rangeText(report.range)}. Total: ${report.total} conversões. Apenas contagens: nenhum nome ou e-mail.`)}</p>
${report.total > 0 ? weeklyChart(report) : "<p>Nenhuma conversão no período.</p>"}
<table>
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody>
</table>`,
    `figure{margin:1.5rem 0;overflow-x:auto}
.legend{list-style:none;display:flex;flex-wrap:wrap;gap:1rem;padding:0}.legend span{display:inline-block;width:.8rem;height:.8rem;margin-right:.3rem;vertical-align:middle}`,
  );
}

/**
 * An owners' report written with `--html`: one self-contained page (no script, no external
 * file) with `title` as its heading, then `body`; `style` adds to the tables' style.
 */
export function reportPage(title: string, body: string, style = ""): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;color:#0f172a;margin:2rem;max-width:70rem}
table{border-collapse:collapse;width:100%;margin-top:1rem}th,td{border-bottom:1px solid #e2e8f0;padding:.4rem .6rem;text-align:left;overflow-wrap:anywhere}
td.n{text-align:right;font-variant-numeric:tabular-nums}
${style}
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
</body>
</html>
`;
}
