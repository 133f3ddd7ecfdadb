// /onboarding (spec §2, §4): the set-up wizard right after the e-mail confirmation; needs the
// session the confirmation (or a magic link) opened.
import { magicLinkEndpoint } from "../../../contracts/endpoints/account-links";
import { useState, type ReactNode } from "react";
import { tokenLifetimeText, type OnboardingState } from "../../../contracts/account-options";
import { ACCOUNT_API } from "../../../contracts/api-paths";
import { postJson } from "../../lib/api-client";
import { accountPageMeta } from "../../features/account/account-meta";
import { AccountPage } from "../../features/account/account-page";
import { EmailRequestForm } from "../../features/account/email-request-form";
import { Card } from "../../components/ui/card";
import { ErrorBanner } from "../../components/ui/error-banner";
import { LoadingState } from "../../features/account/loading-state";
import { loadSessionData } from "../../features/account/session-data";
import { OnboardingWizard } from "../../features/onboarding/onboarding-wizard";
import { useRuntimeConfig } from "../../lib/runtime-config";
import type { Route } from "./+types/onboarding";

export const meta: Route.MetaFunction = () =>
  accountPageMeta({
    title: "Configure sua conta | Tramita",
    description: "Configure o Tramita para a sua equipe em poucos passos: setor, uso principal e convites para os colegas.",
    path: "/onboarding",
  });

export const clientLoader = () => loadSessionData<OnboardingState>(ACCOUNT_API.onboarding);
// The wizard saves each step itself and keeps its own state: nothing to reload.
export const shouldRevalidate = () => false;

function OnboardingPage({ children }: { children: ReactNode }) {
  return (
    <AccountPage
      eyebrow="Configuração da conta"
      title="Vamos deixar o Tramita do jeito da sua equipe"
      lead={<p>Leva cerca de 2 minutos. Salvamos cada etapa: você pode parar e continuar depois, ou pular o que quiser.</p>}
    >
      {children}
    </AccountPage>
  );
}

/** The prerendered page, shown until the session is checked. */
export function HydrateFallback() {
  return (
    <OnboardingPage>
      <LoadingState />
    </OnboardingPage>
  );
}

export default function Onboarding({ loaderData: value }: Route.ComponentProps) {
  const { appUrl } = useRuntimeConfig();
  const [failure, setFailure] = useState<string | null>(null);

  async function finish() {
    const result = await postJson(ACCOUNT_API.onboardingComplete);
    if (result.ok) window.location.assign(appUrl);
    else setFailure(result.message);
  }

  return (
    <OnboardingPage>
      {value.state === "error" ? <ErrorBanner>{value.message}</ErrorBanner> : null}
      {value.state === "signed-out" ? (
        <Card panel shadow="sm" className="p-6 sm:p-8">
          <p className="text-slate-800">
            Para configurar a conta, abra o link de confirmação que enviamos por e-mail ou peça um link de acesso:
          </p>
          <div className="mt-4">
            <EmailRequestForm
              endpoint={magicLinkEndpoint}
              submitLabel="Enviar link de acesso"
              sentText={(email) => `Se ${email} tiver uma conta confirmada, o link de acesso chega em instantes. Ele vale por ${tokenLifetimeText("magic-link")}.`}
            />
          </div>
        </Card>
      ) : null}
      {value.state === "ready" ? (
        <>
          <OnboardingWizard initial={value.data} onFinish={finish} />
          {failure ? <ErrorBanner className="mt-4">{failure}</ErrorBanner> : null}
          <p className="mt-6 text-center text-sm text-slate-600">
            Prefere fazer isso depois?{" "}
            <button type="button" onClick={() => void finish()} className="font-medium text-brand-700 underline hover:text-brand-800">
              Pular a configuração e ir para a plataforma
            </button>
          </p>
        </>
      ) : null}
    </OnboardingPage>
  );
}
