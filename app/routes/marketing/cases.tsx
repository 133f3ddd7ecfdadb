// /cases: customer stories by segment.
import { casesPage } from "../../content/cases";
import { CasesPage } from "../../features/cases/cases-page";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/cases";

export const meta: Route.MetaFunction = () => pageMeta({ ...casesPage.meta, path: "/cases" });

export default function Cases() {
  return <CasesPage />;
}
