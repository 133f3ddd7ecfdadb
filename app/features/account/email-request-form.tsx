// A one-field form that asks the server to e-mail a link (password reset, magic link) and
// then shows the same neutral answer whatever the address (no account enumeration). The
// captcha keeps strangers from flooding someone's inbox with links.
import { LoaderCircle, MailCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { emailSchema } from "../../../contracts/account";
import { Button } from "../../components/ui/button";
import { TextInput } from "../../components/ui/form-controls";
import { FormField } from "../../components/ui/field";
import { api } from "./account-api";
import { ErrorBanner } from "../../components/ui/error-banner";
import { CaptchaField } from "../captcha/captcha-field";
import { useCaptcha } from "../captcha/use-captcha";

export function EmailRequestForm({ path, submitLabel, sentText, label = "E-mail da conta" }: { path: string; submitLabel: string; sentText: (email: string) => string; label?: string }) {
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email.trim());
    setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    const captchaToken = captcha.take();
    if (!parsed.success || !captchaToken) return;
    setBusy(true);
    const result = await api.post(path, { email: parsed.data, captchaToken });
    setBusy(false);
    if (result.ok) {
      setSentTo(parsed.data);
      return;
    }
    captcha.reset(result.fields.captchaToken);
    setError(result.message);
  }

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
    <form noValidate onSubmit={submit} aria-busy={busy} className="space-y-4">
      <FormField id="pedido-email" label={label} error={fieldError}>
        {(c) => <TextInput {...c} type="email" inputMode="email" autoComplete="email" spellCheck={false} value={email} onChange={(e) => setEmail(e.target.value)} />}
      </FormField>
      <CaptchaField {...captcha.field} />
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {submitLabel}
      </Button>
    </form>
  );
}
