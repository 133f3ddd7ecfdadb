// 'Reenviar e-mail' with a cooldown; asks for the address when the page does not know it.
import { RESEND_COOLDOWN_SECONDS } from "../../../contracts/account-options";
import { resendConfirmationEndpoint } from "../../../contracts/endpoints/account-links";
import { Button } from "../../components/ui/button";
import { ErrorBanner } from "../../components/ui/error-banner";
import { useCooldown } from "../account/use-cooldown";
import { useEmailLinkRequest } from "../account/use-email-link-request";
import { CaptchaField } from "../captcha/captcha-field";
import { Honeypot, Input } from "../../components/ui/form-controls";
import { Field } from "../../components/ui/field";

export function ResendConfirmation({ email: known, justSent = false }: { email: string | null; justSent?: boolean }) {
  const { left, start } = useCooldown(RESEND_COOLDOWN_SECONDS, justSent);
  const { form, sentTo, busy, failure, captchaField, honeypot, bannerRef, submit: resend } = useEmailLinkRequest(resendConfirmationEndpoint, {
    initialEmail: known ?? "",
    onSent: start,
  });

  return (
    <form toolname="resend_confirmation" tooldescription="Reenvia o e-mail de confirmação da conta." noValidate onSubmit={resend} className="space-y-4">
      {known ? null : (
        <Field id="reenvio-email" label="Seu e-mail" error={form.formState.errors.email?.message}>
          {(c) => <Input {...c} type="email" autoComplete="email" {...form.register("email")} />}
        </Field>
      )}
      <Honeypot ref={honeypot} />
      <CaptchaField {...captchaField} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" variant="outline" disabled={busy || left > 0}>
          Reenviar e-mail
        </Button>
        <p aria-live="polite" className="text-sm text-slate-600">
          {left > 0 ? `Você poderá reenviar em ${left} s.` : ""}
        </p>
      </div>
      {sentTo ? (
        <p role="status" className="text-sm font-medium text-accent-800">
          {`Se houver um cadastro aguardando confirmação para ${sentTo}, um novo link chega em instantes.`}
        </p>
      ) : null}
      {failure ? <ErrorBanner ref={bannerRef}>{failure}</ErrorBanner> : null}
    </form>
  );
}
