// /correspondencias: product page, rendered by the shared product-page template.
import { correspondenceProduct as content } from "../../content/products/correspondencias";
import { ProductPage } from "../../features/product-page/product-page";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/correspondencias";

export const meta: Route.MetaFunction = () => pageMeta({ ...content.meta, path: content.path });

export default function Page() {
  return <ProductPage content={content} />;
}
