// /assinatura (spec §2, §4): subscription management for the account holder. Access by the
// session the confirmation opened, or by a magic link (?token=..., single-use, TOKEN_TTL_MS)
// that the clientLoader redeems before loading the subscription.
import { magicLinkEndpoint } from "../../../contracts/endpoints/account-links";
import { LogOut } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Form, href, useNavigate, type ShouldRevalidateFunction } from "react-router";
import { tokenLifetimeText, type SessionOpened, type SubscriptionView } from "../../../contracts/account-options";
import { ACCOUNT_API } from "../../../contracts/api-paths";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { postJson } from "../../lib/api-client";
import { accountPageMeta } from "../../features/account/account-meta";
import { AccountPage } from "../../features/account/account-page";
import { EmailRequestForm } from "../../features/account/email-request-form";
import { ErrorBanner } from "../../components/ui/error-banner";
import { LoadingState } from "../../features/account/loading-state";
import { redeemUrlToken } from "../../features/account/redeem-url-token";
import { loadSessionData } from "../../features/account/session-data";
import { lazyModule, useLazyModule } from "../../lib/lazy-module";
import type { Route } from "./+types/assinatura";

export const meta: Route.MetaFunction = () =>
  accountPageMeta({
    title: "Minha assinatura | Tramita",
    description: "Veja e altere o plano, a cobrança e o histórico da sua assinatura Tramita, ou cancele quando quiser.",
    path: "/assinatura",
  });

// The panel and its query layer serve a signed-in holder only: a visitor who asks for the
// access link never loads them. The loader imports them before the page shows the panel.
const signedInParts = lazyModule(() =>
  Promise.all([import("../../features/subscription/subscription-panel"), import("../../lib/query-client")]).then(([panel, query]) => ({
    SubscriptionPanel: panel.SubscriptionPanel,
    QueryProvider: query.QueryProvider,
  })),
);

export async function clientLoader() {
  const redemption = await redeemUrlToken<SessionOpened>(ACCOUNT_API.magicLinkConsume);
  const subscription = await loadSessionData<SubscriptionView>(ACCOUNT_API.subscription);
  if (subscription.state === "ready") await signedInParts.load();
  return {
    redeemed: redemption !== null,
    linkError: redemption && !redemption.ok ? redemption.message : null,
    subscription,
  };
}

/** 'Sair': ends the session; the loader then runs again and offers the access link. */
export async function clientAction() {
  const result = await postJson(ACCOUNT_API.logout);
  return result.ok ? null : result.message;
}

// Only 'Sair' reloads the data: dropping the spent token from the history entry (below) is a
// navigation to the same page that must not redeem anything again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod }) => formMethod !== undefined;

// The lead is the page's largest text, in the prerendered page and in every state after it, so
// the content the loader brings in later is never a larger paint than the first screen's.
function SubscriptionPage({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return (
    <AccountPage
      eyebrow="Minha conta"
      title="Assinatura"
      lead={<p>Aqui o titular da conta vê o plano, a cobrança e o histórico da assinatura, muda de plano ou cancela.</p>}
      width={wide ? "wide" : "narrow"}
    >
      {children}
    </AccountPage>
  );
}

/** The prerendered page, shown until the access link and the session are checked. */
export function HydrateFallback() {
  return (
    <SubscriptionPage>
      <LoadingState />
    </SubscriptionPage>
  );
}

export default function Assinatura({ loaderData, actionData: logoutError }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { redeemed, linkError, subscription } = loaderData;
  // The panel's changes answer with a fresher view; a new load (after 'Sair') replaces it.
  const [changed, setChanged] = useState<{ from: typeof subscription; view: SubscriptionView } | null>(null);
  const view = changed?.from === subscription ? changed.view : subscription.state === "ready" ? subscription.data : null;
  const parts = useLazyModule(signedInParts);

  // The token is spent: take it out of the history entry (a reload would try it again).
  useEffect(() => {
    if (redeemed) void navigate(href("/assinatura"), { replace: true });
  }, [redeemed, navigate]);

  return (
    <SubscriptionPage wide={view !== null}>
      {linkError ? <ErrorBanner className="mb-6">{linkError}</ErrorBanner> : null}
      {subscription.state === "error" ? <ErrorBanner>{subscription.message}</ErrorBanner> : null}
      {subscription.state === "signed-out" ? (
        <Card panel shadow="sm" className="p-6 sm:p-8">
          <h2 className="text-xl font-bold text-slate-900">Receba um link de acesso</h2>
          <p className="mt-2 text-slate-700">{`Por segurança, o acesso é feito por um link enviado ao e-mail da conta, válido por ${tokenLifetimeText("magic-link")} e de uso único.`}</p>
          <div className="mt-5">
            <EmailRequestForm
              endpoint={magicLinkEndpoint}
              submitLabel="Enviar link de acesso"
              sentText={(email) => `Se ${email} tiver uma conta confirmada, o link de acesso chega em instantes.`}
            />
          </div>
        </Card>
      ) : null}
      {view && parts ? (
        <parts.QueryProvider>
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <p className="text-slate-700">
              <span className="font-semibold text-slate-900">{view.account.company}</span>
              {` · ${view.account.email}`}
            </p>
            <Form method="post">
              <Button type="submit" variant="outline" size="sm">
                <LogOut aria-hidden="true" />
                Sair
              </Button>
            </Form>
          </div>
          {logoutError ? <ErrorBanner className="mb-6">{logoutError}</ErrorBanner> : null}
          <parts.SubscriptionPanel view={view} onChanged={(next) => setChanged({ from: subscription, view: next })} />
        </parts.QueryProvider>
      ) : null}
    </SubscriptionPage>
  );
}
