// spec §3/§4/§8: the demo request form. Validates with the contract's schema, needs a captcha
// token before it may send, and stays on the form with an alert when the send fails.
import { useRef, type KeyboardEvent } from "react";
import type { DemoRequestFields } from "../../../contracts/demo-request";
import { CAPTCHA_MESSAGES } from "../../../contracts/captcha";
import { BusyButton } from "../../components/ui/busy-button";
import { ErrorBanner } from "../../components/ui/error-banner";
import { Honeypot } from "../../components/ui/form-controls";
import { cn } from "../../lib/cn";
import { CaptchaField } from "../captcha/captcha-field";
import { RequiredFieldsNote } from "../../components/ui/field";
import { MailingOptIn } from "../mailing-consent/mailing-opt-in";
import { ContactFormFields } from "./contact-form-fields";
import { demoRequestEndpoint } from "../../../contracts/endpoints/demo-request";
import { useProtectedForm } from "../../lib/use-protected-form";
import type { DemoRequestApi } from "./use-demo-request";
import { DEMO_REQUEST_FIELD_ORDER, type DemoRequestForm } from "./use-demo-request-form";

/** Inputs where Enter means "send" (implicit submission); not checkboxes and the like. */
const NOT_TEXT = new Set(["checkbox", "radio", "button", "submit", "reset", "file", "hidden"]);

interface ContactFormProps {
  form: DemoRequestForm;
  request: DemoRequestApi;
}

export function ContactForm({ form, request }: ContactFormProps) {
  const { submit, onSubmit, busy, failure, captchaField, captchaSolved, honeypot, mailingOptIn, bannerRef } = useProtectedForm(demoRequestEndpoint, form, DEMO_REQUEST_FIELD_ORDER);
  const captchaBoxRef = useRef<HTMLDivElement>(null);
  /** The submit button waits for the captcha. */
  const waiting = !captchaSolved && !busy;

  async function send(fields: DemoRequestFields) {
    request.sending();
    const outcome = await submit(fields);
    if (outcome?.ok) console.info("Solicitação de demonstração enviada", outcome.data);
    request.settled(outcome?.ok ? fields : null);
    if (outcome?.ok) form.reset();
  }

  /** A try to send before the captcha is solved: say so, and show what else is missing. */
  async function attemptWithoutToken() {
    captchaField.setError(CAPTCHA_MESSAGES.missing);
    const valid = await form.trigger(undefined, { shouldFocus: true });
    if (valid) captchaBoxRef.current?.querySelector<HTMLElement>("input, button, [tabindex]")?.focus();
  }

  // The submit button is disabled without a token, which also blocks Enter from submitting.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== "Enter" || event.defaultPrevented || !waiting) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || NOT_TEXT.has(target.type)) return;
    event.preventDefault();
    void attemptWithoutToken();
  }

  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Enter pressed in its fields
    <form toolname="request_demo" tooldescription="Pede que a equipe comercial entre em contato para apresentar a plataforma." noValidate onSubmit={onSubmit(send)} onKeyDown={onKeyDown} className="relative mt-4" aria-busy={busy}>
      <RequiredFieldsNote />
      <fieldset disabled={busy} className="min-w-0">
        <legend className="sr-only">Seus dados</legend>
        <ContactFormFields form={form} />
        <MailingOptIn id="contact-mailing-consent" ref={mailingOptIn} className="mt-5" />
        <Honeypot ref={honeypot} />
        <CaptchaField {...captchaField} ref={captchaBoxRef} errorId="contact-captcha-error" className="mt-5" />
      </fieldset>

      {failure ? <ErrorBanner ref={bannerRef} className="mt-5">{failure}</ErrorBanner> : null}

      <div className="mt-5 flex sm:justify-end">
        {/* A disabled button takes no clicks (pointer-events-none): a press on it lands here.
            Keyboard users get the same through Enter in a field. */}
        {/* oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div
          className={cn("w-full sm:w-auto", waiting && "cursor-not-allowed")}
          onClick={() => {
            if (waiting) void attemptWithoutToken();
          }}
        >
          <BusyButton type="submit" size="lg" disabled={!captchaSolved} className="w-full" busy={busy} busyLabel="Enviando...">
            Enviar solicitação
          </BusyButton>
        </div>
      </div>
    </form>
  );
}
