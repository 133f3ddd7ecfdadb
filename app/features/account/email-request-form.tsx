// A one-field form that asks the server to e-mail a link (password reset, magic link) and
// then shows the same neutral answer whatever the address (no account enumeration). The
// captcha keeps strangers from flooding someone's inbox with links.
import { MailCheck } from "lucide-react";
import { BusyButton } from "../../components/ui/busy-button";
import { Honeypot, Input } from "../../components/ui/form-controls";
import { Field } from "../../components/ui/field";
import { ErrorBanner } from "../../components/ui/error-banner";
import { CaptchaField } from "../captcha/captcha-field";
import { useTypedBeforeHydration } from "../../lib/typed-before-hydration";
import { useEmailLinkRequest, type EmailLinkEndpoint } from "./use-email-link-request";

const EMAIL_FIELD_ID = "pedido-email";

export function EmailRequestForm({ endpoint, submitLabel, sentText, label = "E-mail da conta" }: { endpoint: EmailLinkEndpoint; submitLabel: string; sentText: (email: string) => string; label?: string }) {
  const { form, sentTo, busy, failure, captchaField, honeypot, bannerRef, submit } = useEmailLinkRequest(endpoint);
  // A page's first screen (the data-rights request), prerendered: what is typed before hydration stays.
  useTypedBeforeHydration({ email: EMAIL_FIELD_ID }, (typed) => {
    if (typeof typed.email === "string") form.setValue("email", typed.email);
  });

  if (sentTo) {
    return (
      <div role="status" className="flex items-start gap-3 rounded-lg bg-accent-50 p-4 text-slate-800">
        <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-700" />
        <div>
          <p className="font-semibold">Confira sua caixa de entrada.</p>
          <p className="mt-1">{sentText(sentTo)}</p>
        </div>
      </div>
    );
  }
  return (
    <form toolname="request_email_link" tooldescription={`${submitLabel}: envia um link de acesso ao e-mail informado.`} noValidate onSubmit={submit} aria-busy={busy} className="space-y-4">
      <Field id={EMAIL_FIELD_ID} label={label} error={form.formState.errors.email?.message}>
        {(c) => <Input {...c} type="email" inputMode="email" autoComplete="email" spellCheck={false} {...form.register("email")} />}
      </Field>
      <Honeypot ref={honeypot} />
      <CaptchaField {...captchaField} />
      {failure ? <ErrorBanner ref={bannerRef}>{failure}</ErrorBanner> : null}
      <BusyButton type="submit" size="lg" className="w-full sm:w-auto" busy={busy}>
        {submitLabel}
      </BusyButton>
    </form>
  );
}
