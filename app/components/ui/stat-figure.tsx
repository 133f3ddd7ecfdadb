import { cn } from "../../lib/cn";

interface StatFigureProps {
  /** What the eye reads: '14.000+'. */
  figure: string;
  label: string;
  /** The figure and label as one phrase for screen readers, which skip the two parts. */
  spoken: string;
  /** Layout and colour on the band it sits on. */
  className?: string;
  figureTestId?: string;
}

/** One big figure above its label, as a term of a <dl> (label, then figure, in reading order). */
export function StatFigure({ figure, label, spoken, className, figureTestId }: StatFigureProps) {
  return (
    <div className={cn("flex flex-col-reverse items-center text-center", className)}>
      <dt className="mt-2 text-sm text-brand-100 sm:text-base">
        <span aria-hidden="true">{label}</span>
        <span className="sr-only">{spoken}</span>
      </dt>
      <dd aria-hidden="true" data-testid={figureTestId} className="text-4xl font-extrabold tabular-nums sm:text-5xl">
        {figure}
      </dd>
    </div>
  );
}
