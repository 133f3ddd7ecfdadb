// The booking form: the contact form's controls and captcha, the contract's schema, and
// the chosen slot. It reports the outcome (booked, or slot taken with alternatives) up.
import { LoaderCircle, TriangleAlert } from "lucide-react";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import type { BookingFields, BookingPrefill, BookingView } from "../../../contracts/booking";
import { lazyZodResolver } from "../../lib/lazy-resolver";
import { DEMO_REQUEST_LIMITS, SOLUTION_OPTIONS } from "../../../contracts/demo-request-options";
import { Button } from "../../components/ui/button";
import { CaptchaField } from "../captcha/captcha-field";
import { useProtectedSubmit } from "../captcha/use-protected-submit";
import { Honeypot, SelectInput, TextArea, TextInput } from "../../components/ui/form-controls";
import { FormField } from "../../components/ui/field";
import { PhoneController } from "../phone-input/phone-controller";
import { createBooking } from "./booking-api";

const FIELD_ORDER = ["name", "email", "phone", "company", "topic", "notes"] as const;
type FieldName = (typeof FIELD_ORDER)[number];
const fieldId = (name: string) => `agendamento-${name}`;
const resolver = lazyZodResolver<BookingFields>(() => import("../../../contracts/booking").then((m) => m.bookingFieldsSchema));

interface BookingFormProps {
  slotStart: string;
  timeZone: string | null;
  prefill?: BookingPrefill;
  /** The chosen slot filled up: nothing to send until another is chosen. */
  slotTaken: boolean;
  onBooked: (booking: BookingView) => void;
  onSlotTaken: (message: string, alternatives: string[]) => void;
}

export function BookingForm({ slotStart, timeZone, prefill, slotTaken, onBooked, onSlotTaken }: BookingFormProps) {
  const form = useForm<BookingFields>({
    resolver,
    mode: "onTouched",
    defaultValues: { name: "", email: "", phone: "", company: "", notes: "", ...prefill },
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const { submit, busy: submitting, failure: banner, captchaField, honeypot } = useProtectedSubmit(form, FIELD_ORDER);
  const bannerRef = useRef<HTMLDivElement>(null);
  const busy = useRef(false);
  const field = (name: FieldName) => ({ id: fieldId(name), error: errors[name]?.message });

  async function send(fields: BookingFields) {
    const outcome = await submit(
      (protection) => createBooking({ ...fields, slotStart, ...(timeZone ? { timeZone } : {}), ...protection }),
      {
        intercept: ({ message, alternatives }) => {
          if (alternatives) onSlotTaken(message, alternatives);
          return alternatives !== undefined;
        },
      },
    );
    if (!outcome) return;
    if (outcome.ok) onBooked(outcome.data);
    // A refusal that names no field: the banner takes the focus so it is read out.
    else if (!("alternatives" in outcome) && !FIELD_ORDER.some((name) => outcome.fields[name])) requestAnimationFrame(() => bannerRef.current?.focus());
  }

  return (
    <form
      noValidate
      aria-busy={submitting}
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy.current) return;
        busy.current = true;
        try {
          await handleSubmit(send)(event);
        } finally {
          busy.current = false;
        }
      }}
    >
      <p aria-hidden="true" className="mb-4 text-sm text-slate-600">
        Campos marcados com <span className="text-red-700">*</span> são obrigatórios.
      </p>
      <fieldset disabled={submitting} className="grid min-w-0 gap-x-4 gap-y-4 sm:grid-cols-2">
        <legend className="sr-only">Seus dados</legend>
        <FormField {...field("name")} label="Nome" required>
          {(c) => <TextInput {...c} {...register("name")} autoComplete="name" maxLength={DEMO_REQUEST_LIMITS.name} />}
        </FormField>
        <FormField {...field("email")} label="E-mail" required description="O convite chega neste e-mail.">
          {(c) => (
            <TextInput {...c} {...register("email")} type="email" inputMode="email" autoComplete="email" spellCheck={false} maxLength={DEMO_REQUEST_LIMITS.email} />
          )}
        </FormField>
        <FormField {...field("phone")} label="Telefone" required>
          {(c) => <PhoneController control={control} name="phone" field={c} />}
        </FormField>
        <FormField {...field("company")} label="Empresa" required>
          {(c) => <TextInput {...c} {...register("company")} autoComplete="organization" maxLength={DEMO_REQUEST_LIMITS.company} />}
        </FormField>
        <FormField {...field("topic")} label="Solução de interesse" required className="sm:col-span-2">
          {(c) => <SelectInput {...c} {...register("topic")} options={SOLUTION_OPTIONS} />}
        </FormField>
        <FormField {...field("notes")} label="Observações (opcional)" className="sm:col-span-2">
          {(c) => (
            <TextArea
              {...c}
              {...register("notes")}
              rows={3}
              maxLength={DEMO_REQUEST_LIMITS.details}
              placeholder="O que você quer ver na demonstração? Quem mais vai participar?"
            />
          )}
        </FormField>
        <Honeypot ref={honeypot} />
        <CaptchaField {...captchaField} errorId="agendamento-captcha-error" className="sm:col-span-2" />
      </fieldset>

      {banner ? (
        <div
          ref={bannerRef}
          role="alert"
          tabIndex={-1}
          className="mt-5 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800 focus-visible:outline-red-700"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>{banner}</p>
        </div>
      ) : null}

      <div className="mt-5 flex sm:justify-end">
        <Button type="submit" size="lg" disabled={submitting || slotTaken} className="w-full sm:w-auto">
          {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {submitting ? "Agendando..." : "Confirmar agendamento"}
        </Button>
      </div>
    </form>
  );
}
