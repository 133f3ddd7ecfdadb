// Copy of /correspondencias, the correspondence-management product page
// (app/content/data/product-correspondencias.json).
import data from "../data/product-correspondencias.json";
import { correspondenceBenefits } from "../correspondence-benefits";
import { productIcons, withIcon } from "../icons";
import type { CollectionData } from "../schemas";
import type { ProductPageContent } from "./types";

const content = data as CollectionData<"product-correspondencias">;

export const correspondenceProduct: ProductPageContent = {
  ...content,
  path: "/correspondencias",
  // The landing's correspondence benefits come first: they are written once, in their own file.
  features: { ...content.features, items: [...correspondenceBenefits, ...content.features.items.map((i) => withIcon(productIcons, i))] },
};
