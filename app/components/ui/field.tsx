// A form field: label above the control, an optional description, and the error message
// under it, with the ids wired (aria-invalid, aria-describedby). In a two-column grid the
// field spans two subgrid rows, so controls line up even when one label wraps.
import { CircleAlert } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";

/** What a control needs to be labelled and described. */
export interface FieldControl {
  id: string;
  invalid: boolean;
  describedBy?: string;
}

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  description?: string;
  error?: string;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

const errorIdOf = (id: string) => `${id}-error`;

export function FormField({ id, label, required, description, error, className, children }: FormFieldProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? errorIdOf(id) : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("row-span-2 grid grid-rows-subgrid gap-y-1.5", className)}>
      <div className="self-end">
        <label htmlFor={id} className="block text-sm font-medium text-slate-900">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
        {description ? (
          <p id={descriptionId} className="text-sm text-slate-600">
            {description}
          </p>
        ) : null}
      </div>
      <div>
        {children({ id, invalid: Boolean(error), describedBy })}
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </div>
    </div>
  );
}

/** '*' for the eye, 'obrigatório' for screen readers. */
function RequiredMark() {
  return (
    <>
      <span aria-hidden="true" className="ml-0.5 text-red-700">
        *
      </span>
      <span className="sr-only"> obrigatório</span>
    </>
  );
}

export function FieldError({ id, role, children }: { id?: string; role?: "alert"; children: ReactNode }) {
  return (
    <p id={id} role={role} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

interface CheckboxFieldProps extends Omit<ComponentProps<"input">, "id" | "type"> {
  id: string;
  /** The text beside the box (a consent or an acceptance, links allowed). */
  label: ReactNode;
  error?: string;
}

/** A required checkbox with its label beside it and its error below (consent, terms). */
export function CheckboxField({ id, label, error, className, ...input }: CheckboxFieldProps) {
  const errorId = errorIdOf(id);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
          <RequiredMark />
        </label>
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
