// The contact details a lead form asks for (name, e-mail, phone, company): each a required
// Field of the form's grid, with the same inputs everywhere; the form chooses which, in which
// order and under which labels.
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { CONTACT_FIELDS } from "../../../contracts/lead-fields";
import { Field } from "../../components/ui/field";
import { PhoneController } from "../phone-input/phone-controller";
import { ContactTextField } from "./contact-text-field";

type ContactDetail = "name" | "email" | "phone" | "company";

interface ContactDetailField<N extends ContactDetail = ContactDetail> {
  name: N;
  label: string;
  description?: string;
  className?: string;
}

/** As the demo forms (the contact form and the booking) ask them. */
export const DEMO_CONTACT_DETAILS = [
  { name: "name", label: CONTACT_FIELDS.name.label },
  { name: "email", label: CONTACT_FIELDS.email.label },
  { name: "phone", label: CONTACT_FIELDS.phone.label },
  { name: "company", label: CONTACT_FIELDS.company.label },
] as const satisfies readonly ContactDetailField[];

interface ContactDetailsFieldsProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The fields' ids are `${idPrefix}-name` and so on. */
  idPrefix: string;
  /** Only details the form has. */
  fields: readonly ContactDetailField<Extract<keyof T, ContactDetail>>[];
}

export function ContactDetailsFields<T extends FieldValues>({ form, idPrefix, fields }: ContactDetailsFieldsProps<T>) {
  // react-hook-form cannot see that the listed names are paths of T (the props type checks that).
  const {
    register,
    control,
    formState: { errors },
  } = form as unknown as UseFormReturn<Record<ContactDetail, string>>;
  return fields.map(({ name, label, description, className }: ContactDetailField) => {
    const common = { id: `${idPrefix}-${name}`, error: errors[name]?.message, label, description, className };
    return name === "phone" ? (
      <Field key={name} {...common} required>
        {(c) => <PhoneController control={control} name="phone" field={c} />}
      </Field>
    ) : (
      <ContactTextField key={name} {...common} detail={name} registration={register(name)} />
    );
  });
}
