// The eleven fields of the demo request (spec §3) in a two-column grid from sm up.
// Labels, messages and ids come from Field.
import {
  DEMO_REQUEST_LIMITS,
  PREFERRED_DAY_OPTIONS,
  PREFERRED_TIME_OPTIONS,
  PROTOCOL_USERS_OPTIONS,
  SOLUTION_OPTIONS,
  VOLUME_OPTIONS,
} from "../../../contracts/demo-request-options";
import { PhoneController } from "../phone-input/phone-controller";
import { Input, Select, Textarea } from "../../components/ui/form-controls";
import { Field } from "../../components/ui/field";
import { usersFromInput, type DemoRequestForm } from "./use-demo-request-form";

const fieldId = (name: string) => `contact-${name}`;

export function ContactFormFields({ form }: { form: DemoRequestForm }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const field = (name: keyof typeof errors) => ({ id: fieldId(name), error: errors[name]?.message });

  return (
    <div className="grid gap-x-4 gap-y-4 sm:grid-cols-2">
      <Field {...field("name")} label="Nome" required>
        {(c) => <Input {...c} {...register("name")} autoComplete="name" maxLength={DEMO_REQUEST_LIMITS.name} />}
      </Field>
      <Field {...field("email")} label="E-mail" required>
        {(c) => (
          <Input
            {...c}
            {...register("email")}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            maxLength={DEMO_REQUEST_LIMITS.email}
          />
        )}
      </Field>
      <Field {...field("phone")} label="Telefone" required>
        {(c) => <PhoneController control={control} name="phone" field={c} />}
      </Field>
      <Field {...field("company")} label="Empresa" required>
        {(c) => (
          <Input {...c} {...register("company")} autoComplete="organization" maxLength={DEMO_REQUEST_LIMITS.company} />
        )}
      </Field>
      <Field {...field("solution")} label="Solução de interesse" required>
        {(c) => <Select {...c} {...register("solution")} options={SOLUTION_OPTIONS} />}
      </Field>
      <Field {...field("users")} label="Quantas pessoas trabalham na empresa? (opcional)">
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
      <Field {...field("protocolUsers")} label="Quantas pessoas vão protocolar?" required>
        {(c) => <Select {...c} {...register("protocolUsers")} options={PROTOCOL_USERS_OPTIONS} />}
      </Field>
      <Field {...field("volume")} label="Volume mensal de documentos" required>
        {(c) => <Select {...c} {...register("volume")} options={VOLUME_OPTIONS} />}
      </Field>
      <Field {...field("preferredDay")} label="Melhor dia para o contato" required>
        {(c) => <Select {...c} {...register("preferredDay")} options={PREFERRED_DAY_OPTIONS} />}
      </Field>
      <Field {...field("preferredTime")} label="Melhor horário para o contato" required>
        {(c) => <Select {...c} {...register("preferredTime")} options={PREFERRED_TIME_OPTIONS} />}
      </Field>
      <Field {...field("details")} label="Conte um pouco sobre a sua necessidade" required className="sm:col-span-2">
        {(c) => (
          <Textarea
            {...c}
            {...register("details")}
            rows={4}
            maxLength={DEMO_REQUEST_LIMITS.details}
            placeholder="Quais documentos circulam, entre quantas unidades, o que mais incomoda hoje..."
          />
        )}
      </Field>
    </div>
  );
}
