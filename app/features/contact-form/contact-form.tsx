// spec §3/§4/§8: the demo request form. Validates with the contract's schema, needs a captcha
// token before it may send, and stays on the form with an alert when the send fails.
import { LoaderCircle, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import type { DemoRequestFields } from "../../../contracts/demo-request";
import { CAPTCHA_MESSAGES } from "../../../contracts/captcha";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { CaptchaWidget, type CaptchaHandle } from "../captcha/captcha-widget";
import { Honeypot } from "../../components/ui/form-controls";
import { ContactFormFields } from "./contact-form-fields";
import { FieldError } from "../../components/ui/field";
import { toRequestBody, type DemoRequestApi } from "./use-demo-request";
import { DEMO_REQUEST_FIELD_ORDER, isDemoRequestField, type DemoRequestFieldName, type DemoRequestForm } from "./use-demo-request-form";

const CAPTCHA_ERROR_ID = "contact-captcha-error";
/** Inputs where Enter means "send" (implicit submission); not checkboxes and the like. */
const NOT_TEXT = new Set(["checkbox", "radio", "button", "submit", "reset", "file", "hidden"]);

interface ContactFormProps {
  form: DemoRequestForm;
  request: DemoRequestApi;
}

export function ContactForm({ form, request }: ContactFormProps) {
  const { handleSubmit, setError, setFocus, trigger } = form;
  const [token, setToken] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  /** Set after a failed send; its effect moves focus once the form is enabled again. */
  const [failure, setFailure] = useState<{ focus: DemoRequestFieldName | null } | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const captchaBoxRef = useRef<HTMLDivElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  /** Set on the click itself, before validation: a second click never starts a second send. */
  const busy = useRef(false);
  const submitting = request.status === "submitting";

  useEffect(() => {
    if (!failure) return;
    if (failure.focus) setFocus(failure.focus);
    else bannerRef.current?.focus();
  }, [failure, setFocus]);

  function onToken(next: string | null) {
    setToken(next);
    if (next) setCaptchaError(null);
  }

  async function send(fields: DemoRequestFields) {
    if (!token) {
      setCaptchaError(CAPTCHA_MESSAGES.missing);
      return;
    }
    const outcome = await request.submit(toRequestBody(fields, token, honeypotRef.current?.value ?? ""));
    if (!outcome) return;
    if (outcome.ok) {
      form.reset();
      return;
    }
    // A token is good for one try: a fresh challenge, and no sending until it is solved.
    captchaRef.current?.reset();
    setToken(null);
    let focus: DemoRequestFieldName | null = null;
    for (const [name, message] of Object.entries(outcome.fields)) {
      // (The captcha's own message is usually the banner's text: no need to say it twice.)
      if (name === "captchaToken" && message !== outcome.message) setCaptchaError(message);
      if (!isDemoRequestField(name)) continue;
      setError(name, { type: "server", message });
      if (!focus || DEMO_REQUEST_FIELD_ORDER.indexOf(name) < DEMO_REQUEST_FIELD_ORDER.indexOf(focus)) focus = name;
    }
    setFailure({ focus });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current || submitting) return;
    busy.current = true;
    try {
      await handleSubmit(send)(event);
    } finally {
      busy.current = false;
    }
  }

  /** A try to send before the captcha is solved: say so, and show what else is missing. */
  async function attemptWithoutToken() {
    setCaptchaError(CAPTCHA_MESSAGES.missing);
    const valid = await trigger(undefined, { shouldFocus: true });
    if (valid) captchaBoxRef.current?.querySelector<HTMLElement>("input, button, [tabindex]")?.focus();
  }

  // The submit button is disabled without a token, which also blocks Enter from submitting.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== "Enter" || event.defaultPrevented || token || submitting) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || NOT_TEXT.has(target.type)) return;
    event.preventDefault();
    void attemptWithoutToken();
  }

  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Enter pressed in its fields
    <form noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} className="relative mt-4" aria-busy={submitting}>
      {/* Screen readers hear 'obrigatório' in each label instead. */}
      <p aria-hidden="true" className="mb-4 text-sm text-slate-600">
        Campos marcados com <span className="text-red-700">*</span> são obrigatórios.
      </p>
      <fieldset disabled={submitting} className="min-w-0">
        <ContactFormFields form={form} />
        <Honeypot ref={honeypotRef} />

        <div ref={captchaBoxRef} className="mt-5">
          <CaptchaWidget ref={captchaRef} onToken={onToken} />
          {captchaError ? (
            <FieldError id={CAPTCHA_ERROR_ID} role="alert">
              {captchaError}
            </FieldError>
          ) : null}
        </div>
      </fieldset>

      {request.error ? (
        <div
          ref={bannerRef}
          role="alert"
          tabIndex={-1}
          className="mt-5 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800 focus-visible:outline-red-700"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>{request.error}</p>
        </div>
      ) : null}

      <div className="mt-5 flex sm:justify-end">
        {/* A disabled button takes no clicks (pointer-events-none): a press on it lands here.
            Keyboard users get the same through Enter in a field. */}
        {/* oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div
          className={cn("w-full sm:w-auto", !token && !submitting && "cursor-not-allowed")}
          onClick={() => {
            if (!token && !submitting) void attemptWithoutToken();
          }}
        >
          <Button type="submit" size="lg" disabled={!token || submitting} className="w-full">
            {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {submitting ? "Enviando..." : "Enviar solicitação"}
          </Button>
        </div>
      </div>
    </form>
  );
}
