// /privacidade/meus-dados: see, download and erase what the site holds about an e-mail.
import { DATA_RIGHTS_PAGE } from "../../../contracts/api-paths";
import { site } from "../../../contracts/site";
import { DataRightsPage } from "../../features/data-rights/data-rights-page";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/meus-dados";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Meus dados: veja, baixe ou exclua | ${site.name}`,
    description: `Veja, baixe em JSON e exclua, por conta própria, os dados pessoais que o ${site.name} guarda sobre o seu e-mail, como garante a LGPD.`,
    path: DATA_RIGHTS_PAGE,
  });

export default function MeusDados() {
  return <DataRightsPage />;
}
