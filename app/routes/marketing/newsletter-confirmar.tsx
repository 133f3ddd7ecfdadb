// /newsletter/confirmar?token=...: the double opt-in of the blog's newsletter. The e-mailed
// single-use link is spent here, once (the route opts out of revalidation); only this
// confirmation subscribes. The page then offers the one-click unsubscribe.
import { CircleCheck, MailWarning } from "lucide-react";
import { href } from "react-router";
import { ACCOUNT_TOKEN_PARAM, NEWSLETTER_API } from "../../../contracts/api-paths";
import { NEWSLETTER_CONFIRM_TTL_DAYS, type NewsletterConfirmed } from "../../../contracts/newsletter-options";
import { ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { accountPageMeta } from "../../features/account/account-meta";
import { AccountPage } from "../../features/account/account-page";
import { LoadingState } from "../../features/account/loading-state";
import { UnsubscribeButton } from "../../features/newsletter/unsubscribe-button";
import { postJson } from "../../lib/api-client";
import { readUrlSecret } from "../../lib/url-secrets";
import type { Route } from "./+types/newsletter-confirmar";

const EYEBROW = "Newsletter do blog";
/** What the page does, prerendered: it is the first paint while the link is checked. */
const LEAD = (
  <p>{`Esta página confirma, pelo link que enviamos por e-mail (válido por ${NEWSLETTER_CONFIRM_TTL_DAYS} dias), a inscrição na newsletter do blog do Tramita. Só depois da confirmação você passa a receber os novos artigos.`}</p>
);

export const meta: Route.MetaFunction = () =>
  accountPageMeta({
    title: "Confirmação da newsletter | Tramita",
    description: "Confirme pelo link do e-mail a inscrição na newsletter do blog do Tramita e receba os novos artigos.",
    path: "/newsletter/confirmar",
  });

export const clientLoader = async () => {
  const token = readUrlSecret(ACCOUNT_TOKEN_PARAM);
  return { confirmation: token ? await postJson<NewsletterConfirmed>(NEWSLETTER_API.confirm, { token }) : null };
};
export const shouldRevalidate = () => false;

export function HydrateFallback() {
  return (
    <AccountPage eyebrow={EYEBROW} title="Confirmando sua inscrição..." lead={LEAD}>
      <LoadingState label="Só um instante." />
    </AccountPage>
  );
}

export default function NewsletterConfirmar({ loaderData: { confirmation } }: Route.ComponentProps) {
  if (confirmation?.ok) {
    return (
      <AccountPage eyebrow={EYEBROW} title="Inscrição confirmada">
        <Card panel shadow="sm" className="p-6 sm:p-8">
          <p role="status" className="flex items-start gap-3 text-lg text-slate-800">
            <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent-700" />
            {`Pronto: ${confirmation.data.email} vai receber os novos artigos do blog.`}
          </p>
          <div className="mt-6">
            <ButtonLink to={href("/blog")}>Ler o blog</ButtonLink>
          </div>
          <div className="mt-8 border-t border-slate-200 pt-6">
            <p className="mb-4 text-slate-700">Mudou de ideia? Cada e-mail traz o link para sair, e aqui também:</p>
            <UnsubscribeButton token={confirmation.data.unsubscribeToken} />
          </div>
        </Card>
      </AccountPage>
    );
  }
  const message = confirmation?.message ?? `Abra o e-mail de confirmação que enviamos e clique em “Confirmar inscrição”. O link vale por ${NEWSLETTER_CONFIRM_TTL_DAYS} dias.`;
  return (
    <AccountPage eyebrow={EYEBROW} title={confirmation ? "Não foi possível confirmar" : "Confirme sua inscrição"} lead={LEAD}>
      <Card panel shadow="sm" className="p-6 sm:p-8">
        <p role={confirmation ? "alert" : undefined} className="flex items-start gap-3 text-lg text-slate-800">
          <MailWarning aria-hidden="true" className="mt-1 size-6 shrink-0 text-amber-600" />
          {message}
        </p>
        <div className="mt-6">
          <ButtonLink to={href("/blog")} variant="outline">Inscrever-se pelo blog</ButtonLink>
        </div>
      </Card>
    </AccountPage>
  );
}
