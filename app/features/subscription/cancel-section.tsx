// Cancel (with an optional reason, after a confirmation step) or reactivate.
import { useState } from "react";
import { CANCEL_REASON_MAX, type SubscriptionView } from "../../../contracts/account-options";
import { ACCOUNT_API } from "../../../contracts/api-paths";
import { Button } from "../../components/ui/button";
import { postJson } from "../../lib/api-client";
import { ErrorBanner } from "../../components/ui/error-banner";
import { Textarea } from "../../components/ui/form-controls";
import { Field } from "../../components/ui/field";

export function CancelSection({ view, onChanged }: { view: SubscriptionView; onChanged: (view: SubscriptionView) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(path: string, body: object) {
    setBusy(true);
    const result = await postJson<SubscriptionView>(path, body);
    setBusy(false);
    if (!result.ok) return setFailure(result.message);
    setFailure(null);
    setConfirming(false);
    setReason("");
    onChanged(result.data);
  }

  if (view.status === "canceled") {
    return (
      <div className="space-y-4">
        <p className="text-slate-700">A assinatura está cancelada. Reative para voltar a usar o Tramita com o mesmo plano e os seus dados.</p>
        {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
        <Button disabled={busy} onClick={() => void send(ACCOUNT_API.subscriptionReactivate, {})}>Reativar assinatura</Button>
      </div>
    );
  }
  if (!confirming) {
    return (
      <div className="space-y-4">
        <p className="text-slate-700">Você pode cancelar quando quiser. Seus dados ficam guardados caso decida voltar.</p>
        <Button variant="outline" onClick={() => setConfirming(true)}>Cancelar assinatura</Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <Field id="motivo-cancelamento" label="Conte por que está cancelando (opcional)" description="Sua resposta nos ajuda a melhorar.">
        {(c) => <Textarea {...c} rows={3} maxLength={CANCEL_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />}
      </Field>
      {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button disabled={busy} onClick={() => void send(ACCOUNT_API.subscriptionCancel, reason.trim() ? { reason: reason.trim() } : {})} className="bg-red-700 hover:bg-red-800">
          Confirmar cancelamento
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => setConfirming(false)}>Manter assinatura</Button>
      </div>
    </div>
  );
}
