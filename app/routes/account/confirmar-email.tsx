// /confirmar-email?token=... (issue 8): confirms the e-mail (single-use, 24 h), which
// starts the 11-day trial and opens a session; then 'Acessar a plataforma' (APP_URL) or
// 'Configurar minha conta' (/onboarding). A bad link gets its reason and a resend form.
import { CircleCheck, MailWarning } from "lucide-react";
import type { SessionOpened } from "../../../contracts/account";
import { ACCOUNT_API, ACCOUNT_PAGES, ACCOUNT_TOKEN_PARAM } from "../../../contracts/api-paths";
import { FREE_TRIAL_DAYS } from "../../../contracts/landing";
import { ButtonLink, buttonClass } from "../../components/ui/button";
import { accountPageMeta } from "../../features/account/account-meta";
import { AccountPage } from "../../features/account/account-page";
import { LoadingState } from "../../features/account/loading-state";
import { useRedeemToken } from "../../features/account/use-redeem-token";
import { ResendConfirmation } from "../../features/signup/resend-confirmation";
import { useRuntimeConfig } from "../../lib/runtime-config";
import { firstNameOf } from "../../../contracts/names";
import { useUrlSecret } from "../../lib/url-secrets";
import type { Route } from "./+types/confirmar-email";

export const meta: Route.MetaFunction = () =>
  accountPageMeta({ title: "Confirmação de e-mail | Tramita", description: "Confirme seu e-mail para começar o teste grátis do Tramita.", path: "/confirmar-email" });

const INVALID_LINK = "Este link não é válido. Confira se copiou o endereço inteiro ou peça um novo.";

export default function ConfirmarEmail() {
  const token = useUrlSecret(ACCOUNT_TOKEN_PARAM);
  const redemption = useRedeemToken<SessionOpened>(ACCOUNT_API.confirmEmail, token);
  const { appUrl } = useRuntimeConfig();

  if (token && (!redemption || redemption.status === "pending")) {
    return (
      <AccountPage title="Confirmando seu e-mail...">
        <LoadingState label="Só um instante." />
      </AccountPage>
    );
  }

  if (redemption?.status === "done" && redemption.result.ok) {
    const { account, onboardingDone } = redemption.result.data;
    return (
      <AccountPage eyebrow="E-mail confirmado" title={`Tudo certo, ${firstNameOf(account.name)}!`}>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
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
            <ButtonLink to={ACCOUNT_PAGES.onboarding} size="lg" variant={onboardingDone ? "outline" : "primary"}>
              Configurar minha conta
            </ButtonLink>
          </div>
        </div>
      </AccountPage>
    );
  }

  if (!token) {
    return (
      <AccountPage eyebrow="Confirmação de e-mail" title="Confirme seu e-mail">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <p className="text-lg text-slate-800">
            {`Para ativar o teste grátis de ${FREE_TRIAL_DAYS} dias, abra o e-mail que enviamos depois do cadastro e clique em “Confirmar e-mail”.`}
          </p>
          <p className="mt-4 text-slate-700">Não recebeu ou o link expirou? Informe o e-mail do cadastro para receber um novo:</p>
          <div className="mt-4">
            <ResendConfirmation email={null} />
          </div>
        </div>
      </AccountPage>
    );
  }

  const message = redemption?.status === "done" && !redemption.result.ok ? redemption.result.message : INVALID_LINK;
  return (
    <AccountPage eyebrow="Confirmação de e-mail" title="Não foi possível confirmar">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <p role="alert" className="flex items-start gap-3 text-lg text-slate-800">
          <MailWarning aria-hidden="true" className="mt-1 size-6 shrink-0 text-amber-600" />
          {message}
        </p>
        <p className="mt-4 text-slate-700">Informe o e-mail do cadastro para receber um novo link de confirmação:</p>
        <div className="mt-4">
          <ResendConfirmation email={null} />
        </div>
      </div>
    </AccountPage>
  );
}
