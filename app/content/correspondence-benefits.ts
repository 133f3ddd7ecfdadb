// Copy and benefit items of the correspondence-management section: app/content/data/correspondence-benefits.json.
import data from "./data/correspondence-benefits.json";
import { correspondenceIcons, withIcon } from "./icons";
import type { CollectionData } from "./schemas";
import type { CorrespondenceBenefit } from "./types";

const content = data as CollectionData<"correspondence-benefits">;

export const correspondenceSectionCopy = content.section;

export const correspondenceBenefits: CorrespondenceBenefit[] = content.benefits.map((b) => withIcon(correspondenceIcons, b));
