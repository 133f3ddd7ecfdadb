// A form field: label above the control, an optional description, and the error message
// under it, with the ids wired (aria-invalid, aria-describedby). In a two-column grid the
// field spans two subgrid rows, so controls line up even when one label wraps.
import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** What a control needs to be labelled and described. */
export interface FieldControl {
  id: string;
  invalid: boolean;
  describedBy?: string;
}

/** The ids of a field's description and error (when it has them), and the control's aria-describedby. */
export function fieldIds(id: string, description: unknown, error: unknown) {
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { descriptionId, errorId, describedBy: [descriptionId, errorId].filter(Boolean).join(" ") || undefined };
}

/** The attributes that tie a control to its field's state and texts. */
export const fieldAria = ({ invalid, describedBy }: Omit<FieldControl, "id">) => ({
  "aria-invalid": invalid || undefined,
  "aria-describedby": describedBy,
});

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  description?: string;
  error?: string;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

export function Field({ id, label, required, description, error, className, children }: FieldProps) {
  const { descriptionId, errorId, describedBy } = fieldIds(id, description, error);
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
export function RequiredMark() {
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

/**
 * The note above a form that explains the asterisk. Hidden from screen readers: they hear
 * 'obrigatório' in each required field's label instead.
 */
export function RequiredFieldsNote({ className = "mb-4" }: { className?: string }) {
  return (
    <p aria-hidden="true" className={cn(className, "text-sm text-slate-600")}>
      Campos marcados com <span className="text-red-700">*</span> são obrigatórios.
    </p>
  );
}
