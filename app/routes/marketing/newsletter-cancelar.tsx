// /newsletter/cancelar?token=...: the unsubscribe link of the newsletter's e-mails. Opening
// it changes nothing (a mail scanner may fetch it); one click on the button unsubscribes.
// Mail clients unsubscribe without the page, by the List-Unsubscribe-Post header.
import { MailWarning } from "lucide-react";
import { href } from "react-router";
import { ACCOUNT_TOKEN_PARAM } from "../../../contracts/api-paths";
import { ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { linkPage } from "../../features/account/account-page";
import { UnsubscribeButton } from "../../features/newsletter/unsubscribe-button";
import type { Route } from "./+types/newsletter-cancelar";

/** Its frame; the lead says what the page does, prerendered: the first paint while the page hydrates. */
const page = linkPage(
  {
    eyebrow: "Newsletter do blog",
    title: "Cancelar a inscrição",
    lead: (
      <p>Esta página cancela a inscrição na newsletter do blog do Tramita pelo link que vem em cada e-mail. Depois do cancelamento você não recebe mais nenhum e-mail da newsletter; os artigos continuam no site.</p>
    ),
  },
  { title: "Cancelar a newsletter | Tramita", description: "Cancele com um clique a inscrição na newsletter do blog do Tramita.", path: "/newsletter/cancelar" },
  ACCOUNT_TOKEN_PARAM,
);

export const { meta, clientLoader, shouldRevalidate, HydrateFallback } = page;

export default function NewsletterCancelar({ loaderData: { token } }: Route.ComponentProps) {
  return (
    <page.Frame>
      <Card panel shadow="sm" className="p-6 sm:p-8">
        {token ? (
          <>
            <p className="mb-6 text-lg text-slate-800">Confirme abaixo para cancelar a inscrição.</p>
            <UnsubscribeButton token={token} variant="primary" />
          </>
        ) : (
          <>
            <p className="flex items-start gap-3 text-lg text-slate-800">
              <MailWarning aria-hidden="true" className="mt-1 size-6 shrink-0 text-amber-600" />
              Use o link “Cancele com um clique” de um e-mail da newsletter para cancelar a inscrição.
            </p>
            <div className="mt-6">
              <ButtonLink to={href("/blog")} variant="outline">Ir para o blog</ButtonLink>
            </div>
          </>
        )}
      </Card>
    </page.Frame>
  );
}
