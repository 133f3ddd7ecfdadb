// One text contact detail (name, e-mail or company) as a required Field, with the inputs every
// lead form gives it (contact-inputs.ts). Without the phone input, so a form that asks no phone
// (the maturity report, the newsletter) does not load it.
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/form-controls";
import { CONTACT_INPUTS } from "./contact-inputs";

interface ContactTextFieldProps {
  id: string;
  detail: keyof typeof CONTACT_INPUTS;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  description?: string;
  className?: string;
}

export function ContactTextField({ id, detail, label, registration, error, description, className }: ContactTextFieldProps) {
  return (
    <Field id={id} label={label} required error={error} description={description} className={className}>
      {(c) => <Input {...c} {...registration} {...CONTACT_INPUTS[detail]} />}
    </Field>
  );
}
