// /confirmar-email?token=... (spec §2, §4): confirms the e-mail (single-use, TOKEN_TTL_MS), which
// starts the 11-day trial and opens a session; then 'Acessar a plataforma' (APP_URL) or
// 'Configurar minha conta' (/onboarding). A bad link gets its reason and a resend form.
import { CircleCheck, MailWarning } from "lucide-react";
import { href } from "react-router";
import { tokenLifetimeText, type SessionOpened } from "../../../contracts/account-options";
import { ACCOUNT_API } from "../../../contracts/api-paths";
import { FREE_TRIAL_DAYS } from "../../../contracts/landing";
import { ButtonLink, buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { accountPageMeta } from "../../features/account/account-meta";
import { AccountPage } from "../../features/account/account-page";
import { LoadingState } from "../../features/account/loading-state";
import { redeemUrlToken } from "../../features/account/redeem-url-token";
import { ResendConfirmation } from "../../features/signup/resend-confirmation";
import { useRuntimeConfig } from "../../lib/runtime-config";
import { firstNameOf } from "../../../contracts/names";
import type { Route } from "./+types/confirmar-email";

export const meta: Route.MetaFunction = () =>
  accountPageMeta({
    title: "Confirmação de e-mail | Tramita",
    description: `Confirme pelo link do e-mail o endereço do cadastro e comece o teste grátis de ${FREE_TRIAL_DAYS} dias do Tramita.`,
    path: "/confirmar-email",
  });

// The e-mailed link's token is spent here, once: see redeemUrlToken.
export const clientLoader = () => redeemUrlToken<SessionOpened>(ACCOUNT_API.confirmEmail);
export const shouldRevalidate = () => false;

/** The prerendered page, shown until the link is checked. */
export function HydrateFallback() {
  return (
    <AccountPage
      eyebrow="Confirmação de e-mail"
      title="Confirmando seu e-mail..."
      lead={<p>{`Esta página confirma o e-mail do cadastro pelo link que enviamos, válido por ${tokenLifetimeText("confirm-email")}, e começa o teste grátis de ${FREE_TRIAL_DAYS} dias.`}</p>}
    >
      <LoadingState label="Só um instante." />
    </AccountPage>
  );
}

export default function ConfirmarEmail({ loaderData: redemption }: Route.ComponentProps) {
  const { appUrl } = useRuntimeConfig();

  if (redemption?.ok) {
    const { account, onboardingDone } = redemption.data;
    return (
      <AccountPage eyebrow="E-mail confirmado" title={`Tudo certo, ${firstNameOf(account.name)}!`}>
        <Card panel shadow="sm" className="p-6 sm:p-8">
          <p className="flex items-start gap-3 text-lg text-slate-800">
            <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent-700" />
            {`Seu e-mail foi confirmado e o teste grátis de ${FREE_TRIAL_DAYS} dias da ${account.company} já começou.`}
          </p>
          <p className="mt-4 text-slate-700">
            Configure a conta em poucos passos para o Tramita já chegar do jeito da sua equipe, ou vá direto para a plataforma.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <a href={appUrl} className={buttonClass({ size: "lg", variant: onboardingDone ? "primary" : "outline" })}>
              Acessar a plataforma
            </a>
            <ButtonLink to={href("/onboarding")} size="lg" variant={onboardingDone ? "outline" : "primary"}>
              Configurar minha conta
            </ButtonLink>
          </div>
        </Card>
      </AccountPage>
    );
  }

  if (!redemption) {
    return (
      <AccountPage eyebrow="Confirmação de e-mail" title="Confirme seu e-mail">
        <Card panel shadow="sm" className="p-6 sm:p-8">
          <p className="text-slate-800">
            {`Para ativar o teste grátis de ${FREE_TRIAL_DAYS} dias, abra o e-mail que enviamos depois do cadastro e clique em “Confirmar e-mail”.`}
          </p>
          <p className="mt-4 text-slate-700">Não recebeu ou o link expirou? Informe o e-mail do cadastro para receber um novo:</p>
          <div className="mt-4">
            <ResendConfirmation email={null} />
          </div>
        </Card>
      </AccountPage>
    );
  }

  return (
    <AccountPage eyebrow="Confirmação de e-mail" title="Não foi possível confirmar">
      <Card panel shadow="sm" className="p-6 sm:p-8">
        <p role="alert" className="flex items-start gap-3 text-lg text-slate-800">
          <MailWarning aria-hidden="true" className="mt-1 size-6 shrink-0 text-amber-600" />
          {redemption.message}
        </p>
        <p className="mt-4 text-slate-700">Informe o e-mail do cadastro para receber um novo link de confirmação:</p>
        <div className="mt-4">
          <ResendConfirmation email={null} />
        </div>
      </Card>
    </AccountPage>
  );
}
