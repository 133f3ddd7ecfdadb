// spec §4: counters that animate once, 2000 ms in 60 steps, when 30% of the section shows.
import { useRef } from "react";
import { COUNTER_DURATION_MS, COUNTER_STEPS, COUNTER_VISIBILITY_THRESHOLD } from "../../../contracts/landing";
import type { Stat } from "../../content/stats";
import { useCountUp } from "../../hooks/use-count-up";
import { useInViewOnce } from "../../hooks/use-in-view-once";
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion";
import { Container } from "../../components/ui/container";
import { StatFigure } from "../../components/ui/stat-figure";

export function StatsSection({ title, stats }: { title: string; stats: Stat[] }) {
  const ref = useRef<HTMLElement>(null);
  const visible = useInViewOnce(ref, COUNTER_VISIBILITY_THRESHOLD);
  const instant = usePrefersReducedMotion();
  return (
    <section ref={ref} aria-labelledby="numeros-title" className="bg-brand-900 py-20 text-white defer-render">
      <Container>
        <h2 id="numeros-title" className="text-center text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {title}
        </h2>
        <dl className="mt-12 grid grid-cols-2 gap-8 lg:grid-cols-4">
          {stats.map((stat) => (
            <Counter key={stat.label} stat={stat} start={visible} instant={instant} />
          ))}
        </dl>
      </Container>
    </section>
  );
}

function Counter({ stat, start, instant }: { stat: Stat; start: boolean; instant: boolean }) {
  const value = useCountUp(stat.target, { start, instant, durationMs: COUNTER_DURATION_MS, steps: COUNTER_STEPS });
  return <StatFigure figure={`${value}${stat.suffix}`} label={stat.label} spoken={stat.spoken} figureTestId="stat-value" />;
}
