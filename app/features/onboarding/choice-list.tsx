// Radio or checkbox cards for one onboarding question (native inputs: keyboard for free).
import { cn } from "../../lib/cn";

interface Option {
  value: string;
  label: string;
  description?: string;
}

type ChoiceListProps =
  | { kind: "radio"; name: string; legend: string; options: readonly Option[]; value: string | undefined; onChange: (value: string) => void; columns?: 1 | 2 }
  | { kind: "checkbox"; name: string; legend: string; options: readonly Option[]; value: readonly string[]; onChange: (value: string[]) => void; columns?: 1 | 2 };

export function ChoiceList(props: ChoiceListProps) {
  const { kind, name, legend, options, columns = 2 } = props;
  const isChecked = (v: string) => (props.kind === "radio" ? props.value === v : props.value.includes(v));
  function toggle(v: string) {
    if (props.kind === "radio") props.onChange(v);
    else props.onChange(props.value.includes(v) ? props.value.filter((x) => x !== v) : [...props.value, v]);
  }
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-slate-900">{legend}</legend>
      {kind === "checkbox" ? <p className="mt-1 text-sm text-slate-600">Marque quantas opções quiser.</p> : null}
      <div className={cn("mt-4 grid gap-3", columns === 2 && "sm:grid-cols-2")}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600",
              isChecked(option.value) ? "border-brand-700 bg-brand-50" : "border-slate-300 bg-white hover:border-slate-400",
            )}
          >
            <input
              type={kind}
              name={name}
              value={option.value}
              checked={isChecked(option.value)}
              onChange={() => toggle(option.value)}
              className="mt-1 size-4 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block font-medium text-slate-900">{option.label}</span>
              {option.description ? <span className="mt-1 block text-sm text-slate-600">{option.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
