// An amount in reais typed the Brazilian way ('1.234,56'), with 'R$' beside it. Laid out
// like the calculator's QuantityField, without a slider. Invalid text keeps the last value.
import { useId, useState } from "react";
import { LabelWithHint } from "../../components/ui/label-with-hint";
import { formatCents } from "../../../contracts/money";
import { parseReais, reaisText } from "./money-input";

export interface MoneyFieldProps {
  label: string;
  hint: string;
  cents: number;
  maxCents: number;
  onChange: (cents: number) => void;
}

export function MoneyField({ label, hint, cents, maxCents, onChange }: MoneyFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);

  const commit = (raw: string) => {
    setDraft(raw);
    const parsed = parseReais(raw);
    const ok = parsed !== null && parsed <= maxCents;
    setInvalid(!ok);
    if (ok) onChange(parsed);
  };

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <LabelWithHint className="min-w-0 flex-1 basis-48" htmlFor={`${id}-input`} hintId={`${id}-hint`} label={label} hint={hint} />
        <div className="flex items-center gap-2">
          <span className="text-sm font-medium text-slate-600" aria-hidden="true">R$</span>
          <input
            id={`${id}-input`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={draft ?? reaisText(cents)}
            aria-describedby={invalid ? `${id}-hint ${id}-error` : `${id}-hint`}
            aria-invalid={invalid || undefined}
            onChange={(e) => commit(e.target.value)}
            onBlur={() => {
              setDraft(null);
              setInvalid(false);
            }}
            className="h-11 w-32 rounded-lg border border-slate-400 px-3 text-right text-base font-semibold tabular-nums text-slate-900 aria-invalid:border-red-700"
          />
        </div>
      </div>
      {invalid && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {`Informe um valor em reais, como 1.234,56, de R$ 0,00 a ${formatCents(maxCents)}.`}
        </p>
      )}
    </div>
  );
}
