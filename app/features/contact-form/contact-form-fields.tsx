// The eleven fields of the demo request (spec §3) in a two-column grid from sm up.
// Labels, messages and ids come from Field.
import { DEMO_REQUEST_CHOICES, DEMO_REQUEST_LIMITS, type DemoRequestChoice } from "../../../contracts/demo-request-options";
import { askField as ask } from "../../../contracts/lead-fields";
import { DEMO_REQUEST_FIELDS } from "../../../contracts/endpoints/demo-request";
import { Input, Select } from "../../components/ui/form-controls";
import { Field } from "../../components/ui/field";
import { ContactDetailsFields, DEMO_CONTACT_DETAILS } from "./contact-details-fields";
import { DemoNotesField } from "./demo-notes-field";
import { usersFromInput, type DemoRequestForm } from "./use-demo-request-form";

export function ContactFormFields({ form }: { form: DemoRequestForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  const field = (name: keyof typeof errors) => ({ id: `contact-${name}`, error: errors[name]?.message });
  const choice = (name: DemoRequestChoice) => (
    <Field {...field(name)} label={ask(DEMO_REQUEST_FIELDS[name])} required>
      {(c) => <Select {...c} {...register(name)} options={DEMO_REQUEST_CHOICES[name]} />}
    </Field>
  );

  return (
    <div className="grid gap-x-4 gap-y-4 sm:grid-cols-2">
      <ContactDetailsFields form={form} idPrefix="contact" fields={DEMO_CONTACT_DETAILS} />
      {choice("solution")}
      <Field {...field("users")} label={ask(DEMO_REQUEST_FIELDS.users)}>
        {(c) => (
          <Input
            {...c}
            {...register("users", { setValueAs: usersFromInput })}
            type="number"
            inputMode="numeric"
            min={1}
            max={DEMO_REQUEST_LIMITS.maxUsers}
            step={1}
          />
        )}
      </Field>
      {choice("protocolUsers")}
      {choice("volume")}
      {choice("preferredDay")}
      {choice("preferredTime")}
      <DemoNotesField
        {...field("details")}
        label={ask(DEMO_REQUEST_FIELDS.details)}
        required
        register={register}
        name="details"
        rows={4}
        placeholder="Quais documentos circulam, entre quantas unidades, o que mais incomoda hoje..."
      />
    </div>
  );
}
