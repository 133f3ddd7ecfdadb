// /privacidade: a legal document rendered from its content file.
import { privacyPolicy as doc } from "../../content/legal/privacy-policy";
import { LegalDocumentPage } from "../../features/legal/legal-document-page";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/privacidade";

export const meta: Route.MetaFunction = () => pageMeta({ ...doc.meta, path: doc.path });

export default function Page() {
  return <LegalDocumentPage document={doc} />;
}
