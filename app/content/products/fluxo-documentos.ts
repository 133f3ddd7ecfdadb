// Copy of /fluxo-documentos, the document-flow product page
// (app/content/data/product-fluxo-documentos.json).
import raw from "../data/product-fluxo-documentos.json" with { type: "json" };
import { resolved } from "../resolved";
import { productIcons } from "../icons/products";
import { withIcon } from "../icons/with-icon";
import type { CollectionData } from "../../../contracts/content/schemas";
import type { ProductPageContent } from "./types";

const content = resolved(raw) as CollectionData<"product-fluxo-documentos">;

export const documentFlowProduct: ProductPageContent = {
  ...content,
  path: "/fluxo-documentos",
  features: { ...content.features, items: content.features.items.map((i) => withIcon(productIcons, i)) },
};
