// /confirmar-email?token=... (spec §2, §4): confirms the e-mail (single-use, TOKEN_TTL_MS), which
// starts the 11-day trial and opens a session; then 'Acessar a plataforma' (APP_URL) or
// 'Configurar minha conta' (/onboarding). Opened in another browser than the one that signed
// up, the link proves the mailbox but not the password typed at sign-up: the visitor creates
// the account's password here first. A bad link gets its reason and a resend form.
import { CircleCheck, MailWarning } from "lucide-react";
import { useState } from "react";
import { href } from "react-router";
import { ACCOUNT_MESSAGES, tokenLifetimeText, type SessionOpened } from "../../../contracts/account-options";
import type { ApiErrorCode } from "../../../contracts/api-errors";
import { ACCOUNT_API, ACCOUNT_TOKEN_PARAM } from "../../../contracts/api-paths";
import { FREE_TRIAL_DAYS } from "../../../contracts/landing";
import { ButtonLink, buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { accountPageMeta } from "../../features/account/account-meta";
import { AccountPage } from "../../features/account/account-page";
import { LoadingState } from "../../features/account/loading-state";
import { redeemUrlToken } from "../../features/account/redeem-url-token";
import { NewPasswordForm, type NewPasswordOutcome } from "../../features/signup/new-password-form";
import { ResendConfirmation } from "../../features/signup/resend-confirmation";
import { useRuntimeConfig } from "../../lib/runtime-config";
import { readUrlSecret } from "../../lib/url-secrets";
import { firstNameOf } from "../../../contracts/names";
import type { Route } from "./+types/confirmar-email";

/** The answer of a confirmation from another browser than the sign-up's, without a password. */
const PASSWORD_REQUIRED: ApiErrorCode = "PASSWORD_REQUIRED";
const PASSWORD_LABELS = { password: "Crie uma senha", repeat: "Repita a senha", submit: "Confirmar e começar o teste" };

export const meta: Route.MetaFunction = () =>
  accountPageMeta({
    title: "Confirmação de e-mail | Tramita",
    description: `Confirme pelo link do e-mail o endereço do cadastro e comece o teste grátis de ${FREE_TRIAL_DAYS} dias do Tramita.`,
    path: "/confirmar-email",
  });

// The e-mailed link's token is spent here, once (see redeemUrlToken); the page keeps it for
// the password form when the server asks for one.
export const clientLoader = async () => ({
  token: readUrlSecret(ACCOUNT_TOKEN_PARAM),
  redemption: await redeemUrlToken<SessionOpened>(ACCOUNT_API.confirmEmail),
});
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

/** The trial has started and a session is open. */
function Confirmed({ opened: { account, onboardingDone } }: { opened: SessionOpened }) {
  const { appUrl } = useRuntimeConfig();
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

export default function ConfirmarEmail({ loaderData: { token, redemption } }: Route.ComponentProps) {
  const [withPassword, setWithPassword] = useState<NewPasswordOutcome<SessionOpened> | null>(null);

  if (withPassword?.ok) return <Confirmed opened={withPassword.data} />;
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

  if (redemption.ok) return <Confirmed opened={redemption.data} />;

  if (token && redemption.code === PASSWORD_REQUIRED && !withPassword) {
    return (
      <AccountPage eyebrow="Confirmação de e-mail" title="Crie sua senha para ativar a conta" lead={<p>{ACCOUNT_MESSAGES.passwordRequired}</p>}>
        <Card panel shadow="sm" className="p-6 sm:p-8">
          <NewPasswordForm token={token} path={ACCOUNT_API.confirmEmail} labels={PASSWORD_LABELS} onDone={setWithPassword} />
          <p className="mt-6 text-sm text-slate-600">Não fez este cadastro? Feche esta página: sem a senha, nenhuma conta é ativada.</p>
        </Card>
      </AccountPage>
    );
  }

  // The link itself was refused, now or when the password was sent.
  const message = withPassword?.message ?? redemption.message;
  return (
    <AccountPage eyebrow="Confirmação de e-mail" title="Não foi possível confirmar">
      <Card panel shadow="sm" className="p-6 sm:p-8">
        <p role="alert" className="flex items-start gap-3 text-lg text-slate-800">
          <MailWarning aria-hidden="true" className="mt-1 size-6 shrink-0 text-amber-600" />
          {message}
        </p>
        <p className="mt-4 text-slate-700">Informe o e-mail do cadastro para receber um novo link de confirmação:</p>
        <div className="mt-4">
          <ResendConfirmation email={null} />
        </div>
      </Card>
    </AccountPage>
  );
}
