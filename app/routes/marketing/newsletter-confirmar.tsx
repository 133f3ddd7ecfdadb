// /newsletter/confirmar?token=...: the double opt-in of the blog's newsletter. Opening the
// e-mailed single-use link changes nothing (a mail scanner may fetch it and run its scripts);
// the button spends it (features/account/link-action.tsx), and only that confirmation
// subscribes. The page then offers the one-click unsubscribe.
import { href } from "react-router";
import { ACCOUNT_TOKEN_PARAM, NEWSLETTER_API } from "../../../contracts/api-paths";
import { NEWSLETTER_CONFIRM_TTL_DAYS, type NewsletterConfirmed } from "../../../contracts/newsletter-options";
import { ButtonLink } from "../../components/ui/button";
import { linkPage } from "../../features/account/account-page";
import { LinkStages } from "../../features/account/link-action";
import { LinkDone, LinkRefused } from "../../features/account/link-result";
import { UnsubscribeButton } from "../../features/newsletter/unsubscribe-button";
import { postJson } from "../../lib/api-client";
import type { Route } from "./+types/newsletter-confirmar";

/** Its frame; the lead says what the page does, prerendered: the first paint while the page hydrates. */
const page = linkPage(
  {
    eyebrow: "Newsletter do blog",
    title: "Confirmar a inscrição",
    lead: (
      <p>{`Esta página confirma, pelo link que enviamos por e-mail (válido por ${NEWSLETTER_CONFIRM_TTL_DAYS} dias), a inscrição na newsletter do blog do Tramita. Só depois da confirmação você passa a receber os novos artigos.`}</p>
    ),
  },
  { title: "Confirmação da newsletter | Tramita", description: "Confirme pelo link do e-mail a inscrição na newsletter do blog do Tramita e receba os novos artigos.", path: "/newsletter/confirmar" },
  ACCOUNT_TOKEN_PARAM,
);

export const { meta, clientLoader, shouldRevalidate, HydrateFallback } = page;

export default function NewsletterConfirmar({ loaderData: { token } }: Route.ComponentProps) {
  return (
    <page.Frame>
      <LinkStages
        link={token !== null}
        id="confirmar-inscricao"
        title="Falta só um clique"
        label="Confirmar inscrição"
        busyLabel="Confirmando..."
        spend={() => postJson<NewsletterConfirmed>(NEWSLETTER_API.confirm, { token })}
        renderDone={(confirmed) => <Confirmed confirmed={confirmed} />}
        renderRefused={(refusal) => <NoLink refusal={refusal} />}
      >
        <p>Confirme abaixo para receber por e-mail os novos artigos do blog. Cada e-mail traz um link para cancelar quando quiser.</p>
      </LinkStages>
    </page.Frame>
  );
}

function Confirmed({ confirmed }: { confirmed: NewsletterConfirmed }) {
  return (
    <LinkDone id="inscricao-confirmada" title="Inscrição confirmada" line={`Pronto: ${confirmed.email} vai receber os novos artigos do blog.`}>
      <div className="mt-6">
        <ButtonLink to={href("/blog")}>Ler o blog</ButtonLink>
      </div>
      <div className="mt-8 border-t border-slate-200 pt-6">
        <p className="mb-4 text-slate-700">Mudou de ideia? Cada e-mail traz o link para sair, e aqui também:</p>
        <UnsubscribeButton token={confirmed.unsubscribeToken} />
      </div>
    </LinkDone>
  );
}

/** Opened without a link, or the server refused it (used, expired, unknown): how to get one. */
function NoLink({ refusal }: { refusal: string | null }) {
  return (
    <LinkRefused
      id="inscricao-recusada"
      title="Não foi possível confirmar"
      refusal={refusal}
      instructions={`Abra o e-mail de confirmação que enviamos e clique em “Confirmar inscrição”. O link vale por ${NEWSLETTER_CONFIRM_TTL_DAYS} dias.`}
    >
      <div className="mt-6">
        <ButtonLink to={href("/blog")} variant="outline">Inscrever-se pelo blog</ButtonLink>
      </div>
    </LinkRefused>
  );
}
