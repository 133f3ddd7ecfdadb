// The booking form: the contact form's controls and captcha, the contract's schema, and
// the chosen slot. It reports the outcome (booked, or slot taken with alternatives) up.
import { useForm } from "react-hook-form";
import type { BookingFields } from "../../../contracts/booking";
import type { BookingPrefill, BookingView } from "../../../contracts/booking-options";
import { lazyZodResolver } from "../../lib/lazy-resolver";
import { SOLUTION_OPTIONS } from "../../../contracts/demo-request-options";
import { BusyButton } from "../../components/ui/busy-button";
import { ErrorBanner } from "../../components/ui/error-banner";
import { CaptchaField } from "../captcha/captcha-field";
import { MailingOptIn } from "../mailing-consent/mailing-opt-in";
import { Honeypot, Select } from "../../components/ui/form-controls";
import { Field, RequiredFieldsNote } from "../../components/ui/field";
import { askField } from "../../../contracts/lead-fields";
import { ContactDetailsFields, DEMO_CONTACT_DETAILS } from "../contact-form/contact-details-fields";
import { DemoNotesField } from "../contact-form/demo-notes-field";
import { BOOKING_FIELDS, bookingEndpoint } from "../../../contracts/endpoints/booking";
import { useProtectedForm } from "../../lib/use-protected-form";
import { alternativesOf, SLOT_TAKEN } from "./booking-api";

const FIELD_ORDER = ["name", "email", "phone", "company", "topic", "notes"] as const;
type FieldName = (typeof FIELD_ORDER)[number];
const CONTACT_DETAILS = DEMO_CONTACT_DETAILS.map((field) => (field.name === "email" ? { ...field, description: "O convite chega neste e-mail." } : field));
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
    formState: { errors },
  } = form;
  const { submit, onSubmit, busy: submitting, failure: banner, captchaField, honeypot, mailingOptIn, bannerRef } = useProtectedForm(bookingEndpoint, form, FIELD_ORDER);
  const field = (name: FieldName) => ({ id: `agendamento-${name}`, error: errors[name]?.message });

  async function send(fields: BookingFields) {
    const outcome = await submit(
      { ...fields, slotStart, ...(timeZone ? { timeZone } : {}) },
      {
        intercept: ({ code, message, body }) => {
          if (code !== SLOT_TAKEN) return false;
          onSlotTaken(message, alternativesOf(body));
          return true;
        },
      },
    );
    if (outcome?.ok) onBooked(outcome.data);
  }

  return (
    <form toolname="book_demo" tooldescription="Agenda uma demonstração da plataforma no horário escolhido." noValidate aria-busy={submitting} onSubmit={onSubmit(send)}>
      <RequiredFieldsNote />
      <fieldset disabled={submitting} className="grid min-w-0 gap-x-4 gap-y-4 sm:grid-cols-2">
        <legend className="sr-only">Seus dados</legend>
        <ContactDetailsFields form={form} idPrefix="agendamento" fields={CONTACT_DETAILS} />
        <Field {...field("topic")} label={askField(BOOKING_FIELDS.topic)} required className="sm:col-span-2">
          {(c) => <Select {...c} {...register("topic")} options={SOLUTION_OPTIONS} />}
        </Field>
        <DemoNotesField
          {...field("notes")}
          label={askField(BOOKING_FIELDS.notes)}
          register={register}
          name="notes"
          rows={3}
          placeholder="O que você quer ver na demonstração? Quem mais vai participar?"
        />
        <MailingOptIn id="agendamento-mailing-consent" ref={mailingOptIn} className="sm:col-span-2" />
        <Honeypot ref={honeypot} />
        <CaptchaField {...captchaField} errorId="agendamento-captcha-error" className="sm:col-span-2" />
      </fieldset>

      {banner ? <ErrorBanner ref={bannerRef} className="mt-5">{banner}</ErrorBanner> : null}

      <div className="mt-5 flex sm:justify-end">
        <BusyButton type="submit" size="lg" disabled={slotTaken} className="w-full sm:w-auto" busy={submitting} busyLabel="Agendando...">
          Agendar demonstração
        </BusyButton>
      </div>
    </form>
  );
}
