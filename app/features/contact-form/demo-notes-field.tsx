// The free text of the demo forms (the request's details, the booking's notes): a textarea
// across the grid's two columns, under the limit both schemas share; each form says how it
// asks, how tall the box is and whether an answer is required.
import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import { DEMO_REQUEST_LIMITS } from "../../../contracts/demo-request-options";
import { Field } from "../../components/ui/field";
import { Textarea } from "../../components/ui/form-controls";

interface DemoNotesFieldProps<T extends FieldValues> {
  id: string;
  error?: string;
  label: string;
  required?: boolean;
  rows: number;
  placeholder: string;
  register: UseFormRegister<T>;
  name: Path<T>;
}

export function DemoNotesField<T extends FieldValues>({ register, name, rows, placeholder, ...field }: DemoNotesFieldProps<T>) {
  // Registered as the textarea renders, in page order: the form focuses its first invalid field in that order.
  return (
    <Field {...field} className="sm:col-span-2">
      {(c) => <Textarea {...c} {...register(name)} rows={rows} maxLength={DEMO_REQUEST_LIMITS.details} placeholder={placeholder} />}
    </Field>
  );
}
