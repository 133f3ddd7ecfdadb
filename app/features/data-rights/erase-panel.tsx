// 'Excluir meus dados': what goes, what stays and why, and an explicit confirmation (a box
// to tick) before anything is erased.
import { Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { DATA_RIGHTS_MESSAGES } from "../../../contracts/data-rights-options";
import { ERASURE_SCOPE } from "../../../contracts/personal-data";
import { Button } from "../../components/ui/button";
import { BusyButton } from "../../components/ui/busy-button";
import { ErrorBanner } from "../../components/ui/error-banner";
import { Checkbox } from "../../components/ui/checkbox";
import { ErasureExceptions } from "./erasure-exceptions";
import { FocusHeading } from "../../components/ui/focus-heading";

interface ErasePanelProps {
  email: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ErasePanel({ email, busy, error, onConfirm, onCancel }: ErasePanelProps) {
  const [understood, setUnderstood] = useState(false);
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setMissing(!understood);
    if (understood) onConfirm();
  }

  return (
    <section id="excluir-dados" aria-labelledby="excluir-titulo" className="rounded-2xl border border-red-200 bg-red-50 p-5 sm:p-8">
      <FocusHeading id="excluir-titulo">Excluir meus dados</FocusHeading>
      <p className="mt-3 text-slate-800">A exclusão é imediata e definitiva. Ela apaga, de uma só vez:</p>
      <ul className="mt-3 list-disc space-y-1.5 pl-6 text-slate-800 marker:text-red-700">
        {ERASURE_SCOPE.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <ErasureExceptions title="O que mantemos, sem o seu e-mail, e por quê" />
      <p className="mt-5 text-slate-800">
        {"Depois, enviamos uma confirmação para "}
        <strong className="[overflow-wrap:anywhere]">{email}</strong>
        {". Se você voltar a usar os nossos formulários, os novos dados serão guardados normalmente."}
      </p>
      <form toolname="erase_my_data" tooldescription="Exclui de forma definitiva os dados pessoais ligados ao e-mail verificado." noValidate onSubmit={submit} aria-busy={busy} className="mt-6 space-y-4">
        <Checkbox
          id="excluir-confirmacao"
          label="Entendo que a exclusão é definitiva e não pode ser desfeita."
          required
          checked={understood}
          onChange={(e) => {
            setUnderstood(e.target.checked);
            if (e.target.checked) setMissing(false);
          }}
          error={missing ? DATA_RIGHTS_MESSAGES.confirm : undefined}
        />
        {error ? <ErrorBanner>{error}</ErrorBanner> : null}
        <div className="flex flex-col gap-3 sm:flex-row">
          <BusyButton type="submit" size="lg" className="bg-red-700 hover:bg-red-800" busy={busy} busyLabel="Excluindo..." icon={<Trash2 aria-hidden="true" />}>
            Excluir definitivamente
          </BusyButton>
          <Button variant="outline" size="lg" disabled={busy} onClick={onCancel}>
            Cancelar
          </Button>
        </div>
      </form>
    </section>
  );
}
