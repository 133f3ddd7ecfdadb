// The opened data (LGPD art. 18): every record, the JSON download and the erasure after an
// explicit confirmation. Only a visitor with the e-mailed link gets here, so this part and
// what describes the records load with the link's page, not with the e-mail form
// (data-rights-page.tsx).
import { Download, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import type { DataRightsOpened } from "../../../contracts/data-rights-options";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useApiAction } from "../../hooks/use-api-action";
import { formatDateTime } from "../../../contracts/format-date";
import type { Destination } from "../../../contracts/events";
import { eraseData } from "./data-rights-api";
import { hasRecords } from "../../../contracts/data-rights-view";
import { describeView } from "./describe-view";
import { ErasePanel } from "./erase-panel";
import { downloadView } from "./export-file";
import { FocusHeading } from "../../components/ui/focus-heading";
import { RecordsView } from "./records-view";

export function OpenStage({ opened, onErased, onExpired }: { opened: DataRightsOpened; onErased: (told: Destination[]) => void; onExpired: (message: string) => void }) {
  const { view } = opened;
  const [confirming, setConfirming] = useState(false);
  const [downloaded, setDownloaded] = useState<string | null>(null);
  const { busy, error, run } = useApiAction();
  const eraseButton = useRef<HTMLButtonElement>(null);

  const erase = () =>
    run(() => eraseData(opened.access), (erased) => onErased(erased.told), ({ status, message }) => {
      // The access ran out: the page asks for a new link.
      if (status === 401) onExpired(message);
      return status === 401;
    });

  function cancel() {
    setConfirming(false);
    eraseButton.current?.focus();
  }

  const groups = describeView(view);
  return (
    <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,48rem)] lg:gap-12">
      <nav aria-labelledby="grupos-titulo" className="max-lg:hidden lg:sticky lg:top-20 lg:self-start">
        <Card tone="slate" className="p-5">
          <h2 id="grupos-titulo" className="text-sm font-bold tracking-wide text-slate-900 uppercase">Nesta página</h2>
          <ul className="mt-3 space-y-1.5 text-sm">
            {groups.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}-titulo`} className="text-slate-800 hover:text-brand-700 hover:underline">
                  {`${group.title} (${group.items.length})`}
                </a>
              </li>
            ))}
          </ul>
        </Card>
      </nav>
      <div className="min-w-0 space-y-8">
        <Card as="section" panel shadow="sm" className="p-5 sm:p-8" aria-labelledby="seus-dados">
          <FocusHeading id="seus-dados">Seus dados</FocusHeading>
          <p className="mt-3 text-slate-700">
            Tudo o que guardamos ligado a <strong className="text-slate-900 [overflow-wrap:anywhere]">{view.email}</strong>
            {`, lido em ${formatDateTime(view.readAt)}. O acesso vale até ${formatDateTime(opened.accessExpiresAt)} (horário de Brasília).`}
          </p>
          {view.previousErasureAt ? (
            <p className="mt-3 text-slate-700">{`Os dados deste e-mail foram excluídos a seu pedido em ${formatDateTime(view.previousErasureAt)}. Abaixo está só o que chegou depois disso.`}</p>
          ) : null}
          {hasRecords(view) ? null : (
            <p className="mt-3 rounded-lg bg-brand-50 p-4 text-slate-800">
              Não encontramos pedidos, agendamentos, relatórios, propostas, conta de teste nem convites ligados a este e-mail. Abaixo estão apenas o pedido deste link e o e-mail que o trouxe.
            </p>
          )}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={() => setDownloaded(downloadView(view))}>
              <Download aria-hidden="true" />
              Baixar meus dados (JSON)
            </Button>
            <Button ref={eraseButton} variant="outline" size="lg" onClick={() => setConfirming(true)} aria-expanded={confirming}>
              <Trash2 aria-hidden="true" />
              Excluir meus dados
            </Button>
          </div>
          <p role="status" className="mt-3 text-sm text-slate-700 empty:hidden">
            {downloaded ? `Arquivo ${downloaded} salvo. Ele traz exatamente o que está nesta página.` : ""}
          </p>
        </Card>
        {confirming ? <ErasePanel email={view.email} busy={busy} error={error} onConfirm={() => void erase()} onCancel={cancel} /> : null}
        <RecordsView groups={groups} />
      </div>
    </div>
  );
}
