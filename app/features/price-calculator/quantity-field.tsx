// A quantity as a slider plus a number input, both named by the same label. The slider
// covers the usual range; the number input takes any accepted value.
import { useId, useState } from "react";
import { LabelWithHint } from "../../components/ui/label-with-hint";

export interface QuantityFieldProps {
  label: string;
  hint: string;
  value: number;
  min: number;
  /** Largest accepted value (the number input). */
  max: number;
  /** Right end of the slider. */
  sliderMax: number;
  sliderStep?: number;
  /** pt-BR text of a value for screen readers: '3 usuários'. */
  valueText: (value: number) => string;
  unit?: string;
  onChange: (value: number) => void;
}

export function QuantityField({ label, hint, value, min, max, sliderMax, sliderStep = 1, valueText, unit, onChange }: QuantityFieldProps) {
  const id = useId();
  // What the visitor is typing; null when the input simply shows the value.
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);

  const commit = (raw: string) => {
    setDraft(raw);
    const n = Number(raw);
    const ok = /^\d+$/.test(raw) && n >= min && n <= max;
    setInvalid(!ok);
    if (ok) onChange(n);
  };

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <LabelWithHint className="min-w-0" htmlFor={`${id}-number`} labelId={`${id}-label`} hintId={`${id}-hint`} label={label} hint={hint} />
        <div className="flex items-center gap-2">
          <input
            id={`${id}-number`}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            value={draft ?? String(value)}
            aria-describedby={invalid ? `${id}-hint ${id}-error` : `${id}-hint`}
            aria-invalid={invalid || undefined}
            onChange={(e) => commit(e.target.value)}
            onBlur={() => {
              setDraft(null);
              setInvalid(false);
            }}
            className="h-11 w-28 rounded-lg border border-slate-400 px-3 text-right text-base font-semibold tabular-nums text-slate-900 aria-invalid:border-red-700"
          />
          {unit && <span className="text-sm text-slate-600" aria-hidden="true">{unit}</span>}
        </div>
      </div>
      <input
        type="range"
        min={min}
        max={sliderMax}
        step={sliderStep}
        value={Math.min(value, sliderMax)}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        aria-valuetext={valueText(value)}
        onChange={(e) => {
          const n = Number(e.target.value);
          setInvalid(false);
          setDraft(null);
          onChange(n);
        }}
        className="mt-2 h-6 w-full cursor-pointer accent-brand-700"
      />
      <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{min}</span>
        <span>{sliderMax < max ? `${sliderMax}+` : sliderMax}</span>
      </div>
      {invalid && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {`Use um número inteiro de ${min} a ${max.toLocaleString("pt-BR")}.`}
        </p>
      )}
    </div>
  );
}
