// /ajuda: help centre.
import { helpCenterPage } from "../../content/help-center";
import { HelpCenterPage } from "../../features/help-center/help-center-page";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/ajuda";

export const meta: Route.MetaFunction = () => pageMeta({ ...helpCenterPage.meta, path: "/ajuda" });

export default function Ajuda() {
  return <HelpCenterPage />;
}
