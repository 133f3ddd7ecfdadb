// /sobre: about the company.
import { aboutPage } from "../../content/about";
import { AboutPage } from "../../features/about/about-page";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/sobre";

export const meta: Route.MetaFunction = () => pageMeta({ ...aboutPage.meta, path: "/sobre" });

export default function Sobre() {
  return <AboutPage />;
}
