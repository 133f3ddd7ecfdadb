// 'Reenviar e-mail' with a cooldown; asks for the address when the page does not know it.
import { useState, type FormEvent } from "react";
import { emailSchema, RESEND_COOLDOWN_SECONDS } from "../../../contracts/account";
import { ACCOUNT_API } from "../../../contracts/api-paths";
import { Button } from "../../components/ui/button";
import { api } from "../account/account-api";
import { ErrorBanner } from "../../components/ui/error-banner";
import { useCooldown } from "../account/use-cooldown";
import { CaptchaField } from "../captcha/captcha-field";
import { useCaptcha } from "../captcha/use-captcha";
import { TextInput } from "../../components/ui/form-controls";
import { FormField } from "../../components/ui/field";

export function ResendConfirmation({ email: known, justSent = false }: { email: string | null; justSent?: boolean }) {
  const [email, setEmail] = useState(known ?? "");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { left, start } = useCooldown(RESEND_COOLDOWN_SECONDS, justSent);
  const captcha = useCaptcha();

  async function resend(event: FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email.trim());
    setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    const captchaToken = captcha.take();
    if (!parsed.success || !captchaToken) return;
    setBusy(true);
    const result = await api.post(ACCOUNT_API.resendConfirmation, { email: parsed.data, captchaToken });
    setBusy(false);
    // Each resend asks for a new challenge: a solved one is single-use.
    captcha.reset(result.ok ? undefined : result.fields.captchaToken);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    setSentTo(parsed.data);
    start();
  }

  return (
    <form noValidate onSubmit={resend} className="space-y-4">
      {known ? null : (
        <FormField id="reenvio-email" label="Seu e-mail" error={fieldError}>
          {(c) => <TextInput {...c} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
        </FormField>
      )}
      <CaptchaField {...captcha.field} />
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
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
    </form>
  );
}
