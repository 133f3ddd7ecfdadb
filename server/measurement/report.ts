// The owners' reports in a terminal and as a file (`npm run report -- funnel | vitals`):
// the funnel per channel and per landing route, per week, with the rate of each step; and
// field speed (p75 per route and device against "good"). Counts only: no row names a person.
import { createElement as h } from "react";
import { DEVICE_LABELS, type Device } from "../../contracts/measurement.ts";
import { VITALS } from "../../contracts/vitals.ts";
import type { Db } from "../db/client.ts";
import { channelLabel, dayText, panelPage, routeLabel, Table, vitalText } from "../staff/page.ts";
import { funnel, rate, vitalsSummary, type DayRange, type FunnelRow, type VitalSummary } from "./queries.ts";

const percent = new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 1 });
const rateCell = (part: number, whole: number) => {
  const value = rate(part, whole);
  return value === null ? "–" : percent.format(value);
};

export const FUNNEL_HEAD = ["Semana de", "Grupo", "Entradas", "Formulários", "Conversões", "Confirmadas", "Realizadas", "Form./entrada", "Conv./entrada", "Confirmação", "Comparecimento"];
/** How many of FUNNEL_HEAD's last columns are figures. */
const FUNNEL_FIGURES = 9;

/** A funnel line as cells: counts, then each step's rate over the one before (conversions over entries). */
export const funnelCells = (row: FunnelRow, label: (group: string) => string) => [
  dayText(row.week),
  label(row.group),
  ...[row.entries, row.formStarts, row.conversions, row.confirmed, row.attended].map(String),
  rateCell(row.formStarts, row.entries),
  rateCell(row.conversions, row.entries),
  rateCell(row.confirmed, row.conversions),
  rateCell(row.attended, row.confirmed),
];

export interface FunnelReport {
  range: DayRange;
  byChannel: FunnelRow[];
  byLanding: FunnelRow[];
}

export async function funnelReport(db: Db, range: DayRange): Promise<FunnelReport> {
  return { range, byChannel: await funnel(db, range, "channel", true), byLanding: await funnel(db, range, "landing", true) };
}

const rangeText = ({ since, until }: DayRange) => `${since ? `de ${since}` : "desde o início"} ${until ? `até ${until} (exclusive)` : "até hoje"}`;

/** Rows as aligned text columns; the last `figures` columns right-aligned. */
export function columns(head: readonly string[], rows: readonly (readonly string[])[], figures: number): string {
  const widths = head.map((title, i) => Math.min(48, Math.max(title.length, ...rows.map((row) => row[i]!.length))));
  const line = (cells: readonly string[]) => cells.map((cell, i) => (i >= cells.length - figures ? cell.padStart(widths[i]!) : cell.slice(0, widths[i]!).padEnd(widths[i]!))).join("  ");
  return [line(head), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

export function funnelText(report: FunnelReport): string {
  return [
    `Funil ${rangeText(report.range)}`,
    "",
    "Por canal",
    columns(FUNNEL_HEAD, report.byChannel.map((row) => funnelCells(row, channelLabel)), FUNNEL_FIGURES),
    "",
    "Por página de entrada",
    columns(FUNNEL_HEAD, report.byLanding.map((row) => funnelCells(row, routeLabel)), FUNNEL_FIGURES),
  ].join("\n");
}

export function funnelHtml(report: FunnelReport): string {
  return panelPage(
    "Funil",
    [
      h("p", { className: "muted" }, `Período: ${rangeText(report.range)}. Apenas contagens: nenhum nome ou e-mail.`),
      h("section", null, h("h2", null, "Por canal"), h(Table, { head: FUNNEL_HEAD, numeric: FUNNEL_FIGURES, rows: report.byChannel.map((row) => funnelCells(row, channelLabel)) })),
      h("section", null, h("h2", null, "Por página de entrada"), h(Table, { head: FUNNEL_HEAD, numeric: FUNNEL_FIGURES, rows: report.byLanding.map((row) => funnelCells(row, routeLabel)) })),
    ],
  );
}

export const VITALS_HEAD = ["Página", "Dispositivo", "Métrica", "Medições", "p75", "Bom até", "Situação"];

export const vitalsCells = (v: VitalSummary) => [routeLabel(v.route), DEVICE_LABELS[v.device as Device], v.metric, String(v.count), vitalText(v.metric, v.p75), vitalText(v.metric, VITALS[v.metric].good), v.good ? "bom" : "ruim"];

export async function vitalsText(db: Db, range: DayRange): Promise<string> {
  const rows = await vitalsSummary(db, range);
  return [`Velocidade real (p75) ${rangeText(range)}`, "", rows.length === 0 ? "Nenhuma medição no período." : columns(VITALS_HEAD, rows.map(vitalsCells), 0)].join("\n");
}
