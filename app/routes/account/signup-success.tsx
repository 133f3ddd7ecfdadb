// /signup-success (spec §2, §4): where the confirmation e-mail went, what to do next, and
// 'Reenviar e-mail' with a cooldown.
import { MailCheck } from "lucide-react";
import { useLocation } from "react-router";
import { tokenLifetimeText } from "../../../contracts/account-options";
import { FREE_TRIAL_DAYS } from "../../../contracts/landing";
import { useHydrated } from "../../hooks/use-hydrated";
import { accountPageMeta } from "../../features/account/account-meta";
import { AccountPage } from "../../features/account/account-page";
import { ResendConfirmation } from "../../features/signup/resend-confirmation";
import type { Route } from "./+types/signup-success";
import { Card } from "../../components/ui/card";

export const meta: Route.MetaFunction = () =>
  accountPageMeta({
    title: "Confirme seu e-mail | Tramita",
    description: `Conta criada: confirme o e-mail pelo link que enviamos para começar o teste grátis de ${FREE_TRIAL_DAYS} dias do Tramita.`,
    path: "/signup-success",
  });

export default function SignupSuccess() {
  const location = useLocation();
  // The prerendered page names no address: the history entry's state does (kept across a reload).
  const hydrated = useHydrated();
  const fromState = (location.state as { email?: unknown } | null)?.email;
  const email = hydrated && typeof fromState === "string" ? fromState : null;

  return (
    <AccountPage eyebrow="Conta criada" title="Agora, confirme seu e-mail">
      <Card panel shadow="sm" className="p-6 sm:p-8">
        <div className="flex items-start gap-4">
          <MailCheck aria-hidden="true" className="size-10 shrink-0 text-brand-700" />
          <p className="text-lg text-slate-800" data-testid="signup-success-email">
            {email ? (
              <>
                Enviamos um link de confirmação para <strong className="break-all">{email}</strong>.
              </>
            ) : (
              "Enviamos um link de confirmação para o e-mail que você informou."
            )}
          </p>
        </div>
        <h2 className="mt-8 text-lg font-bold text-slate-900">Próximos passos</h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
          <li>Abra o e-mail “Confirme seu e-mail para começar o teste grátis do Tramita”.</li>
          <li>{`Clique em “Confirmar e-mail”: o seu teste grátis de ${FREE_TRIAL_DAYS} dias começa na hora.`}</li>
          <li>Configure a conta em poucos passos e convide sua equipe.</li>
        </ol>
        <p className="mt-6 text-sm text-slate-600">
          {`O link vale por ${tokenLifetimeText("confirm-email")}. Não encontrou o e-mail? Confira a caixa de spam ou de promoções, ou peça outro:`}
        </p>
        <div className="mt-4">
          <ResendConfirmation key={email ?? ""} email={email} justSent={Boolean(email)} />
        </div>
      </Card>
    </AccountPage>
  );
}
