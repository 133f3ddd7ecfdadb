// An amount in reais typed the Brazilian way ('1.234,56'), with 'R$' beside it. Laid out
// like the calculator's QuantityField, without a slider. Invalid text keeps the last value.
import { TypedNumberField } from "../../components/ui/typed-number-field";
import { formatCents } from "../../../contracts/money";
import { parseReais, reaisText } from "./money-input";

export interface MoneyFieldProps {
  label: string;
  hint: string;
  cents: number;
  maxCents: number;
  onChange: (cents: number) => void;
}

/** Reais as typed ('1.234,56'), in cents up to `maxCents`, or null. */
function centsUpTo(raw: string, maxCents: number): number | null {
  const cents = parseReais(raw);
  return cents !== null && cents <= maxCents ? cents : null;
}

export function MoneyField({ cents, maxCents, ...field }: MoneyFieldProps) {
  return (
    <TypedNumberField
      {...field}
      labelClassName="min-w-0 flex-1 basis-48"
      text={reaisText(cents)}
      parse={(raw) => centsUpTo(raw, maxCents)}
      errorText={`Informe um valor em reais, como 1.234,56, de R$ 0,00 a ${formatCents(maxCents)}.`}
      input={{ type: "text", inputMode: "decimal", autoComplete: "off", className: "w-32" }}
      before={
        <span className="text-sm font-medium text-slate-600" aria-hidden="true">
          R$
        </span>
      }
    />
  );
}
