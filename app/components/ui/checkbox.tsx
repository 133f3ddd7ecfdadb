// A checkbox with its label beside the box (a consent, an acceptance, a confirmation), an
// optional description under the label and the error below, wired like a Field's control.
import type { ComponentProps, ReactNode } from "react";
import { FieldError, fieldAria, fieldIds, RequiredMark } from "./field";

interface CheckboxProps extends Omit<ComponentProps<"input">, "id" | "type" | "required"> {
  id: string;
  /** The text beside the box (links allowed). */
  label: ReactNode;
  required?: boolean;
  description?: ReactNode;
  error?: string;
}

export function Checkbox({ id, label, required, description, error, className, ...input }: CheckboxProps) {
  const { descriptionId, errorId, describedBy } = fieldIds(id, description, error);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...fieldAria({ invalid: Boolean(error), describedBy })}
          className="mt-1 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      {description ? (
        // Under the label, past the box (size-5 and gap-3).
        <p id={descriptionId} className="mt-1 ml-8 text-sm text-slate-600">
          {description}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
