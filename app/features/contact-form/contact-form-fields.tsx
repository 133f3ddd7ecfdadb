// The eleven fields of the demo request (spec §3) in a two-column grid from sm up.
// Labels, messages and ids come from FormField.
import {
  DEMO_REQUEST_LIMITS,
  PREFERRED_DAY_OPTIONS,
  PREFERRED_TIME_OPTIONS,
  PROTOCOL_USERS_OPTIONS,
  SOLUTION_OPTIONS,
  VOLUME_OPTIONS,
} from "../../../contracts/demo-request-options";
import { PhoneController } from "../phone-input/phone-controller";
import { SelectInput, TextArea, TextInput } from "../../components/ui/form-controls";
import { FormField } from "../../components/ui/field";
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
      <FormField {...field("name")} label="Nome" required>
        {(c) => <TextInput {...c} {...register("name")} autoComplete="name" maxLength={DEMO_REQUEST_LIMITS.name} />}
      </FormField>
      <FormField {...field("email")} label="E-mail" required>
        {(c) => (
          <TextInput
            {...c}
            {...register("email")}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            maxLength={DEMO_REQUEST_LIMITS.email}
          />
        )}
      </FormField>
      <FormField {...field("phone")} label="Telefone" required>
        {(c) => <PhoneController control={control} name="phone" field={c} />}
      </FormField>
      <FormField {...field("company")} label="Empresa" required>
        {(c) => (
          <TextInput {...c} {...register("company")} autoComplete="organization" maxLength={DEMO_REQUEST_LIMITS.company} />
        )}
      </FormField>
      <FormField {...field("solution")} label="Solução de interesse" required>
        {(c) => <SelectInput {...c} {...register("solution")} options={SOLUTION_OPTIONS} />}
      </FormField>
      <FormField {...field("users")} label="Quantas pessoas trabalham na empresa? (opcional)">
        {(c) => (
          <TextInput
            {...c}
            {...register("users", { setValueAs: usersFromInput })}
            type="number"
            inputMode="numeric"
            min={1}
            max={DEMO_REQUEST_LIMITS.maxUsers}
            step={1}
          />
        )}
      </FormField>
      <FormField {...field("protocolUsers")} label="Quantas pessoas vão protocolar?" required>
        {(c) => <SelectInput {...c} {...register("protocolUsers")} options={PROTOCOL_USERS_OPTIONS} />}
      </FormField>
      <FormField {...field("volume")} label="Volume mensal de documentos" required>
        {(c) => <SelectInput {...c} {...register("volume")} options={VOLUME_OPTIONS} />}
      </FormField>
      <FormField {...field("preferredDay")} label="Melhor dia para o contato" required>
        {(c) => <SelectInput {...c} {...register("preferredDay")} options={PREFERRED_DAY_OPTIONS} />}
      </FormField>
      <FormField {...field("preferredTime")} label="Melhor horário para o contato" required>
        {(c) => <SelectInput {...c} {...register("preferredTime")} options={PREFERRED_TIME_OPTIONS} />}
      </FormField>
      <FormField {...field("details")} label="Conte um pouco sobre a sua necessidade" required className="sm:col-span-2">
        {(c) => (
          <TextArea
            {...c}
            {...register("details")}
            rows={4}
            maxLength={DEMO_REQUEST_LIMITS.details}
            placeholder="Quais documentos circulam, entre quantas unidades, o que mais incomoda hoje..."
          />
        )}
      </FormField>
    </div>
  );
}
