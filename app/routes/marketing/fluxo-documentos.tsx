// /fluxo-documentos: product page, rendered by the shared product-page template.
import { documentFlowProduct as content } from "../../content/products/fluxo-documentos";
import { ProductPage } from "../../features/product-page/product-page";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/fluxo-documentos";

export const meta: Route.MetaFunction = () => pageMeta({ ...content.meta, path: content.path });

export default function Page() {
  return <ProductPage content={content} />;
}
