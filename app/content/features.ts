// Feature cards of the landing page (spec §2: eight): app/content/data/features.json.
import data from "./data/features.json";
import { featureIcons, withIcon } from "./icons";
import type { CollectionData } from "./schemas";
import type { Feature } from "./types";

export const features: Feature[] = (data as CollectionData<"features">).features.map(({ learnMore, ...feature }) => ({
  ...withIcon(featureIcons, feature),
  // The editor writes an empty link for a card without 'Saiba mais'.
  ...(learnMore?.href ? { learnMore: { href: learnMore.href, ...(learnMore.label ? { label: learnMore.label } : {}) } } : {}),
}));
