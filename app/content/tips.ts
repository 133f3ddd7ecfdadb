// 'Dica do Dia' tips, each pointing to one blog article: app/content/data/tips.json.
import data from "./data/tips.json";
import type { CollectionData } from "./schemas";
import type { Tip } from "./types";

export const tips: Tip[] = (data as CollectionData<"tips">).tips;
