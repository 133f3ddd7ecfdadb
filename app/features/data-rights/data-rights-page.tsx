// /privacidade/meus-dados (LGPD art. 18 on self-service). Without a link: the e-mail form,
// whose answer is always the same. With the e-mailed link (?acesso=..., moved out of the
// address bar by app/lib/url-secrets.ts): a button opens the data, so a mail scanner that
// loads the page spends nothing; the link is then spent, and the page shows every record,
// downloads them as JSON and erases them after an explicit confirmation (open-stage.tsx).
import { dataRightsRequestEndpoint } from "../../../contracts/endpoints/data-rights";
import { CircleCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { href, useNavigate } from "react-router";
import { PrivacyPolicyLink } from "../../components/layout/privacy-policy-link";
import { DATA_RIGHTS_TOKEN_PARAM } from "../../../contracts/api-paths";
import { DATA_RIGHTS_ACCESS_TTL_MINUTES, DATA_RIGHTS_LINK_TTL_MINUTES, describeReceiver, type DataRightsOpened } from "../../../contracts/data-rights-options";
import type { Destination } from "../../../contracts/events";
import { PageHero } from "../../components/layout/page-hero";
import { PageShell } from "../../components/layout/page-shell";
import { Card } from "../../components/ui/card";
import { ErrorBanner } from "../../components/ui/error-banner";
import { site } from "../../../contracts/site";
import { useUrlSecret } from "../../lib/url-secrets";
import { EmailRequestForm } from "../account/email-request-form";
import { LinkAction } from "../account/link-action";
import { openData } from "./data-rights-api";
import { ErasureExceptions } from "./erasure-exceptions";
import { FocusHeading } from "../../components/ui/focus-heading";
import { Container } from "../../components/ui/container";
import { lazyModule, useLazyModule } from "../../lib/lazy-module";

/** The opened data's part, loaded once the link is on the page (open-stage.tsx). */
const openedData = lazyModule(() => import("./open-stage"));

type Stage =
  | { kind: "request"; notice: string | null }
  | { kind: "open"; opened: DataRightsOpened }
  | { kind: "erased"; email: string; told: Destination[] };

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
  const openPart = useLazyModule(openedData);

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
        {current.kind === "open" && openPart ? (
          <openPart.OpenStage opened={current.opened} onErased={(told) => setStage({ kind: "erased", email: current.opened.view.email, told })} onExpired={(notice) => setStage({ kind: "request", notice })} />
        ) : null}
        {current.kind === "erased" ? <ErasedStage email={current.email} told={current.told} /> : null}
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
            endpoint={dataRightsRequestEndpoint}
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
          <PrivacyPolicyLink className={linkClass} />.
        </p>
      </section>
    </div>
  );
}

function ReadyStage({ token, onOpened, onRefused }: { token: string; onOpened: (opened: DataRightsOpened) => void; onRefused: (message: string) => void }) {
  // The data's part loads while the visitor reads this card; opening waits for it, so the
  // link is never spent on a page that could not show what it opened.
  useEffect(() => {
    openedData.load().catch(() => undefined);
  }, []);

  const open = async () => {
    await openedData.load();
    return openData(token);
  };

  return (
    <LinkAction
      id="link-pronto"
      title="Seu link está pronto"
      label="Mostrar meus dados"
      busyLabel="Abrindo..."
      spend={open}
      onDone={onOpened}
      // The server refused the link (used, expired, invalid): ask for a new one.
      onRefused={({ message }) => onRefused(message)}
      className="max-w-3xl"
    >
      <p>
        {`Por segurança, este link abre os seus dados uma única vez, e o acesso dura ${DATA_RIGHTS_ACCESS_TTL_MINUTES} minutos. Num computador compartilhado, feche a aba quando terminar.`}
      </p>
    </LinkAction>
  );
}

function ErasedStage({ email, told }: { email: string; told: Destination[] }) {
  return (
    <Card as="section" panel shadow="sm" className="max-w-3xl p-5 sm:p-8" aria-labelledby="dados-excluidos">
      <CircleCheck aria-hidden="true" className="size-10 text-accent-700" />
      <FocusHeading id="dados-excluidos" className="mt-3">Seus dados foram excluídos</FocusHeading>
      <p className="mt-3 text-slate-700">
        {"Excluímos tudo o que estava ligado a "}
        <strong className="text-slate-900 [overflow-wrap:anywhere]">{email}</strong>
        {" e enviamos uma confirmação para esse endereço. O link que você usou não abre mais nada."}
      </p>
      {told.length > 0 ? (
        <>
          <p className="mt-4 text-slate-700">Também pedimos a exclusão a quem recebeu os seus dados de nós:</p>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
            {told.map((destination) => (
              <li key={destination}>{describeReceiver(destination)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-4 text-slate-700">Nenhum sistema fora do site recebeu os seus dados; não houve a quem pedir a exclusão.</p>
      )}
      <ErasureExceptions title="O que mantivemos, sem o seu e-mail, e por quê" />
      <p className="mt-6 text-slate-700">
        Se você voltar a usar os nossos formulários, os novos dados serão guardados normalmente, como os de qualquer pedido. Veja a{" "}
        <PrivacyPolicyLink className={linkClass} />.
      </p>
    </Card>
  );
}
