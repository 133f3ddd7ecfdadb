// /recuperar-senha (spec §2, §4): asks for the e-mail and always gives the same neutral answer;
// with ?token=... (the e-mailed link, single-use, TOKEN_TTL_MS) it sets a new password.
import { passwordResetEndpoint } from "../../../contracts/endpoints/account-links";
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { href, Link } from "react-router";
import { tokenLifetimeText } from "../../../contracts/account-options";
import { ACCOUNT_API, ACCOUNT_TOKEN_PARAM } from "../../../contracts/api-paths";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { signInUrl } from "../../../contracts/site";
import { AccountPage, linkPage } from "../../features/account/account-page";
import { EmailRequestForm } from "../../features/account/email-request-form";
import { ErrorBanner } from "../../components/ui/error-banner";
import { NewPasswordForm, type NewPasswordOutcome } from "../../features/signup/new-password-form";
import { useRuntimeConfig } from "../../lib/runtime-config";
import type { Route } from "./+types/recuperar-senha";

/** The prerendered page, shown until the browser knows whether the link carried a token. */
const page = linkPage(
  {
    eyebrow: "Recuperar senha",
    title: "Recupere o acesso à sua conta",
    lead: <p>{`Informe o e-mail da sua conta e enviaremos um link, válido por ${tokenLifetimeText("password-reset")}, para você criar uma nova senha.`}</p>,
  },
  { title: "Recuperar senha | Tramita", description: "Esqueceu a senha? Receba por e-mail um link para criar uma nova senha da sua conta Tramita.", path: "/recuperar-senha" },
  ACCOUNT_TOKEN_PARAM,
);

// The token is spent by the new-password form, not on arrival: the loader only reads it.
export const { meta, clientLoader, HydrateFallback } = page;

const RESET_LABELS = { password: "Nova senha", repeat: "Repita a nova senha", submit: "Salvar nova senha" };

export default function RecuperarSenha({ loaderData: { token } }: Route.ComponentProps) {
  const [outcome, setOutcome] = useState<NewPasswordOutcome | null>(null);
  const { appUrl } = useRuntimeConfig();

  if (outcome?.ok) {
    return (
      <AccountPage eyebrow="Recuperar senha" title="Senha alterada">
        <Card panel shadow="sm" className="p-6 sm:p-8">
          <p role="status" className="flex items-start gap-3 text-lg text-slate-800">
            <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent-700" />
            Sua nova senha foi salva. Por segurança, encerramos as sessões abertas com a senha antiga.
          </p>
          <a href={signInUrl(appUrl)} className={buttonClass({ size: "lg" }, "mt-6")}>
            Entrar na plataforma
          </a>
        </Card>
      </AccountPage>
    );
  }

  if (token && !outcome) {
    return (
      <AccountPage eyebrow="Recuperar senha" title="Crie uma nova senha" lead={<p>Escolha uma senha que você não usa em outros serviços.</p>}>
        <Card panel shadow="sm" className="p-6 sm:p-8">
          <NewPasswordForm token={token} path={ACCOUNT_API.passwordResetConfirm} labels={RESET_LABELS} onDone={setOutcome} />
        </Card>
      </AccountPage>
    );
  }

  return (
    <AccountPage
      eyebrow="Recuperar senha"
      title="Esqueceu sua senha?"
      lead={<p>Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.</p>}
    >
      <Card panel shadow="sm" className="p-6 sm:p-8">
        {outcome && !outcome.ok ? <ErrorBanner className="mb-5">{outcome.message}</ErrorBanner> : null}
        <EmailRequestForm
          key={outcome ? "novo-pedido" : "pedido"}
          endpoint={passwordResetEndpoint}
          submitLabel="Enviar link"
          sentText={(email) => `Se houver uma conta com o e-mail ${email}, você vai receber em instantes um link para criar uma nova senha. O link vale por ${tokenLifetimeText("password-reset")}.`}
        />
        <p className="mt-6 text-sm text-slate-600">
          Lembrou a senha?{" "}
          <Link to={href("/login")} className="font-medium text-brand-700 underline hover:text-brand-800">Entrar</Link>
          {" · "}Ainda não tem conta?{" "}
          <Link to={href("/signup")} className="font-medium text-brand-700 underline hover:text-brand-800">Teste grátis</Link>
        </p>
      </Card>
    </AccountPage>
  );
}
