// The controls of a strip that rotates on its own (client logos, tips): a dot per stop and
// a pause toggle (WCAG 2.2.2: what moves by itself can be stopped).
import { Pause, Play } from "lucide-react";
import { cn } from "../../lib/cn";

const tones = {
  brand: { current: "w-6 bg-brand-700", other: "w-2.5 bg-slate-400 group-hover:bg-slate-600", toggle: "hover:bg-slate-100" },
  amber: { current: "w-6 bg-amber-700", other: "w-2.5 bg-amber-300 group-hover:bg-amber-500", toggle: "hover:bg-amber-100" },
} as const;

type Tone = keyof typeof tones;

interface RotationDotProps {
  label: string;
  current: boolean;
  onClick: () => void;
  tone: Tone;
  /** The button's size: the dot sits in the middle of a larger tap target. */
  className: string;
}

export function RotationDot({ label, current, onClick, tone, className }: RotationDotProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-current={current ? "true" : undefined}
      onClick={onClick}
      className={cn("group flex items-center justify-center rounded-full", className)}
    >
      <span aria-hidden="true" className={cn("block h-2.5 rounded-full transition-all", current ? tones[tone].current : tones[tone].other)} />
    </button>
  );
}

interface PauseToggleProps {
  stopped: boolean;
  onToggle: () => void;
  /** What the button stops, for its label: 'a troca de dicas'. */
  subject: string;
  tone: Tone;
  className?: string;
}

export function PauseToggle({ stopped, onToggle, subject, tone, className }: PauseToggleProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      className={cn("inline-flex size-11 items-center justify-center rounded-full text-slate-700", tones[tone].toggle, className)}
      aria-label={`${stopped ? "Retomar" : "Pausar"} ${subject}`}
    >
      {stopped ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
    </button>
  );
}
