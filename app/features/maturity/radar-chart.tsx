// The five dimension scores as a hand-drawn SVG radar chart, drawn at its container's width
// so the labels stay readable on a phone. Readable without colour: the area is hatched,
// every vertex has a marker, and each axis is labelled with the dimension and its score.
// The result's table gives the same numbers as text.
import { useId } from "react";
import { useElementWidth } from "../../hooks/use-element-width";
import type { DimensionScore } from "../../../contracts/maturity-scoring";

const DEFAULT_WIDTH = 480;
const MAX_WIDTH = 560;
const RINGS = [20, 40, 60, 80, 100];

export function RadarChart({ dimensions }: { dimensions: DimensionScore[] }) {
  const id = useId();
  const [boxRef, measured] = useElementWidth<HTMLDivElement>(DEFAULT_WIDTH, 260);
  const width = Math.min(measured, MAX_WIDTH);
  const radius = Math.min(width / 2 - 52, 150);
  const cx = width / 2;
  const cy = radius + 48;
  const height = Math.round(cy + radius * 0.81 + 48);
  const count = dimensions.length;
  const point = (index: number, value: number): [number, number] => {
    const angle = -Math.PI / 2 + (index * 2 * Math.PI) / count;
    const r = (value / 100) * radius;
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
  };
  const polygon = (values: number[]) => values.map((v, i) => point(i, v).map((n) => n.toFixed(1)).join(",")).join(" ");
  const scores = dimensions.map((d) => d.score);
  const description = dimensions.map((d) => `${d.dimension.name}: ${d.score} de 100`).join("; ");

  return (
    <div ref={boxRef} className="w-full">
      <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-labelledby={`${id}-t ${id}-d`} className="mx-auto block max-w-full" data-testid="radar-chart">
        <title id={`${id}-t`}>Gráfico de radar das cinco dimensões</title>
        <desc id={`${id}-d`}>{description}</desc>
        <defs>
          <pattern id={`${id}-hatch`} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="8" height="8" fill="#ccfbf1" />
            <line x1="0" y1="0" x2="0" y2="8" stroke="#0f766e" strokeWidth="2" />
          </pattern>
        </defs>
        {RINGS.map((ring) => (
          <polygon key={ring} points={polygon(scores.map(() => ring))} fill="none" stroke="#cbd5e1" strokeWidth="1" />
        ))}
        {dimensions.map((d, i) => {
          const [x, y] = point(i, 100);
          return <line key={d.dimension.id} x1={cx} y1={cy} x2={x} y2={y} stroke="#cbd5e1" strokeWidth="1" />;
        })}
        <polygon points={polygon(scores)} fill={`url(#${id}-hatch)`} fillOpacity="0.8" stroke="#0f766e" strokeWidth="2.5" strokeLinejoin="round" />
        {dimensions.map((d, i) => {
          const [x, y] = point(i, d.score);
          return <circle key={d.dimension.id} cx={x} cy={y} r="5" fill="#fff" stroke="#0f766e" strokeWidth="2.5" />;
        })}
        {dimensions.map((d, i) => {
          // Labels sit centred above the upper vertices and below the lower ones.
          const [x, y] = point(i, 100);
          const above = y < cy;
          const ty = above ? y - 28 : y + 20;
          return (
            <text key={d.dimension.id} x={x} y={ty} textAnchor="middle" fontSize="13" fill="#0f172a">
              <tspan x={x} fontWeight="600">{d.dimension.shortName}</tspan>
              <tspan x={x} dy="16" fill="#334155">{`${d.score}/100`}</tspan>
            </text>
          );
        })}
      </svg>
    </div>
  );
}
