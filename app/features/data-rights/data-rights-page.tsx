// /privacidade/meus-dados (LGPD art. 18 on self-service). Without a link: the e-mail form,
// whose answer is always the same. With the e-mailed link (?acesso=..., moved out of the
// address bar by app/lib/url-secrets.ts): a button opens the data, so a mail scanner that
// loads the page spends nothing; the link is then spent, and the page shows every record,
// downloads them as JSON and erases them after an explicit confirmation.
import { CircleCheck, Download, LoaderCircle, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { href, Link, useNavigate } from "react-router";
import { DATA_RIGHTS_API, DATA_RIGHTS_TOKEN_PARAM } from "../../../contracts/api-paths";
import { DATA_RIGHTS_ACCESS_TTL_MINUTES, DATA_RIGHTS_LINK_TTL_MINUTES, type DataRightsOpened } from "../../../contracts/data-rights-options";
import { PageHero } from "../../components/layout/page-hero";
import { PageShell } from "../../components/layout/page-shell";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ErrorBanner } from "../../components/ui/error-banner";
import { site } from "../../../contracts/site";
import { useUrlSecret } from "../../lib/url-secrets";
import { EmailRequestForm } from "../account/email-request-form";
import { formatDateTime } from "../subscription/labels";
import { eraseData, openData } from "./data-rights-api";
import { describeView, hasRecords } from "./describe-view";
import { ErasePanel } from "./erase-panel";
import { ErasureExceptions } from "./erasure-exceptions";
import { downloadView } from "./export-file";
import { FocusHeading } from "./focus-heading";
import { RecordsView } from "./records-view";
import { Container } from "../../components/ui/container";
import { useApiAction } from "../../hooks/use-api-action";

type Stage =
  | { kind: "request"; notice: string | null }
  | { kind: "open"; opened: DataRightsOpened }
  | { kind: "erased"; email: string };

const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

export function DataRightsPage() {
  const token = useUrlSecret(DATA_RIGHTS_TOKEN_PARAM);
  const navigate = useNavigate();
  // Until the link is used, the stage follows the address: the form, or the link ready to open.
  const [stage, setStage] = useState<Stage | null>(null);

  function leave(next: Stage) {
    setStage(next);
    // The link is spent: out of the history entry too (a reload would try it again).
    if (token) void navigate(href("/privacidade/meus-dados"), { replace: true });
  }

  const current: Stage | { kind: "ready"; token: string } = stage ?? (token ? { kind: "ready", token } : { kind: "request", notice: null });

  return (
    <PageShell>
      <PageHero
        id="meus-dados-titulo"
        eyebrow="Privacidade"
        title="Meus dados"
        lead={`Veja, baixe e exclua, por conta própria e na hora, os dados pessoais que o ${site.name} guarda sobre o seu e-mail, como garante a LGPD (art. 18).`}
      />
      <Container className="pb-20">
        {current.kind === "request" ? <RequestStage notice={current.notice} /> : null}
        {current.kind === "ready" ? (
          <ReadyStage token={current.token} onOpened={(opened) => leave({ kind: "open", opened })} onRefused={(notice) => leave({ kind: "request", notice })} />
        ) : null}
        {current.kind === "open" ? (
          <OpenStage opened={current.opened} onErased={() => setStage({ kind: "erased", email: current.opened.view.email })} onExpired={(notice) => setStage({ kind: "request", notice })} />
        ) : null}
        {current.kind === "erased" ? <ErasedStage email={current.email} /> : null}
      </Container>
    </PageShell>
  );
}

