// The onboarding's last step: invite colleagues by e-mail (validated, at most MAX_INVITES).
import { Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { MAX_INVITES, type OnboardingState } from "../../../contracts/account-options";
import { ACCOUNT_API } from "../../../contracts/api-paths";
import { BusyButton } from "../../components/ui/busy-button";
import { postJson } from "../../lib/api-client";
import { KEYED_SEND, useSubmissionKey } from "../../lib/submission-key";
import { ErrorBanner } from "../../components/ui/error-banner";
import { Textarea } from "../../components/ui/form-controls";
import { Field } from "../../components/ui/field";

/** Addresses separated by commas, semicolons, spaces or new lines. */
function splitEmails(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((s) => s.trim()).filter(Boolean))];
}

export function InviteStep({ state, onSaved }: { state: OnboardingState; onSaved: (state: OnboardingState) => void }) {
  const [text, setText] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submission = useSubmissionKey();
  const room = MAX_INVITES - state.invited.length;

  async function invite(event: FormEvent) {
    event.preventDefault();
    const emails = splitEmails(text);
    // The schema (and zod) loads on the first press, not with the page.
    const { emailSchema } = await import("../../../contracts/account");
    const invalid = emails.filter((e) => !emailSchema.safeParse(e).success);
    if (emails.length === 0) return setFieldError("Informe ao menos um e-mail.");
    if (invalid.length > 0) return setFieldError(`Confira ${invalid.length === 1 ? "este e-mail" : "estes e-mails"}: ${invalid.join(", ")}.`);
    if (emails.length > room) return setFieldError(`Você pode convidar mais ${room} ${room === 1 ? "pessoa" : "pessoas"}.`);
    setFieldError(undefined);
    setBusy(true);
    // Keyed like every form that mails (app/lib/submission-key.ts): a retry never invites twice.
    const result = await postJson<OnboardingState>(ACCOUNT_API.onboardingInvites, { emails }, { idempotencyKey: submission.keyFor(JSON.stringify(emails)), ...KEYED_SEND });
    submission.settle(result);
    setBusy(false);
    if (result.ok) {
      setText("");
      setFailure(null);
      onSaved(result.data);
    } else {
      setFieldError(result.fields.emails);
      setFailure(result.fields.emails ? null : result.message);
    }
  }

  return (
    <div>
      <h2 className="text-lg font-semibold text-slate-900">Convide sua equipe</h2>
      <p className="mt-1 text-sm text-slate-600">{`Cada pessoa recebe um convite por e-mail. Até ${MAX_INVITES} convites no teste grátis.`}</p>
      <form toolname="invite_colleagues" tooldescription="Convida colegas por e-mail para a conta." noValidate onSubmit={invite} className="mt-4 space-y-3">
        <Field id="convites-emails" label="E-mails dos colegas" description="Separe por vírgula ou um por linha." error={fieldError}>
          {(c) => <Textarea {...c} rows={3} value={text} onChange={(e) => setText(e.target.value)} placeholder="ana@empresa.com.br, bruno@empresa.com.br" disabled={room <= 0} />}
        </Field>
        {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
        <BusyButton type="submit" variant="outline" disabled={room <= 0} busy={busy} icon={<Send aria-hidden="true" />}>
          Enviar convites
        </BusyButton>
      </form>
      {state.invited.length > 0 ? (
        <div className="mt-5" role="status">
          <p className="text-sm font-medium text-slate-900">{`Convites enviados (${state.invited.length}):`}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {state.invited.map((email) => (
              <li key={email} className="rounded-full bg-accent-50 px-3 py-1 text-sm text-accent-800">{email}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
