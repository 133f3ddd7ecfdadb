// A number typed as text in a card, beside its label and hint (the calculators' inputs).
// While the visitor types, the input keeps their text; text that does not parse says so
// under the field and keeps the last value; leaving the input shows the value again.
import { useId, useState, type ComponentProps, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { LabelWithHint } from "./label-with-hint";

interface TypedNumberFieldProps {
  label: string;
  hint: string;
  labelClassName?: string;
  /** The value as the input shows it while the visitor is not typing. */
  text: string;
  /** The value of typed text, or null when it is not acceptable. */
  parse: (raw: string) => number | null;
  onChange: (value: number) => void;
  /** Said while the typed text is not acceptable. */
  errorText: string;
  /** The input's own attributes (type, keyboard, bounds) and its width. */
  input: Omit<ComponentProps<"input">, "id" | "value" | "onChange" | "onBlur">;
  /** Beside the input ('R$', a unit). */
  before?: ReactNode;
  after?: ReactNode;
  /** Under the input row (a slider): the ids that name it, and `settle` to drop what is being typed. */
  children?: (ids: { labelId: string; hintId: string }, settle: () => void) => ReactNode;
}

export function TypedNumberField({ label, hint, labelClassName, text, parse, onChange, errorText, input, before, after, children }: TypedNumberFieldProps) {
  const id = useId();
  const ids = { labelId: `${id}-label`, hintId: `${id}-hint` };
  // What the visitor is typing; null when the input simply shows the value.
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);

  const type = (raw: string) => {
    setDraft(raw);
    const value = parse(raw);
    setInvalid(value === null);
    if (value !== null) onChange(value);
  };
  const settle = () => {
    setDraft(null);
    setInvalid(false);
  };

  // min-w-0 on the card, the input row and the input: at 320 px with large text the input
  // narrows rather than push the card and the page wide (WCAG 1.4.10).
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <LabelWithHint
          className={labelClassName}
          htmlFor={`${id}-input`}
          labelId={children ? ids.labelId : undefined}
          hintId={ids.hintId}
          label={label}
          hint={hint}
        />
        <div className="flex min-w-0 items-center gap-2">
          {before}
          <input
            {...input}
            id={`${id}-input`}
            value={draft ?? text}
            aria-describedby={invalid ? `${ids.hintId} ${id}-error` : ids.hintId}
            aria-invalid={invalid || undefined}
            onChange={(e) => type(e.target.value)}
            onBlur={settle}
            className={cn(
              "h-11 min-w-0 rounded-lg border border-slate-400 px-3 text-right text-base font-semibold tabular-nums text-slate-900 aria-invalid:border-red-700",
              input.className,
            )}
          />
          {after}
        </div>
      </div>
      {children?.(ids, settle)}
      {invalid && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {errorText}
        </p>
      )}
    </div>
  );
}
