// /login (spec §2, §4): sign-in belongs to the external application (spec §1). The page says
// so, sends the visitor there after a short notice (or at once with the button), and
// links to password recovery and sign-up.
import { ArrowRight } from "lucide-react";
import { useEffect, useState } from "react";
import { href, Link } from "react-router";
import { LOGIN_REDIRECT_SECONDS } from "../../../contracts/account-options";
import { FREE_TRIAL_DAYS } from "../../../contracts/landing";
import { Button, buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { signInUrl } from "../../../contracts/site";
import { accountPageMeta } from "../../features/account/account-meta";
import { AccountPage } from "../../features/account/account-page";
import { useHydrated } from "../../hooks/use-hydrated";
import { useRuntimeConfig } from "../../lib/runtime-config";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () =>
  accountPageMeta({
    title: "Entrar | Tramita",
    description: "Acesse a plataforma Tramita com seu e-mail e senha. Esqueceu a senha? Recupere em poucos minutos.",
    path: "/login",
    indexed: true,
  });

export default function Login() {
  const { appUrl } = useRuntimeConfig();
  const hydrated = useHydrated();
  const target = signInUrl(appUrl);
  const [left, setLeft] = useState<number | null>(LOGIN_REDIRECT_SECONDS);

  useEffect(() => {
    if (!hydrated || left === null) return;
    if (left <= 0) {
      window.location.assign(target);
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [hydrated, left, target]);

  return (
    <AccountPage eyebrow="Entrar" title="Acesse a plataforma Tramita" lead={<p>O acesso à sua conta acontece na plataforma, em um endereço seguro próprio.</p>}>
      <Card panel shadow="sm" className="p-6 sm:p-8">
        <a href={target} className={buttonClass({ size: "lg" }, "w-full sm:w-auto")} data-testid="login-go">
          Ir para a página de entrada
          <ArrowRight aria-hidden="true" />
        </a>
        <div aria-live="polite" className="mt-4 min-h-6 text-sm text-slate-600">
          {hydrated && left !== null ? (
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {`Você será levado para lá em ${left} ${left === 1 ? "segundo" : "segundos"}.`}
              <Button variant="outline" size="sm" onClick={() => setLeft(null)}>Ficar nesta página</Button>
            </p>
          ) : null}
        </div>
        <ul className="mt-6 space-y-2 border-t border-slate-200 pt-6 text-sm text-slate-700">
          <li>
            Esqueceu a senha?{" "}
            <Link to={href("/recuperar-senha")} className="font-medium text-brand-700 underline hover:text-brand-800">Recuperar senha</Link>
          </li>
          <li>
            Ainda não tem conta?{" "}
            <Link to={href("/signup")} className="font-medium text-brand-700 underline hover:text-brand-800">{`Teste grátis por ${FREE_TRIAL_DAYS} dias`}</Link>
          </li>
          <li>
            Quer mudar de plano ou cancelar?{" "}
            <Link to={href("/assinatura")} className="font-medium text-brand-700 underline hover:text-brand-800">Gerenciar assinatura</Link>
          </li>
        </ul>
      </Card>
    </AccountPage>
  );
}
