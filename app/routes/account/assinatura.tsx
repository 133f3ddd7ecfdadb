// /assinatura (issue 8): subscription management for the account holder. Access by the
// session the confirmation opened, or by a magic link (?token=..., single-use, 15 min)
// that this page redeems before loading the subscription.
import { QueryClientProvider } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { SessionOpened, SubscriptionView } from "../../../contracts/account";
import { ACCOUNT_API, ACCOUNT_PAGES, ACCOUNT_TOKEN_PARAM } from "../../../contracts/api-paths";
import { Button } from "../../components/ui/button";
import { api } from "../../features/account/account-api";
import { accountPageMeta } from "../../features/account/account-meta";
import { AccountPage } from "../../features/account/account-page";
import { EmailRequestForm } from "../../features/account/email-request-form";
import { ErrorBanner } from "../../components/ui/error-banner";
import { LoadingState } from "../../features/account/loading-state";
import { useRedeemToken } from "../../features/account/use-redeem-token";
import { useSessionData } from "../../features/account/use-session-data";
import { createCalculatorQueryClient } from "../../features/price-calculator/pricing-query";
import { SubscriptionPanel } from "../../features/subscription/subscription-panel";
import { useUrlSecret } from "../../lib/url-secrets";
import type { Route } from "./+types/assinatura";

export const meta: Route.MetaFunction = () =>
  accountPageMeta({ title: "Minha assinatura | Tramita", description: "Veja e altere o plano, a cobrança e o histórico da sua assinatura Tramita.", path: "/assinatura" });

export default function Assinatura() {
  const navigate = useNavigate();
  const token = useUrlSecret(ACCOUNT_TOKEN_PARAM);
  const redemption = useRedeemToken<SessionOpened>(ACCOUNT_API.magicLinkConsume, token);
  const redeemed = !token || redemption?.status === "done";
  const linkError = redemption?.status === "done" && !redemption.result.ok ? redemption.result.message : null;
  const { value, set, reload } = useSessionData<SubscriptionView>(ACCOUNT_API.subscription, redeemed);
  const [queryClient] = useState(createCalculatorQueryClient);

  // The token is spent: take it out of the history entry (a reload would try it again).
  useEffect(() => {
    if (token && redemption?.status === "done") void navigate(ACCOUNT_PAGES.subscription, { replace: true });
  }, [token, redemption, navigate]);

  async function logout() {
    await api.post(ACCOUNT_API.logout);
    await reload();
  }

  return (
    <AccountPage eyebrow="Minha conta" title="Assinatura" width={value.state === "ready" ? "wide" : "narrow"}>
      {linkError ? <ErrorBanner className="mb-6">{linkError}</ErrorBanner> : null}
      {!redeemed || value.state === "loading" ? <LoadingState /> : null}
      {redeemed && value.state === "error" ? <ErrorBanner>{value.message}</ErrorBanner> : null}
      {redeemed && value.state === "signed-out" ? (
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h2 className="text-xl font-bold text-slate-900">Receba um link de acesso</h2>
          <p className="mt-2 text-slate-700">Por segurança, o acesso à assinatura é feito por um link enviado ao e-mail da conta. Ele vale por 15 minutos e pode ser usado uma vez.</p>
          <div className="mt-5">
            <EmailRequestForm
              path={ACCOUNT_API.magicLink}
              submitLabel="Enviar link de acesso"
              sentText={(email) => `Se ${email} tiver uma conta confirmada, o link de acesso chega em instantes.`}
            />
          </div>
        </div>
      ) : null}
      {value.state === "ready" ? (
        <QueryClientProvider client={queryClient}>
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <p className="text-slate-700">
              <span className="font-semibold text-slate-900">{value.data.account.company}</span>
              {` · ${value.data.account.email}`}
            </p>
            <Button variant="outline" size="sm" onClick={() => void logout()}>
              <LogOut aria-hidden="true" />
              Sair
            </Button>
          </div>
          <SubscriptionPanel view={value.data} onChanged={set} />
        </QueryClientProvider>
      ) : null}
    </AccountPage>
  );
}
