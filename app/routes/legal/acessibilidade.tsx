// /acessibilidade: the accessibility statement (LBI art. 63), rendered from its content file.
import { accessibilityStatement as doc } from "../../content/legal/accessibility-statement";
import { LegalDocumentPage } from "../../features/legal/legal-document-page";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/acessibilidade";

export const meta: Route.MetaFunction = () => pageMeta({ ...doc.meta, path: doc.path });

export default function Page() {
  return <LegalDocumentPage document={doc} />;
}
