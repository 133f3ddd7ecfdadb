// Copy of /fluxo-documentos, the document-flow product page
// (app/content/data/product-fluxo-documentos.json).
import data from "../data/product-fluxo-documentos.json";
import { productIcons, withIcon } from "../icons";
import type { CollectionData } from "../schemas";
import type { ProductPageContent } from "./types";

const content = data as CollectionData<"product-fluxo-documentos">;

export const documentFlowProduct: ProductPageContent = {
  ...content,
  path: "/fluxo-documentos",
  features: { ...content.features, items: content.features.items.map((i) => withIcon(productIcons, i)) },
};