function RequestStage({ notice }: { notice: string | null }) {
  return (
    <div className="grid max-w-5xl gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
      <Card as="section" panel shadow="sm" className="p-5 sm:p-8" aria-labelledby="pedir-link">
        {notice ? <ErrorBanner className="mb-5">{notice}</ErrorBanner> : null}
        <h2 id="pedir-link" className="text-2xl font-bold text-slate-900">Receba um link de acesso</h2>
        <p className="mt-2 text-slate-700">
          Informe o e-mail que você usou no site: num pedido de demonstração, num agendamento, no relatório da avaliação, numa proposta ou no teste grátis.
          Para proteger os seus dados, só mostramos tudo a quem abre o link que enviamos para esse endereço.
        </p>
        <div className="mt-6">
          <EmailRequestForm
            path={DATA_RIGHTS_API.request}
            label="Seu e-mail"
            submitLabel="Enviar link de acesso"
            sentText={(email) =>
              `Se o endereço ${email} estiver certo, o link chega em instantes. Ele vale por ${DATA_RIGHTS_LINK_TTL_MINUTES} minutos. Não chegou? Confira a caixa de spam ou peça de novo daqui a alguns minutos.`
            }
          />
        </div>
      </Card>
      <section aria-labelledby="como-funciona" className="text-slate-700 lg:pt-8">
        <h2 id="como-funciona" className="text-xl font-bold text-slate-900">Como funciona</h2>
        <ol className="mt-3 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-700">
          <li>{`Você recebe um link que vale por ${DATA_RIGHTS_LINK_TTL_MINUTES} minutos e abre os seus dados uma única vez.`}</li>
          <li>Na página, você vê tudo o que guardamos ligado ao e-mail, agrupado: pedidos, agendamentos, relatórios, propostas, a conta de teste, os e-mails na fila e as escolhas de cookies deste navegador.</li>
          <li>Você pode baixar uma cópia em JSON e, se quiser, excluir tudo na hora, depois de confirmar.</li>
        </ol>
        <p className="mt-4">
          Prefere falar com uma pessoa? Escreva para a nossa encarregada de dados em{" "}
          <a href={`mailto:${site.privacyEmail}`} className={linkClass}>{site.privacyEmail}</a>. Veja também a{" "}
          <Link to={href("/privacidade")} className={linkClass}>política de privacidade</Link>.
        </p>
      </section>
    </div>
  );
}

function ReadyStage({ token, onOpened, onRefused }: { token: string; onOpened: (opened: DataRightsOpened) => void; onRefused: (message: string) => void }) {
  const { busy, error, run } = useApiAction();

  const open = () =>
    run(() => openData(token), onOpened, ({ status, message }) => {
      // The server refused the link (used, expired, invalid): ask for a new one.
      const refused = status >= 400 && status < 500 && status !== 429;
      if (refused) onRefused(message);
      return refused;
    });

  return (
    <Card as="section" panel shadow="sm" className="max-w-3xl p-5 sm:p-8" aria-labelledby="link-pronto">
      <FocusHeading id="link-pronto">Seu link está pronto</FocusHeading>
      <p className="mt-3 text-slate-700">
        {`Por segurança, este link abre os seus dados uma única vez, e o acesso dura ${DATA_RIGHTS_ACCESS_TTL_MINUTES} minutos. Num computador compartilhado, feche a aba quando terminar.`}
      </p>
      {error ? <ErrorBanner className="mt-5">{error}</ErrorBanner> : null}
      <Button size="lg" onClick={() => void open()} disabled={busy} className="mt-6 w-full sm:w-auto">
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {busy ? "Abrindo..." : "Mostrar meus dados"}
      </Button>
    </Card>
  );
}

function OpenStage({ opened, onErased, onExpired }: { opened: DataRightsOpened; onErased: () => void; onExpired: (message: string) => void }) {
  const { view } = opened;
  const [confirming, setConfirming] = useState(false);
  const [downloaded, setDownloaded] = useState<string | null>(null);
  const { busy, error, run } = useApiAction();
  const eraseButton = useRef<HTMLButtonElement>(null);

  const erase = () =>
    run(() => eraseData(opened.access), onErased, ({ status, message }) => {
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

function ErasedStage({ email }: { email: string }) {
  return (
    <Card as="section" panel shadow="sm" className="max-w-3xl p-5 sm:p-8" aria-labelledby="dados-excluidos">
      <CircleCheck aria-hidden="true" className="size-10 text-accent-700" />
      <FocusHeading id="dados-excluidos" className="mt-3">Seus dados foram excluídos</FocusHeading>
      <p className="mt-3 text-slate-700">
        {"Excluímos tudo o que estava ligado a "}
        <strong className="text-slate-900 [overflow-wrap:anywhere]">{email}</strong>
        {" e enviamos uma confirmação para esse endereço. O link que você usou não abre mais nada."}
      </p>
      <ErasureExceptions title="O que mantivemos, sem o seu e-mail, e por quê" />
      <p className="mt-6 text-slate-700">
        Se você voltar a usar os nossos formulários, os novos dados serão guardados normalmente, como os de qualquer pedido. Veja a{" "}
        <Link to={href("/privacidade")} className={linkClass}>política de privacidade</Link>.
      </p>
    </Card>
  );
}
