// A quantity as a slider plus a number input, both named by the same label. The slider
// covers the usual range; the number input takes any accepted value.
import { TypedNumberField } from "../../components/ui/typed-number-field";
import { formatCount } from "../../../contracts/money";

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

/** A whole number from `min` to `max` as typed ('12'), or null. */
function wholeNumberIn(raw: string, min: number, max: number): number | null {
  const n = Number(raw);
  return /^\d+$/.test(raw) && n >= min && n <= max ? n : null;
}

export function QuantityField({ value, min, max, sliderMax, sliderStep = 1, valueText, unit, ...field }: QuantityFieldProps) {
  return (
    <TypedNumberField
      {...field}
      labelClassName="min-w-0"
      text={String(value)}
      parse={(raw) => wholeNumberIn(raw, min, max)}
      errorText={`Use um número inteiro de ${min} a ${formatCount(max)}.`}
      input={{ type: "number", inputMode: "numeric", min, max, step: 1, className: "w-28" }}
      after={unit && <span className="text-sm text-slate-600" aria-hidden="true">{unit}</span>}
    >
      {({ labelId, hintId }, settle) => (
        <>
          <input
            type="range"
            min={min}
            max={sliderMax}
            step={sliderStep}
            value={Math.min(value, sliderMax)}
            aria-labelledby={labelId}
            aria-describedby={hintId}
            aria-valuetext={valueText(value)}
            onChange={(e) => {
              settle();
              field.onChange(Number(e.target.value));
            }}
            className="mt-2 h-6 w-full cursor-pointer accent-brand-700"
          />
          <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
            <span>{min}</span>
            <span>{sliderMax < max ? `${sliderMax}+` : sliderMax}</span>
          </div>
        </>
      )}
    </TypedNumberField>
  );
}
