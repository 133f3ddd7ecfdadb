// /carreiras: careers.
import { careersPage } from "../../content/careers";
import { CareersPage } from "../../features/careers/careers-page";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/carreiras";

export const meta: Route.MetaFunction = () => pageMeta({ ...careersPage.meta, path: "/carreiras" });

export default function Carreiras() {
  return <CareersPage />;
}
