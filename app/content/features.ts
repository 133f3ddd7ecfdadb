// Feature cards of the landing page (spec §2: eight): app/content/data/features.json.
import raw from "./data/features.json" with { type: "json" };
import { resolved } from "./resolved";
import { featureIcons } from "./icons/features";
import { withIcon } from "./icons/with-icon";
import type { CollectionData } from "../../contracts/content/schemas";
import type { Feature } from "./types";

export const features: Feature[] = (resolved(raw) as CollectionData<"features">).features.map(({ learnMore, ...feature }) => ({
  ...withIcon(featureIcons, feature),
  // The editor writes an empty link for a card without 'Saiba mais'.
  ...(learnMore?.href ? { learnMore: { href: learnMore.href, ...(learnMore.label ? { label: learnMore.label } : {}) } } : {}),
}));
