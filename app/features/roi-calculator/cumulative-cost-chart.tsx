// Cumulative cost with and without the platform, month by month, as a hand-drawn SVG
// line chart. Readable without colour: the lines differ in stroke (solid / dashed) and
// marker (circle / square), each is labelled at its end, and a table gives the same numbers.
import { useId } from "react";
import { useElementWidth } from "../../hooks/use-element-width";
import { formatCents, formatDecimal } from "../../../contracts/money";
import type { CumulativePoint } from "./roi";

/** Drawn at the container's own width (one unit a pixel), so the text stays readable on phones. */
const DEFAULT_WIDTH = 640;
const PAD = { top: 28, right: 72, bottom: 40, left: 44 };

/** A 'nice' axis maximum and step (1, 2 or 5 × 10^n) for about 4 ticks. */
function niceScale(max: number): { top: number; step: number } {
  if (max <= 0) return { top: 100, step: 25 };
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  return { top: Math.ceil(max / step) * step, step };
}

/** Thousands of reais for the axis: 2_560_000 centavos -> '25,6'. */
const thousandsOfReais = (cents: number) => formatDecimal(cents / 100_000, 1);

export function CumulativeCostChart({ points, planName }: { points: CumulativePoint[]; planName: string | null }) {
  const id = useId();
  const [boxRef, W] = useElementWidth<HTMLDivElement>(DEFAULT_WIDTH, 280);
  const H = Math.min(360, Math.max(240, Math.round(W * 0.55)));
  const PLOT_W = W - PAD.left - PAD.right;
  const PLOT_H = H - PAD.top - PAD.bottom;
  const months = points.length;
  const hasWith = points.every((p) => p.withCents !== null);
  const max = Math.max(...points.map((p) => Math.max(p.withoutCents, p.withCents ?? 0)));
  const { top, step } = niceScale(max);
  const x = (month: number) => PAD.left + ((month - 1) / Math.max(1, months - 1)) * PLOT_W;
  const y = (cents: number) => PAD.top + PLOT_H - (cents / top) * PLOT_H;
  const path = (values: number[]) => values.map((v, i) => `${i === 0 ? "M" : "L"}${x(i + 1).toFixed(1)},${y(v).toFixed(1)}`).join("");
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const every = W < 480 ? 6 : 3;
  const marker = W < 480 ? 3 : 4;
  const monthTicks = points.filter((p) => p.month === 1 || p.month % every === 0).map((p) => p.month);
  const last = points[months - 1]!;
  const withLabel = planName ? `Com o Tramita (${planName})` : "Com o Tramita";
  // Keep the two end labels apart.
  let withoutLabelY = y(last.withoutCents);
  let withLabelY = hasWith ? y(last.withCents!) : 0;
  if (hasWith && Math.abs(withoutLabelY - withLabelY) < 30) {
    const mid = (withoutLabelY + withLabelY) / 2;
    [withoutLabelY, withLabelY] = last.withoutCents >= last.withCents! ? [mid - 15, mid + 15] : [mid + 15, mid - 15];
  }

  const summary = hasWith
    ? `Em ${months} meses, o custo acumulado sem o Tramita chega a ${formatCents(last.withoutCents)}; com o Tramita, incluindo o plano, a ${formatCents(last.withCents!)}.`
    : `Em ${months} meses, o custo acumulado sem o Tramita chega a ${formatCents(last.withoutCents)}.`;

  // The table of values follows the figure rather than its caption: a <figcaption> is the
  // first or the last child of its <figure> (HTML's content model, html-validate).
  return (
    <div>
    <figure className="m-0">
      <div ref={boxRef}>
      <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="block h-auto max-w-full" data-testid="roi-chart">
        <title id={`${id}-title`}>Custo acumulado com e sem o Tramita</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={PAD.left + PLOT_W} y1={y(t)} y2={y(t)} stroke="#e2e8f0" strokeWidth="1" />
            <text x={PAD.left - 8} y={y(t)} textAnchor="end" dominantBaseline="middle" fontSize="12" fill="#475569">
              {thousandsOfReais(t)}
            </text>
          </g>
        ))}
        <text x={4} y={12} fontSize="12" fill="#475569" aria-hidden="true">
          R$ mil
        </text>
        {monthTicks.map((m) => (
          <text key={m} x={x(m)} y={PAD.top + PLOT_H + 20} textAnchor="middle" fontSize="12" fill="#475569">
            {m}
          </text>
        ))}
        <text x={PAD.left + PLOT_W / 2} y={H - 4} textAnchor="middle" fontSize="12" fill="#475569">
          Meses
        </text>
        <line x1={PAD.left} x2={PAD.left + PLOT_W} y1={PAD.top + PLOT_H} y2={PAD.top + PLOT_H} stroke="#64748b" strokeWidth="1" />

        <path d={path(points.map((p) => p.withoutCents))} fill="none" stroke="#334155" strokeWidth="3" />
        {points.map((p) => (
          <circle key={p.month} cx={x(p.month)} cy={y(p.withoutCents)} r={marker} fill="#334155" />
        ))}
        <text x={PAD.left + PLOT_W + 8} y={withoutLabelY} dominantBaseline="middle" fontSize="12" fontWeight="600" fill="#334155">
          <tspan x={PAD.left + PLOT_W + 8}>● Sem o</tspan>
          <tspan x={PAD.left + PLOT_W + 8} dy="14">Tramita</tspan>
        </text>

        {hasWith && (
          <>
            <path d={path(points.map((p) => p.withCents!))} fill="none" stroke="#0f766e" strokeWidth="3" strokeDasharray="8 5" />
            {points.map((p) => (
              <rect key={p.month} x={x(p.month) - marker} y={y(p.withCents!) - marker} width={2 * marker} height={2 * marker} fill="#0f766e" />
            ))}
            <text x={PAD.left + PLOT_W + 8} y={withLabelY} dominantBaseline="middle" fontSize="12" fontWeight="600" fill="#0f766e">
              <tspan x={PAD.left + PLOT_W + 8}>■ Com o</tspan>
              <tspan x={PAD.left + PLOT_W + 8} dy="14">Tramita</tspan>
            </text>
          </>
        )}
      </svg>
      </div>
      <figcaption className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        <span className="inline-flex items-center gap-2">
          <svg width="28" height="10" aria-hidden="true"><line x1="0" x2="28" y1="5" y2="5" stroke="#334155" strokeWidth="3" /><circle cx="14" cy="5" r="4" fill="#334155" /></svg>
          Sem o Tramita (linha contínua, círculos)
        </span>
        {hasWith && (
          <span className="inline-flex items-center gap-2">
            <svg width="28" height="10" aria-hidden="true"><line x1="0" x2="28" y1="5" y2="5" stroke="#0f766e" strokeWidth="3" strokeDasharray="6 4" /><rect x="10" y="1" width="8" height="8" fill="#0f766e" /></svg>
            {`${withLabel} (linha tracejada, quadrados)`}
          </span>
        )}
      </figcaption>
    </figure>
      <details className="mt-4 rounded-lg border border-slate-200 print:hidden">
        <summary className="cursor-pointer px-4 py-3 font-medium text-brand-800">Ver os valores mês a mês em tabela</summary>
        <div className="overflow-x-auto px-4 pb-4">
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">Custo acumulado por mês, com e sem o Tramita</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left">
                <th scope="col" className="py-2 pr-4">Mês</th>
                <th scope="col" className="py-2 pr-4 text-right">Sem o Tramita</th>
                {hasWith && <th scope="col" className="py-2 pr-4 text-right">{withLabel}</th>}
                {hasWith && <th scope="col" className="py-2 text-right">Diferença</th>}
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.month} className="border-b border-slate-100">
                  <th scope="row" className="py-1.5 pr-4 text-left font-normal">{p.month}</th>
                  <td className="py-1.5 pr-4 text-right">{formatCents(p.withoutCents)}</td>
                  {hasWith && <td className="py-1.5 pr-4 text-right">{formatCents(p.withCents!)}</td>}
                  {hasWith && <td className="py-1.5 text-right">{formatCents(p.withoutCents - p.withCents!)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
