// Copy of /correspondencias, the correspondence-management product page
// (app/content/data/product-correspondencias.json).
import raw from "../data/product-correspondencias.json" with { type: "json" };
import { resolved } from "../resolved";
import { correspondenceBenefits } from "../correspondence-benefits";
import { productIcons } from "../icons/products";
import { withIcon } from "../icons/with-icon";
import type { CollectionData } from "../../../contracts/content/schemas";
import type { ProductPageContent } from "./types";

const content = resolved(raw) as CollectionData<"product-correspondencias">;

export const correspondenceProduct: ProductPageContent = {
  ...content,
  path: "/correspondencias",
  // The landing's correspondence benefits come first: they are written once, in their own file.
  features: { ...content.features, items: [...correspondenceBenefits, ...content.features.items.map((i) => withIcon(productIcons, i))] },
};
