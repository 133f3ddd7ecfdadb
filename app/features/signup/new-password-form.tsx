// A password chosen through an e-mailed link (same rules as sign-up), typed twice: the new
// password of /recuperar-senha, or the account's password on /confirmar-email when the link
// is opened in another browser than the one that signed up.
import { useState, type FormEvent } from "react";
import { BusyButton } from "../../components/ui/busy-button";
import { postJson } from "../../lib/api-client";
import { ErrorBanner } from "../../components/ui/error-banner";
import { Input } from "../../components/ui/form-controls";
import { Field } from "../../components/ui/field";
import { PasswordField } from "./password-field";

export type NewPasswordOutcome<T = unknown> = { ok: true; data: T } | { ok: false; message: string; tokenProblem: boolean };

export interface NewPasswordLabels {
  password: string;
  repeat: string;
  submit: string;
}

interface Props<T> {
  token: string;
  /** The API path that takes `{ token, password }`. */
  path: string;
  labels: NewPasswordLabels;
  onDone: (outcome: NewPasswordOutcome<T>) => void;
}

export function NewPasswordForm<T>({ token, path, labels, onDone }: Props<T>) {
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The schema (and zod) loads on the first press, not with the page.
    const { passwordSchema } = await import("../../../contracts/account");
    const parsed = passwordSchema.safeParse(password);
    const next = {
      password: parsed.success ? undefined : parsed.error.issues[0]?.message,
      repeat: repeat === password ? undefined : "As senhas não conferem.",
    };
    setErrors(next);
    if (next.password || next.repeat) return;
    setBusy(true);
    const result = await postJson<T>(path, { token, password });
    setBusy(false);
    if (result.ok) return onDone({ ok: true, data: result.data });
    if (result.status === 400 || result.status === 410) return onDone({ ok: false, message: result.message, tokenProblem: true });
    setErrors({ password: result.fields.password });
    setFailure(result.message);
  }

  return (
    <form toolname="set_new_password" tooldescription="Define uma nova senha para a conta." noValidate onSubmit={submit} aria-busy={busy} className="space-y-5">
      <Field id="nova-senha" label={labels.password} required error={errors.password}>
        {(c) => <PasswordField {...c} value={password} onChange={(e) => setPassword(e.target.value)} />}
      </Field>
      <Field id="nova-senha-repetida" label={labels.repeat} required error={errors.repeat}>
        {(c) => <Input {...c} type="password" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.target.value)} />}
      </Field>
      {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
      <BusyButton type="submit" size="lg" className="w-full sm:w-auto" busy={busy}>
        {labels.submit}
      </BusyButton>
    </form>
  );
}
