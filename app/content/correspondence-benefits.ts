// Benefit items of the correspondence-management section: app/content/data/correspondence-benefits.json
// (its title and lead are the landing's copy, app/content/data/landing.json).
import raw from "./data/correspondence-benefits.json" with { type: "json" };
import { resolved } from "./resolved";
import { correspondenceIcons } from "./icons/correspondence";
import { withIcon } from "./icons/with-icon";
import type { CollectionData } from "../../contracts/content/schemas";
import type { CorrespondenceBenefit } from "./types";

const content = resolved(raw) as CollectionData<"correspondence-benefits">;

export const correspondenceBenefits: CorrespondenceBenefit[] = content.benefits.map((b) => withIcon(correspondenceIcons, b));
