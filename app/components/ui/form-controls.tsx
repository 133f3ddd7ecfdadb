// The form kit's native controls, styled like the phone input: h-11, rounded-lg,
// slate-300 border (red when invalid), brand focus ring.
import { ChevronDown } from "lucide-react";
import { useId, type ComponentProps, type Ref } from "react";
import { cn } from "../../lib/cn";
import { fieldAria, type FieldControl } from "./field";

type ControlProps<T extends "input" | "select" | "textarea"> = Omit<ComponentProps<T>, "id"> & FieldControl;

const controlClass = (invalid: boolean, className?: string) =>
  cn(
    "w-full rounded-lg border bg-white px-3 text-base text-slate-900 transition-colors placeholder:text-slate-500",
    "focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-hidden",
    "disabled:cursor-not-allowed disabled:opacity-60",
    invalid ? "border-red-600" : "border-slate-300 hover:border-slate-400 focus-visible:border-brand-600",
    className,
  );

export function Input({ invalid, describedBy, className, ...props }: ControlProps<"input">) {
  return <input {...fieldAria({ invalid, describedBy })} className={controlClass(invalid, cn("h-11", className))} {...props} />;
}

export function Textarea({ invalid, describedBy, className, ...props }: ControlProps<"textarea">) {
  return <textarea {...fieldAria({ invalid, describedBy })} className={controlClass(invalid, cn("block min-h-28 resize-y py-2.5", className))} {...props} />;
}

interface SelectProps extends ControlProps<"select"> {
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}

/** A native select (keyboard and mobile pickers for free) with a leading empty choice. */
export function Select({ invalid, describedBy, className, options, placeholder = "Selecione", ...props }: SelectProps) {
  return (
    <div className="relative">
      <select
        {...fieldAria({ invalid, describedBy })}
        className={controlClass(
          invalid,
          cn("h-11 appearance-none truncate pr-10 has-[option[value='']:checked]:text-slate-500 [&_option]:text-slate-900", className),
        )}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
    </div>
  );
}

/** Hidden from people and assistive technology; bots that fill every input fill this one. */
export function Honeypot({ ref }: { ref: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>Não preencha este campo</label>
      <input ref={ref} id={id} name="website" type="text" tabIndex={-1} autoComplete="off" aria-hidden="true" />
    </div>
  );
}
