// /termos-de-uso: a legal document rendered from its content file.
import { termsOfUse as doc } from "../../content/legal/terms-of-use";
import { LegalDocumentPage } from "../../features/legal/legal-document-page";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/termos-de-uso";

export const meta: Route.MetaFunction = () => pageMeta({ ...doc.meta, path: doc.path });

export default function Page() {
  return <LegalDocumentPage document={doc} />;
}
