// spec §2: any other path. The server answers it with HTTP 404.
import { href } from "react-router";
import { ArrowLeft } from "lucide-react";
import { PageShell } from "../components/layout/page-shell";
import { ButtonLink } from "../components/ui/button";
import { site } from "../../contracts/site";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [
  { title: `Página não encontrada | ${site.name}` },
  { name: "description", content: "O endereço que você procurou não existe ou mudou de lugar." },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <PageShell>
      <section aria-labelledby="nao-encontrada-title" className="mx-auto max-w-2xl px-4 py-24 text-center sm:py-32">
        <p className="text-sm font-semibold text-brand-700">Erro 404</p>
        <h1 id="nao-encontrada-title" className="mt-2 text-4xl font-extrabold tracking-tight">Página não encontrada</h1>
        <p className="mt-4 text-lg text-slate-600">
          O endereço que você procurou não existe ou mudou de lugar. Confira o link ou volte para a página inicial.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={href("/")}>
            <ArrowLeft aria-hidden="true" />
            Voltar para a página inicial
          </ButtonLink>
          <a href={`mailto:${site.email}`} className="inline-flex h-11 items-center justify-center rounded-lg px-5 text-sm font-semibold text-brand-700 hover:bg-brand-50">
            Falar com a equipe
          </a>
        </div>
      </section>
    </PageShell>
  );
}
