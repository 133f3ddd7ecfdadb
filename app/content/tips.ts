// 'Dica do Dia' tips, each pointing to one blog article: app/content/data/tips.json.
import raw from "./data/tips.json" with { type: "json" };
import { resolved } from "./resolved";
import type { CollectionData } from "../../contracts/content/schemas";
import type { Tip } from "./types";

export const tips: Tip[] = (resolved(raw) as CollectionData<"tips">).tips;
